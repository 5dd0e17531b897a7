import { locales } from '@/lib/i18n/locales'
import { socialCard } from '@/app/_components/social-card'
import { getFixedPage } from '@/lib/content'
import { headlineOf } from '@/lib/sections/registry'
import { shareCardSize } from '@/lib/seo'
import { site } from '@/lib/site'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { siteText } from '@/lib/i18n/site-text'

/*
 * The social card every page shares, drawn at build time from the home page's headline (a fetch
 * tagged with its type, so publishing a page draws it again). Its alt text is in each
 * page's metadata (lib/seo.ts's socialImage), in the page's language.
 */
export const size = shareCardSize
export const contentType = 'image/png'

export default async function OpenGraphImage({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const headline = headlineOf(await getFixedPage('home', locale))
  return socialCard(
    {
      mark: { side: 72, radius: 18, fontSize: 52 },
      headingStyle: { gap: 24 },
      heading: <div style={{ fontSize: 56, letterSpacing: -1 }}>{site.name}</div>,
      body: (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div style={{ fontSize: 72, lineHeight: 1.1, letterSpacing: -2 }}>{headline}</div>
          <div style={{ fontSize: 32, color: '#bae6fd' }}>{siteText(locale).tagline}</div>
        </div>
      ),
    },
    size,
  )
}

/** Drawn at build time in each language. */
export const generateStaticParams = () => locales.map((locale) => ({ locale }))
