'use client'

import { useEffect, type ReactNode } from 'react'
import { Confirmation } from '@/lib/components/forms/Confirmation'
import { FormStatus, HoneypotField, SubmitButton, TextAreaField, TextField } from '@/lib/components/forms/controls'
import { LocaleField } from '@/lib/components/forms/LocaleField'
import { useActionForm } from '@/lib/components/forms/use-action-form'
import { sendContactMessage } from '@/lib/contact/action'
import { initialContactState } from '@/lib/contact/state'
import { subjectFromQuery } from '@/lib/forms/contact-subject'
import { contactFields } from '@/lib/forms/names-and-limits'
import type { Locale } from '@/lib/i18n/locales'
import type { contactFormText } from './contact-form-text'

const empty = { name: '', email: '', subject: '', message: '' }

/**
 * The contact form. With JavaScript it checks the fields with the shared schema, then
 * calls the server action in a transition; without, it is a plain POST to the same
 * server action, which answers with this page showing the result.
 */
export function ContactForm({
  locale,
  text,
  noteId = 'contact-phi-note',
  permalink,
  phiNote,
  confirmation,
}: {
  locale: Locale
  /** The contact page's address (see useActionForm). */
  permalink: string
  /** The form's words, in the page's language (picked on the server). */
  text: ReturnType<typeof contactFormText>
  /** The id of the note on health information under the message box, drawn on the server (`phiNote`). */
  noteId?: string
  phiNote?: ReactNode
  /** What happens next once the message is sent, drawn on the server (ConfirmationNext). */
  confirmation?: ReactNode
}) {
  const { labels, validation } = text
  const { form, formProps, field, state, pending, answered, focusStatus } = useActionForm(
    // zod and the schema load when the visitor reaches the form (see useZodForm).
    () => import('@/lib/forms/contact').then((module) => module.contactSchema(validation)),
    {
      action: sendContactMessage,
      initialState: initialContactState,
      defaultValues: empty,
      fields: contactFields,
      formBody: text.formBody,
      permalink,
    },
  )
  const { getValues, setValue } = form

  /*
   * The page is prerendered once for every visitor, and never rendered for a query (proxy.ts sends
   * a link's `?subject=` to the fragment): the subject is read here, in the browser, and again when
   * a link on this page changes it.
   */
  useEffect(() => {
    const prefill = () => {
      const subject = subjectFromQuery(
        new URLSearchParams(window.location.hash.slice(1)).get('subject'),
        labels.subjects,
      )
      if (subject) setValue('subject', subject)
    }
    if (!getValues('subject')) prefill()
    window.addEventListener('hashchange', prefill)
    return () => window.removeEventListener('hashchange', prefill)
  }, [getValues, setValue, labels.subjects])

  const answer = answered ? state.message : undefined
  // A delivered message: the confirmation takes the form's place, so that it is not sent twice.
  if (answer && state.status === 'sent') {
    return <Confirmation id="contact-status" message={answer} next={confirmation} />
  }

  return (
    <form {...formProps} className="space-y-5">
      <LocaleField locale={locale} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('name')} label={labels.name} autoComplete="name" required />
        <TextField
          {...field('email')}
          label={labels.email}
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
        />
      </div>
      <TextField {...field('subject')} label={labels.subject} required />
      <div>
        <TextAreaField {...field('message')} label={labels.message} rows={7} required describedBy={noteId} />
        {phiNote}
      </div>
      <HoneypotField id="contact-website" label={labels.honeypot} />
      <FormStatus
        id="contact-status"
        message={pending ? text.pending : answer}
        tone={pending ? 'info' : state.status === 'sent' ? 'success' : 'error'}
        autoFocus={focusStatus && !!answer}
      />
      <SubmitButton pending={pending}>{labels.submit}</SubmitButton>
    </form>
  )
}
