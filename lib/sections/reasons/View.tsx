import { featureIconMap } from '@/lib/components/FeatureIcon'
import { IconCards } from '@/lib/components/IconCards'
import { SideHeading } from '@/lib/components/Section'
import { container } from '@/lib/components/ui'
import { getClaims } from '@/lib/content'
import { formatClaimFigure } from '@/lib/format'
import { ClaimRef, ClaimSources } from '@/lib/components/ClaimSources'
import type { Locale } from '@/lib/i18n/locales'
import type { SectionProps, SectionMarkdown } from '../define'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import { inChosenOrder } from '../parts'
import { type Content, reasonFigures } from './content'
import { claimsMarkdown } from '../claims/notes'

/** The claims staff chose, in their order; the first few when they chose none: its view and Markdown copy show these. */
async function figuresOf(section: Content, locale: Locale) {
  const claims = await getClaims(locale)
  return (section.claims.length ? inChosenOrder(claims, section.claims) : claims).slice(0, reasonFigures)
}

export async function View({ section, locale, id }: SectionProps<Content>) {
  const figures = await figuresOf(section, locale)
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-white py-20 sm:py-24">
      <div className={`${container} grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:gap-16`}>
        <div>
          <SideHeading id={id} {...section} />
          {figures.length > 0 ? (
            <ul className="mt-8 grid grid-cols-2 gap-4">
              {figures.map((claim, index) => (
                <li
                  key={claim._id}
                  data-claim={claim._id}
                  className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100"
                >
                  <p className="text-3xl font-bold tracking-tight text-brand-800">
                    {formatClaimFigure(claim, locale)}
                    <ClaimRef sectionId={id} n={index + 1} locale={locale} />
                  </p>
                  <p className="mt-1 text-sm text-slate-700">{claim.statement}</p>
                </li>
              ))}
            </ul>
          ) : null}
          <ClaimSources sectionId={id} claims={figures} locale={locale} tone="light" />
        </div>
        <IconCards
          look="solid"
          items={section.points.map(({ _key, icon, title, text }) => ({
            id: _key,
            icon: featureIconMap[icon],
            title,
            text,
          }))}
          className="grid gap-6"
        />
      </div>
    </section>
  )
}

/** The heading, the figures with their statements and note marks, the reasons, then the notes. */
export const markdown: SectionMarkdown<Content> = async (section, locale) => {
  const figures = claimsMarkdown(await figuresOf(section, locale), locale, section._key)
  return lines(
    headingMarkdown(section),
    figures.list,
    section.points.map((point) => `- **${inline(point.title)}**: ${inline(point.text)}`).join('\n'),
    figures.notes,
  )
}
