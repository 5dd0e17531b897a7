import { ClaimsBand } from '@/app/_components/ClaimsBand'
import { getClaims } from '@/lib/content'
import { formatClaimFigure } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import type { SectionProps, SectionView } from '../define'
import { headingMarkdown, lines } from '../markdown'
import { inChosenOrder } from '../parts'
import type { SectionOf } from '../registry'

type Claims = SectionOf<'claimsSection'>

/** The claims staff chose, in their order; every claim when they chose none. */
async function claimsOf(section: Claims, locale: Locale) {
  const claims = await getClaims(locale)
  return section.claims.length ? inChosenOrder(claims, section.claims) : claims
}

async function ClaimsSection({ section, locale, id }: SectionProps<Claims>) {
  return <ClaimsBand id={id} heading={section} claims={await claimsOf(section, locale)} locale={locale} />
}

export const claims: SectionView<Claims> = {
  Component: ClaimsSection,
  markdown: async (section, locale) =>
    lines(
      headingMarkdown(section),
      (await claimsOf(section, locale))
        .map((claim) => `- **${formatClaimFigure(claim, locale)}** ${claim.statement}`)
        .join('\n'),
    ),
}
