import { featureIconMap } from '@/lib/components/FeatureIcon'
import { IconCards } from '@/lib/components/IconCards'
import { SideHeading } from '@/lib/components/Section'
import { container } from '@/lib/components/ui'
import { getClaims } from '@/lib/content'
import { formatClaimFigure } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import type { SectionProps, SectionMarkdown } from '../define'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import { inChosenOrder } from '../parts'
import { type Content, reasonFigures } from './content'

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
              {figures.map((claim) => (
                <li key={claim._id} className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
                  <p className="text-3xl font-bold tracking-tight text-brand-800">{formatClaimFigure(claim, locale)}</p>
                  <p className="mt-1 text-sm text-slate-700">{claim.statement}</p>
                </li>
              ))}
            </ul>
          ) : null}
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

/** The heading, the figures with their statements, then the reasons. */
export const markdown: SectionMarkdown<Content> = async (section, locale) =>
  lines(
    headingMarkdown(section),
    (await figuresOf(section, locale))
      .map((claim) => `- **${inline(formatClaimFigure(claim, locale))}** ${inline(claim.statement)}`)
      .join('\n'),
    section.points.map((point) => `- **${inline(point.title)}**: ${inline(point.text)}`).join('\n'),
  )
