import { ClaimsBand } from '@/app/_components/ClaimsBand'
import { getClaims, getFeatures } from '@/lib/content'
import type { Locale } from '@/lib/i18n/locales'
import type { SectionProps, SectionView } from '../define'
import { headingMarkdown, inline, lines } from '../markdown'
import { inChosenOrder } from '../parts'
import { claimsMarkdown } from './notes'
import type { SectionOf } from '../registry'

type Claims = SectionOf<'claimsSection'>

/** The claims staff chose, in their order; every claim when they chose none. */
async function claimsOf(section: Claims, locale: Locale) {
  const claims = await getClaims(locale)
  return section.claims.length ? inChosenOrder(claims, section.claims) : claims
}

/** The features of kind "benefit", when the section asks for them under its figures. */
const benefitsOf = (section: Claims, locale: Locale) =>
  section.withBenefits ? getFeatures('benefit', locale) : Promise.resolve([])

async function ClaimsSection({ section, locale, id }: SectionProps<Claims>) {
  const [claims, benefits] = await Promise.all([claimsOf(section, locale), benefitsOf(section, locale)])
  return <ClaimsBand id={id} heading={section} claims={claims} benefits={benefits} locale={locale} />
}

export const claims: SectionView<Claims> = {
  Component: ClaimsSection,
  markdown: async (section, locale) => {
    const figures = claimsMarkdown(await claimsOf(section, locale), locale, section._key)
    return lines(
      headingMarkdown(section),
      figures.list,
      (await benefitsOf(section, locale))
        .map((benefit) => `- **${inline(benefit.title)}**: ${inline(benefit.description)}`)
        .join('\n'),
      figures.notes,
    )
  },
}
