'use client'

import { useEffect } from 'react'
import { FormStatus, HoneypotField, SubmitButton, TextField } from '@/lib/components/forms/controls'
import { LocaleField } from '@/lib/components/forms/LocaleField'
import { useActionForm } from '@/lib/components/forms/use-action-form'
import type { FormText } from '@/lib/i18n/types'
import type { Locale } from '@/lib/i18n/locales'
import { subscribeAction } from '@/lib/trust/subscriptions/actions'
import { initialSubscribeState, subscribeFields } from '@/lib/trust/subscriptions/schema'

/**
 * The form to be mailed each subprocessor change: an address, then a confirmation mail (double
 * opt-in). With JavaScript it checks the address first; without, it posts to the same action.
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
  const { form, formProps, field, state, pending, answered, focusStatus } = useActionForm(
    () => import('@/lib/trust/subscriptions/schema').then((module) => module.subscribeSchema(text.validation)),
    {
      action: subscribeAction,
      initialState: initialSubscribeState,
      defaultValues: { email: '' },
      fields: subscribeFields,
      formBody: text.formBody,
      permalink,
    },
  )
  const { reset } = form
  useEffect(() => {
    if (state.status === 'sent') reset({ email: '' })
  }, [state, reset])
  const answer = answered ? state.message : undefined
  return (
    <form {...formProps} className="space-y-4">
      <LocaleField locale={locale} />
      <TextField
        {...field('email')}
        id={`${id}-email`}
        label={text.labels.email}
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
      />
      <HoneypotField id={`${id}-website`} label={text.labels.honeypot} />
      <FormStatus
        id={`${id}-status`}
        message={pending ? text.pending : answer}
        tone={pending ? 'info' : state.status === 'sent' ? 'success' : 'error'}
        autoFocus={focusStatus && !!answer}
      />
      <SubmitButton pending={pending}>{text.labels.button}</SubmitButton>
    </form>
  )
}
