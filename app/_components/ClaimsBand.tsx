import type { Claim, Feature, SectionHeading } from '@/lib/content'
import { claimFigureParts } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { Eyebrow } from './Eyebrow'
import { FeatureGrid } from './FeatureGrid'
import { container } from './ui'

/** The dark band of figures (claims) and benefits: the home page's, and a page's claims section. */
export function ClaimsBand({
  id,
  heading,
  claims,
  benefits = [],
  locale,
}: {
  id: string
  heading: SectionHeading
  claims: Claim[]
  benefits?: Feature[]
  locale: Locale
}) {
  if (claims.length === 0 && benefits.length === 0) return null
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="on-dark bg-brand-950 py-20 text-white sm:py-24">
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <Eyebrow tone="dark">{heading.eyebrow}</Eyebrow>
          <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {heading.heading}
          </h2>
          {heading.intro ? <p className="mt-4 text-lg leading-8 text-brand-100">{heading.intro}</p> : null}
        </div>
        {claims.length > 0 ? (
          <ul className="mt-14 grid gap-px overflow-hidden rounded-2xl bg-white/10 ring-1 ring-white/10 sm:grid-cols-2 lg:grid-cols-3">
            {claims.map((claim) => (
              <li key={claim._id} className="bg-brand-950 p-8">
                <ClaimFigure {...claimFigureParts(claim, locale)} inWords={claim.unit !== 'percent'} />
                <p className="mt-2 text-lg text-brand-100">{claim.statement}</p>
                {claim.sourceNote ? <p className="mt-3 text-sm text-slate-300">{claim.sourceNote}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {benefits.length > 0 ? <FeatureGrid features={benefits} look="onDark" className="mt-14 gap-10" /> : null}
      </div>
    </section>
  )
}

/** A claim's figure, large; a unit in words ("hours per week") smaller, so that it fits beside it. */
function ClaimFigure({ figure, unit, inWords }: { figure: string; unit: string; inWords: boolean }) {
  return (
    <p className="text-4xl font-bold tracking-tight text-white sm:text-5xl">
      {figure}
      {inWords ? <span className="text-2xl sm:text-3xl">{unit}</span> : unit}
    </p>
  )
}
