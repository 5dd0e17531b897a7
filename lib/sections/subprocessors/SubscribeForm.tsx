'use client'

import { startTransition, useEffect, useRef, useState, type FormEvent } from 'react'
import { FormStatus, HoneypotField, SubmitButton, TextField } from '@/lib/components/forms/controls'
import { LocaleField } from '@/lib/components/forms/LocaleField'
import { useActionAnswer } from '@/lib/components/forms/use-action-answer'
import { EMAIL_MAX } from '@/lib/forms/names-and-limits'
import type { FormText } from '@/lib/i18n/types'
import type { Locale } from '@/lib/i18n/locales'
import { subscribeAction } from '@/lib/trust/subscriptions/actions'
import { initialSubscribeState } from '@/lib/trust/subscriptions/state'

/**
 * The form to be mailed each subprocessor change: an address, then a confirmation mail (double
 * opt-in). One field needs no validation library: the browser checks it (type="email", required,
 * maxLength) before it sends, and with JavaScript its message shows under the field, in the page's
 * language, in place of the browser's bubble. Without JavaScript the same form posts to the same
 * action, and the page comes back with its answer; the action checks the address with the schema.
 */
export function SubscribeForm({
  locale,
  permalink,
  id,
  text,
}: {
  locale: Locale
  /** The page it is on, which it posts to without JavaScript. */
  permalink: string
  /** Its element ids' prefix: the section's id. */
  id: string
  text: FormText<{ email: string; button: string; honeypot: string }>
}) {
  const { serverFormAction, state, formAction, pending } = useActionAnswer(subscribeAction, initialSubscribeState, {
    permalink,
    formBody: text.formBody,
  })
  const formRef = useRef<HTMLFormElement>(null)
  // The browser's verdict on the field since the last submit, which replaces the server's.
  const [browserError, setBrowserError] = useState<string | undefined>()

  useEffect(() => {
    const form = formRef.current
    if (state.status === 'sent') form?.reset()
    // The server refused the address (a check the browser's is looser than): the field takes focus.
    else if (state.errors?.email) form?.querySelector<HTMLElement>('input[name="email"]')?.focus()
  }, [state])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    setBrowserError(undefined)
    const data = new FormData(event.currentTarget)
    startTransition(() => formAction(data))
  }

  const error = browserError ?? state.errors?.email
  const answer = state.status === 'sent' || state.status === 'error' ? state.message : undefined
  return (
    <form ref={formRef} action={serverFormAction} onSubmit={submit} className="space-y-4">
      <LocaleField locale={locale} />
      <TextField
        name="email"
        id={`${id}-email`}
        label={text.labels.email}
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
        maxLength={EMAIL_MAX}
        defaultValue={state.values?.email ?? ''}
        error={error}
        onInvalid={(event) => {
          // The message under the field, not the browser's bubble; the browser still checked it.
          event.preventDefault()
          setBrowserError(text.validation.emailInvalid)
          event.currentTarget.focus()
        }}
        onInput={(event) => {
          if (browserError && event.currentTarget.validity.valid) setBrowserError(undefined)
        }}
      />
      <HoneypotField id={`${id}-website`} label={text.labels.honeypot} />
      <FormStatus
        id={`${id}-status`}
        message={pending ? text.pending : answer}
        tone={pending ? 'info' : state.status === 'sent' ? 'success' : 'error'}
        autoFocus={!!answer && !state.errors}
      />
      <SubmitButton pending={pending}>{text.labels.button}</SubmitButton>
    </form>
  )
}
