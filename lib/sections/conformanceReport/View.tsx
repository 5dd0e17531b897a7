import { Icon } from '@/lib/components/Icon'
import { WideTableHint } from '@/lib/components/WideTableHint'
import { Section, headingProps } from '@/lib/components/Section'
import { buttonSecondary } from '@/lib/components/buttons'
import { formatDate } from '@/lib/format'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { markdownLink } from '@/lib/markdown/escape'
import { absoluteUrl } from '@/lib/addresses'
import { getConformanceReports } from '@/lib/content'
import { criteriaByLevel } from '@/lib/trust/conformance'
import type { ConformanceReport } from '@/lib/trust/models'
import { trustPaths } from '@/lib/trust/paths'
import { trustText } from '@/lib/trust/text'
import type { SectionMarkdown, SectionProps } from '../define'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import type { Content } from './content'

const reportOf = async (section: Content, locale: Locale): Promise<ConformanceReport | undefined> =>
  (await getConformanceReports(locale)).find((report) => report._id === section.report)

const conformanceLook = {
  supports: 'text-emerald-800',
  partiallySupports: 'text-amber-900',
  doesNotSupport: 'text-red-800',
  notApplicable: 'text-slate-600',
  notEvaluated: 'text-slate-600',
} as const

export async function View({ section, locale, id }: SectionProps<Content>) {
  const report = await reportOf(section, locale)
  if (!report) return null
  const words = trustText(locale).conformance
  const cell = 'px-4 py-3 align-top'
  return (
    <Section id={id} {...headingProps(section)}>
      <div className="mx-auto max-w-5xl">
        <dl className="grid gap-x-8 gap-y-3 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-brand-950">{words.product}</dt>
          <dd>{report.product}</dd>
          <dt className="font-semibold text-brand-950">{words.date}</dt>
          <dd>{formatDate(report.reportDate, locale)}</dd>
          <dt className="font-semibold text-brand-950">{words.methods}</dt>
          <dd>{report.methods}</dd>
          {report.notes ? (
            <>
              <dt className="font-semibold text-brand-950">{words.notes}</dt>
              <dd>{report.notes}</dd>
            </>
          ) : null}
        </dl>
        <p className="mt-4 text-xs text-slate-500">{words.edition}</p>
        <a href={localizedPath(trustPaths.conformanceReport, locale)} className={`${buttonSecondary} mt-6`}>
          <Icon name="download" size={18} />
          {words.download}
        </a>
        <WideTableHint text={trustText(locale).wideTable} className="mt-8 -mb-6" />
        {criteriaByLevel(report).map(({ level, criteria }) => (
          <section
            key={level}
            className="mt-10 overflow-x-auto rounded-2xl ring-1 ring-slate-200"
            aria-labelledby={`${id}-${level}`}
            tabIndex={0}
          >
            <table className="w-full min-w-[40rem] table-fixed text-left text-sm text-slate-700">
              <caption id={`${id}-${level}`} className="bg-slate-50 px-4 py-3 text-left font-semibold text-brand-950">
                {words.caption(report.standard, level)}
              </caption>
              <colgroup>
                <col className="w-[30%]" />
                <col className="w-[18%]" />
                <col />
              </colgroup>
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className={cell}>
                    {words.criterion}
                  </th>
                  <th scope="col" className={cell}>
                    {words.conformance}
                  </th>
                  <th scope="col" className={cell}>
                    {words.remarks}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {criteria.map((row) => (
                  <tr key={row._key}>
                    <th scope="row" className={`${cell} font-semibold text-brand-950`}>
                      {row.criterion}{' '}
                      <span className="font-normal text-slate-600">
                        ({words.level} {row.level})
                      </span>
                    </th>
                    <td className={`${cell} font-semibold ${conformanceLook[row.conformance]}`}>
                      {words.terms[row.conformance]}
                    </td>
                    <td className={cell}>{row.remarks}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
    </Section>
  )
}

export const markdown: SectionMarkdown<Content> = async (section, locale) => {
  const report = await reportOf(section, locale)
  if (!report) return ''
  const words = trustText(locale).conformance
  return lines(
    headingMarkdown(section),
    [
      `- **${words.product}:** ${inline(report.product)}`,
      `- **${words.date}:** ${formatDate(report.reportDate, locale)}`,
      `- **${words.methods}:** ${inline(report.methods)}`,
      report.notes && `- **${words.notes}:** ${inline(report.notes)}`,
    ]
      .filter(Boolean)
      .join('\n'),
    markdownLink(words.download, absoluteUrl(localizedPath(trustPaths.conformanceReport, locale))),
    ...criteriaByLevel(report).map(({ level, criteria }) =>
      lines(
        `### ${inline(words.levelTable(level))}`,
        [
          `| ${words.criterion} | ${words.conformance} | ${words.remarks} |`,
          '|---|---|---|',
          ...criteria.map(
            (row) => `| ${inline(row.criterion)} | ${words.terms[row.conformance]} | ${inline(row.remarks ?? '')} |`,
          ),
        ].join('\n'),
      ),
    ),
  )
}
