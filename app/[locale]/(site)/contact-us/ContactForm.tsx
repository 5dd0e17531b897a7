'use client'

import { useEffect } from 'react'
import { FormStatus, SubmitButton, TextAreaField, TextField } from '@/app/_components/forms/controls'
import { useActionForm } from '@/app/_components/forms/use-action-form'
import { sendContactMessage } from '@/lib/contact/action'
import { initialContactState } from '@/lib/contact/state'
import { contactMessages } from '@/lib/forms/messages'
import { contactFields, HONEYPOT_FIELD, subjectFromQuery } from '@/lib/forms/names-and-limits'

// zod and the schema load when the visitor reaches the form (see useZodForm).
const loadContactSchema = () => import('@/lib/forms/contact').then((module) => module.contactSchema)

const empty = { name: '', email: '', subject: '', message: '' }

/**
 * The contact form. With JavaScript it checks the fields with the shared schema, then
 * calls the server action in a transition; without, it is a plain POST to the same
 * server action, which answers with this page showing the result.
 */
export function ContactForm({ noteId }: { noteId?: string }) {
  const { form, formProps, field, state, pending, answered, focusStatus } = useActionForm(loadContactSchema, {
    action: sendContactMessage,
    initialState: initialContactState,
    defaultValues: empty,
    fields: contactFields,
  })
  const { getValues, setValue, reset } = form

  // The page is prerendered once for every visitor, so `?subject=` is read here, in the browser.
  useEffect(() => {
    const subject = subjectFromQuery(new URLSearchParams(window.location.search).get('subject'))
    if (subject && !getValues('subject')) setValue('subject', subject)
  }, [getValues, setValue])

  // A delivered message clears the form for the next one.
  useEffect(() => {
    if (state.status === 'sent') reset(empty)
  }, [state, reset])

  const answer = answered ? state.message : undefined

  return (
    <form {...formProps} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('name')} label="Name" autoComplete="name" required />
        <TextField {...field('email')} label="Email" type="email" autoComplete="email" spellCheck={false} required />
      </div>
      <TextField {...field('subject')} label="Subject" required />
      <TextAreaField {...field('message')} label="Message" rows={7} required describedBy={noteId} />
      {/* The honeypot: hidden from people and assistive technology, filled in by bots. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <FormStatus
        id="contact-status"
        message={pending ? contactMessages.sending : answer}
        tone={pending ? 'info' : state.status === 'sent' ? 'success' : 'error'}
        autoFocus={focusStatus && !!answer}
      />
      <SubmitButton pending={pending}>Send Message</SubmitButton>
    </form>
  )
}
