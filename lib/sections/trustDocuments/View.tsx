import { Icon } from '@/lib/components/Icon'
import { Section, headingProps } from '@/lib/components/Section'
import { buttonPrimary, buttonSecondary } from '@/lib/components/buttons'
import { formatDate } from '@/lib/format'
import { langOfEntry, localizedPath, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { absoluteUrl } from '@/lib/addresses'
import { getTrustDocuments } from '@/lib/content'
import type { TrustDocument } from '@/lib/trust/models'
import { trustPaths } from '@/lib/trust/paths'
import { isTrustFileType, trustFileTypes } from '@/lib/trust/rules'
import { trustText } from '@/lib/trust/text'
import type { SectionMarkdown, SectionProps } from '../define'
import { headingMarkdown, inline, lines } from '../markdown-parts'
import { markdownLink } from '@/lib/markdown/escape'
import { inChosenOrder } from '../parts'
import type { Content } from './content'

async function documentsOf(section: Content, locale: Locale) {
  const documents = await getTrustDocuments(locale)
  return section.documents.length ? inChosenOrder(documents, section.documents) : documents
}

/** "240 KB", "1.2 MB". */
const sizeOf = (bytes: number | null | undefined, locale: Locale) => {
  if (!bytes) return undefined
  const number = (value: number, digits: number) => value.toLocaleString(locale, { maximumFractionDigits: digits })
  return bytes < 1024 * 1024
    ? `${number(Math.max(1, Math.round(bytes / 1024)), 0)} KB`
    : `${number(bytes / 1024 / 1024, 1)} MB`
}

/** What a document's link says: "Download (PDF, 240 KB)", or "Request access" for a restricted one. */
const actionOf = (document: TrustDocument, locale: Locale) => {
  const words = trustText(locale).documents
  if (document.access === 'restricted')
    return {
      href: localizedPath(routes.trustAccess.path, locale),
      label: words.requestAccess,
    }
  const type = isTrustFileType(document.file.type) ? trustFileTypes[document.file.type].name : document.file.type
  return {
    href: localizedPath(trustPaths.document(document.key), locale),
    label: words.download(type, sizeOf(document.file.size, locale)),
  }
}

export async function View({ section, locale, id }: SectionProps<Content>) {
  const documents = await documentsOf(section, locale)
  if (documents.length === 0) return null
  const words = trustText(locale).documents
  return (
    <Section id={id} {...headingProps(section)}>
      <ul className="grid gap-6 md:grid-cols-2">
        {documents.map((document) => {
          const action = actionOf(document, locale)
          const restricted = document.access === 'restricted'
          return (
            <li
              key={document._id}
              lang={langOfEntry(document.language, locale)}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <Icon name={restricted ? 'file-lock' : 'file-check'} size={18} className="text-brand-700" />
                {restricted ? words.restricted : words.public}
              </p>
              <h3 className="mt-3 text-lg font-semibold text-brand-950">{document.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{document.description}</p>
              <p className="mt-3 text-xs text-slate-500">{words.dated(formatDate(document.updatedOn, locale))}</p>
              <a href={action.href} className={`${restricted ? buttonSecondary : buttonPrimary} mt-5 self-start`}>
                <Icon name={restricted ? 'lock-keyhole' : 'download'} size={18} />
                {action.label}
                <span className="sr-only">: {document.title}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

export const markdown: SectionMarkdown<Content> = async (section, locale) => {
  const words = trustText(locale).documents
  return lines(
    headingMarkdown(section),
    (await documentsOf(section, locale))
      .map((document) => {
        const action = actionOf(document, locale)
        return `- **${inline(document.title)}** (${document.access === 'restricted' ? words.restricted : words.public}): ${inline(document.description)} ${markdownLink(action.label, absoluteUrl(action.href))}`
      })
      .join('\n'),
  )
}
