import { ClaimRef, ClaimSources } from '@/lib/components/ClaimSources'
import { Eyebrow } from '@/lib/components/Eyebrow'
import { FeatureGrid } from '@/lib/components/FeatureGrid'
import { container } from '@/lib/components/ui'
import { getClaims, getFeatures } from '@/lib/content'
import { claimFigureParts } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import type { SectionProps, SectionMarkdown } from '../define'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import { claimsMarkdown } from './notes'
import { inChosenOrder } from '../parts'
import type { Content } from './content'

/** The claims staff chose, in their order; every claim when they chose none. */
async function claimsOf(section: Content, locale: Locale) {
  const claims = await getClaims(locale)
  return section.claims.length ? inChosenOrder(claims, section.claims) : claims
}

/** The features of kind "benefit", when the section asks for them under its figures. */
const benefitsOf = (section: Content, locale: Locale) =>
  section.withBenefits ? getFeatures('benefit', locale) : Promise.resolve([])

/** The dark band of figures (claims) and benefits, as the home page shows them. */
export async function View({ section, locale, id }: SectionProps<Content>) {
  const [claims, benefits] = await Promise.all([claimsOf(section, locale), benefitsOf(section, locale)])
  if (claims.length === 0 && benefits.length === 0) return null
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="on-dark bg-brand-950 py-20 text-white sm:py-24">
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <Eyebrow tone="dark">{section.eyebrow}</Eyebrow>
          <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {section.heading}
          </h2>
          {section.intro ? <p className="mt-4 text-lg leading-8 text-brand-100">{section.intro}</p> : null}
        </div>
        {claims.length > 0 ? (
          <ul className="mt-14 grid gap-px overflow-hidden rounded-2xl bg-white/10 ring-1 ring-white/10 sm:grid-cols-2 lg:grid-cols-3">
            {claims.map((claim, index) => (
              <li key={claim._id} data-claim={claim._id} className="bg-brand-950 p-8">
                <ClaimFigure {...claimFigureParts(claim, locale)} inWords={claim.unit !== 'percent'}>
                  <ClaimRef sectionId={id} n={index + 1} locale={locale} className="text-brand-100" />
                </ClaimFigure>
                <p className="mt-2 text-lg text-brand-100">{claim.statement}</p>
              </li>
            ))}
          </ul>
        ) : null}
        {benefits.length > 0 ? <FeatureGrid features={benefits} look="onDark" className="mt-14 gap-10" /> : null}
        <ClaimSources sectionId={id} claims={claims} locale={locale} tone="dark" />
      </div>
    </section>
  )
}

/** A claim's figure, large, with its footnote mark; a unit in words ("hours per week") smaller, so that it fits beside it. */
function ClaimFigure({
  figure,
  unit,
  inWords,
  children,
}: {
  figure: string
  unit: string
  inWords: boolean
  /** Its footnote mark. */
  children: React.ReactNode
}) {
  return (
    <p className="text-4xl font-bold tracking-tight text-white sm:text-5xl">
      {figure}
      {inWords ? <span className="text-2xl sm:text-3xl">{unit}</span> : unit}
      {children}
    </p>
  )
}

/** The heading, the figures with their statements and note marks, the benefits, then the notes. */
export const markdown: SectionMarkdown<Content> = async (section, locale) => {
  const figures = claimsMarkdown(await claimsOf(section, locale), locale, section._key)
  return lines(
    headingMarkdown(section),
    figures.list,
    (await benefitsOf(section, locale))
      .map((benefit) => `- **${inline(benefit.title)}**: ${inline(benefit.description)}`)
      .join('\n'),
    figures.notes,
  )
}
