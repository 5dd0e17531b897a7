import { isLocale, locales } from '@/lib/i18n/locales'
import { plainNotFound } from '@/lib/plain-not-found'
import { getConformanceReports } from '@/lib/content'
import { conformanceReportDocx } from '@/lib/trust/conformance-docx'

/** The accessibility conformance report as Word, per language: built with the site, refreshed on publish like the pages. */
export const dynamic = 'force-static'

export const generateStaticParams = () => locales.map((locale) => ({ locale }))

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return plainNotFound('No such report.')
  // The newest report in the language, as the page shows its tables.
  const [report] = (await getConformanceReports(locale)).toSorted((a, b) => b.reportDate.localeCompare(a.reportDate))
  if (!report) return plainNotFound('No accessibility conformance report is published.')
  return new Response(new Uint8Array(await conformanceReportDocx(report, locale)), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'content-disposition': `attachment; filename="medicore-accessibility-conformance-report-${locale}.docx"`,
    },
  })
}
