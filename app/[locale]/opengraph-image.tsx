import { locales } from '@/lib/i18n/locales'
import { socialCard } from '@/app/_components/social-card'
import { getHomePage } from '@/lib/content'
import { socialImage } from '@/lib/seo'
import { site } from '@/lib/site'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'

/*
 * The social card every page shares, drawn at build time from the home page's headline (a fetch
 * tagged with its type, so publishing the home page draws it again).
 */
const { alt: englishAlt, width, height } = socialImage('en')
export const alt = englishAlt
export const size = { width, height }
export const contentType = 'image/png'

export default async function OpenGraphImage({ params }: LocaleProps) {
  const { hero } = await getHomePage(await pageLocale(params))
  return socialCard(
    {
      mark: { side: 72, radius: 18, fontSize: 52 },
      headingStyle: { gap: 24 },
      heading: <div style={{ fontSize: 56, letterSpacing: -1 }}>{site.name}</div>,
      body: (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div style={{ fontSize: 72, lineHeight: 1.1, letterSpacing: -2 }}>{hero.heading}</div>
          <div style={{ fontSize: 32, color: '#bae6fd' }}>{site.tagline}</div>
        </div>
      ),
    },
    size,
  )
}

/** Drawn at build time in each language. */
export const generateStaticParams = () => locales.map((locale) => ({ locale }))
