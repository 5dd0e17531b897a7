'use client'

import { startTransition, useActionState, useEffect, useRef, type FormEvent } from 'react'
import { FormStatus, SubmitButton, TextAreaField, TextField } from '@/app/_components/forms/fields'
import { useZodForm } from '@/app/_components/forms/use-zod-form'
import { sendContactMessage } from '@/lib/contact/action'
import { initialContactState } from '@/lib/contact/state'
import { contactFields, HONEYPOT_FIELD, subjectFromQuery } from '@/lib/forms/names-and-limits'
import { contactMessages } from '@/lib/forms/messages'

// zod and the schema load when the visitor reaches the form (see useZodForm).
const loadContactSchema = () => import('@/lib/forms/contact').then((module) => module.contactSchema)

const empty = { name: '', email: '', subject: '', message: '' }

/**
 * The contact form. With JavaScript it checks the fields with the shared schema, then
 * calls the server action in a transition; without, it is a plain POST to the same
 * server action, which answers with this page showing the result.
 */
export function ContactForm({ noteId }: { noteId?: string }) {
  const [state, formAction, pending] = useActionState(sendContactMessage, initialContactState)
  const formRef = useRef<HTMLFormElement>(null)
  const { form, preloadProps, errorOf, firstServerError, serverStateShown, dismissServerErrors } = useZodForm(
    loadContactSchema,
    {
      defaultValues: { ...empty, ...state.values },
      state,
      fields: contactFields,
    },
  )
  const { register, getValues, setValue, reset } = form

  // The page is prerendered once for every visitor, so `?subject=` is read here, in the browser.
  useEffect(() => {
    const subject = subjectFromQuery(new URLSearchParams(window.location.search).get('subject'))
    if (subject && !getValues('subject')) setValue('subject', subject)
  }, [getValues, setValue])

  // A delivered message clears the form for the next one.
  useEffect(() => {
    if (state.status === 'sent') reset(empty)
  }, [state, reset])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (pending) return event.preventDefault()
    dismissServerErrors()
    return form.handleSubmit(() => {
      const data = new FormData(formRef.current!)
      startTransition(() => formAction(data))
    })(event)
  }

  const answer = serverStateShown && state.status !== 'invalid' ? state.message : undefined
  const echo = (field: keyof typeof empty) => state.values?.[field]

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} {...preloadProps} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="name"
          label="Name"
          autoComplete="name"
          required
          defaultValue={echo('name')}
          autoFocus={firstServerError === 'name'}
          error={errorOf('name')}
          registration={register('name')}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          defaultValue={echo('email')}
          autoFocus={firstServerError === 'email'}
          error={errorOf('email')}
          registration={register('email')}
        />
      </div>
      <TextField
        name="subject"
        label="Subject"
        required
        defaultValue={echo('subject')}
        autoFocus={firstServerError === 'subject'}
        error={errorOf('subject')}
        registration={register('subject')}
      />
      <TextAreaField
        name="message"
        label="Message"
        rows={7}
        required
        describedBy={noteId}
        defaultValue={echo('message')}
        autoFocus={firstServerError === 'message'}
        error={errorOf('message')}
        registration={register('message')}
      />
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
        autoFocus={serverStateShown && !!answer && !firstServerError}
      />
      <SubmitButton pending={pending}>Send Message</SubmitButton>
    </form>
  )
}
