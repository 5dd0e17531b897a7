import { Section, headingProps } from '@/lib/components/Section'
import { localizedPath } from '@/lib/i18n/locales'
import { messagesFor } from '@/lib/i18n/messages'
import { trustPaths } from '@/lib/trust/paths'
import { schemaErrorsOf } from '@/lib/trust/requests/schema'
import { trustText } from '@/lib/trust/text'
import type { SectionMarkdown, SectionProps } from '../define'
import { headingMarkdown, lines } from '../markdown-parts'
import type { Content } from './content'
import { TrustRequestFormIsland } from '../islands'

export function View({ section, locale, id }: SectionProps<Content>) {
  const { kinds, fields, fileHint, noPatientData, button, sending, errors } = trustText(locale).request
  return (
    <Section id={id} {...headingProps(section)}>
      <div className="mx-auto max-w-2xl rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
        <TrustRequestFormIsland
          id={`${id}-form`}
          action={localizedPath(trustPaths.request, locale)}
          locale={locale}
          words={{
            kinds,
            fields,
            fileHint,
            noPatientData,
            button,
            sending,
            errors: {
              ...schemaErrorsOf(errors),
              fileTooLarge: errors.fileTooLarge,
              fileMissing: errors.fileMissing,
              failed: errors.failed,
            },
            honeypot: messagesFor(locale).contact.form.honeypot,
          }}
        />
      </div>
    </Section>
  )
}

export const markdown: SectionMarkdown<Content> = (section, locale) => {
  const words = trustText(locale).request
  return lines(
    headingMarkdown(section),
    `${Object.values(words.kinds).join(', ')}: ${words.fileHint} ${words.noPatientData}`,
  )
}
