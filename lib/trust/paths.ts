import { routes } from '../routes.ts'

/*
 * The trust center's own addresses below /trust (an area of lib/routes.ts), in no language: give
 * them to localizedPath. Its pages (/trust, /trust/access, /trust/subscription) are the route table's.
 */
const base = routes.trust.path

export const trustPaths = {
  /** The subprocessor changes as RSS (app/[locale]/(site)/trust/subprocessors.xml). */
  feed: `${base}/subprocessors.xml`,
  /** Where the request form posts its fields and its one file (lib/trust/requests). */
  request: `${base}/request`,
  /** RFC 8058's one-click unsubscribe: a POST from the mail program, named in List-Unsubscribe. */
  unsubscribe: `${base}/unsubscribe`,
  /** A document's download, public or restricted (lib/trust/downloads). */
  document: (key: string) => `${base}/documents/${encodeURIComponent(key)}`,
  /** The accessibility conformance report as a Word document, made from the same report as its table. */
  conformanceReport: `${base}/accessibility-conformance-report.docx`,
} as const
