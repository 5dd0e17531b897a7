import 'server-only'
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx'
import { formatDate } from '../format'
import type { Locale } from '../i18n/locales'
import { site } from '../site'
import { criteriaByLevel } from './conformance'
import type { ConformanceReport } from './models'
import { trustText } from './text'

/*
 * The accessibility conformance report as a Word document, in VPAT 2.5's WCAG layout (its product,
 * date and methods, then a table per level: criteria, conformance level, remarks), made from the
 * same Studio document as its HTML tables, so that the two never differ.
 */

const cell = (text: string, bold = false) =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] })

export async function conformanceReportDocx(report: ConformanceReport, locale: Locale): Promise<Uint8Array> {
  const words = trustText(locale).conformance
  const fact = (label: string, value: string) =>
    new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] })
  const tables = criteriaByLevel(report).flatMap(({ level, criteria }) => [
    new Paragraph({ text: words.caption(report.standard, level), heading: HeadingLevel.HEADING_2 }),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [
        new TableRow({
          tableHeader: true,
          children: [cell(words.criterion, true), cell(words.conformance, true), cell(words.remarks, true)],
        }),
        ...criteria.map(
          (row) =>
            new TableRow({
              children: [
                cell(`${row.criterion} (${words.level} ${row.level})`),
                cell(words.terms[row.conformance]),
                cell(row.remarks ?? ''),
              ],
            }),
        ),
      ],
    }),
  ])
  const document = new Document({
    creator: site.name,
    title: report.title,
    description: words.edition,
    sections: [
      {
        properties: {},
        children: [
          new Paragraph({ text: report.title, heading: HeadingLevel.TITLE, alignment: AlignmentType.LEFT }),
          new Paragraph({ children: [new TextRun({ text: words.edition, italics: true })] }),
          fact(words.product, report.product),
          fact(words.date, formatDate(report.reportDate, locale)),
          fact(words.methods, report.methods),
          ...(report.notes ? [fact(words.notes, report.notes)] : []),
          ...tables,
        ],
      },
    ],
  })
  return new Uint8Array(await Packer.toBuffer(document))
}
