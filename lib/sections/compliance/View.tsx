import { Section, headingProps } from '@/lib/components/Section'
import { Icon } from '@/lib/components/Icon'
import { gridColumnsFor, textLink } from '@/lib/components/ui'
import { formatDate } from '@/lib/format'
import { langOfEntry, localizedPath, type Locale } from '@/lib/i18n/locales'
import { getComplianceFrameworks } from '@/lib/content'
import type { ComplianceFramework } from '@/lib/trust/models'
import { expectedDatePassed, isoDay } from '@/lib/trust/rules'
import { trustPaths } from '@/lib/trust/paths'
import { routes } from '@/lib/routes'
import { trustText } from '@/lib/trust/text'
import type { SectionMarkdown, SectionProps } from '../define'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import { inChosenOrder } from '../parts'
import type { Content } from './content'

async function frameworksOf(section: Content, locale: Locale) {
  const frameworks = await getComplianceFrameworks(locale)
  return section.frameworks.length ? inChosenOrder(frameworks, section.frameworks) : frameworks
}

/**
 * "Period: October 1, 2025 to September 30, 2026", "Expected by March 31, 2027", or nothing: an
 * expected date that has passed is no promise to show (the Studio asks staff for a new one).
 */
function periodOf(framework: ComplianceFramework, locale: Locale): string | undefined {
  const { status, periodStart, periodEnd } = framework
  const words = trustText(locale).compliance
  const date = (value: string) => formatDate(value, locale)
  if (expectedDatePassed(framework, isoDay())) return undefined
  if (periodStart && periodEnd) return words.period(date(periodStart), date(periodEnd))
  if (periodEnd) return status === 'inPlace' ? words.until(date(periodEnd)) : words.expected(date(periodEnd))
  if (periodStart) return words.since(date(periodStart))
  return undefined
}

const statusLook = {
  inPlace: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  inProgress: 'bg-amber-50 text-amber-900 ring-amber-200',
  planned: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const

export async function View({ section, locale, id }: SectionProps<Content>) {
  const frameworks = await frameworksOf(section, locale)
  if (frameworks.length === 0) return null
  const words = trustText(locale).compliance
  return (
    <Section id={id} {...headingProps(section)}>
      <ul className={`grid gap-6 ${gridColumnsFor(frameworks.length)}`}>
        {frameworks.map((framework) => {
          const period = periodOf(framework, locale)
          return (
            <li
              key={framework._id}
              lang={langOfEntry(framework.language, locale)}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-lg font-semibold text-brand-950">{framework.name}</h3>
                <span
                  className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${statusLook[framework.status]}`}
                >
                  {words.status[framework.status]}
                </span>
              </div>
              <p className="mt-3 text-sm leading-6 text-slate-700">{framework.summary}</p>
              {period ? <p className="mt-4 text-sm text-slate-600">{period}</p> : null}
              {framework.assessor ? (
                <p className="mt-1 text-sm text-slate-600">
                  <span className="font-semibold">{words.assessor}:</span> {framework.assessor}
                </p>
              ) : null}
              {framework.document ? (
                <a
                  href={localizedPath(
                    framework.document.access === 'public'
                      ? trustPaths.document(framework.document.key)
                      : routes.trustAccess.path,
                    locale,
                  )}
                  className={`${textLink} mt-4 inline-flex items-center gap-2 text-sm`}
                >
                  <Icon name={framework.document.access === 'public' ? 'file-check' : 'file-lock'} size={18} />
                  {framework.document.access === 'public'
                    ? framework.document.title
                    : words.restrictedDocument(framework.document.title)}
                </a>
              ) : null}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

export const markdown: SectionMarkdown<Content> = async (section, locale) => {
  const words = trustText(locale).compliance
  return lines(
    headingMarkdown(section),
    ...(await frameworksOf(section, locale)).map((framework) =>
      lines(
        `### ${inline(framework.name)}`,
        `**${words.status[framework.status]}.** ${inline(framework.summary)}`,
        [periodOf(framework, locale), framework.assessor && `${words.assessor}: ${framework.assessor}`]
          .filter(Boolean)
          .map((line) => `- ${inline(line!)}`)
          .join('\n'),
      ),
    ),
  )
}
