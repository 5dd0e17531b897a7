'use client'

import { CheckboxField } from '@/lib/components/forms/CheckboxField'
import { FormStatus, SubmitButton, TextField } from '@/lib/components/forms/controls'
import { LocaleField } from '@/lib/components/forms/LocaleField'
import { useAnswerForm } from '@/lib/components/forms/use-answer-form'
import { twoStepSignInAction } from '@/lib/auth/two-factor-actions'
import { TWO_STEP_FIELDS } from '@/lib/auth/two-factor-state'
import type { Locale } from '@/lib/i18n/locales'
import type { Messages } from '@/lib/i18n/types'

/** The code step of a sign-in: a code from the app or a recovery code, and "Trust this browser for 30 days". */
export function TwoStepForm({
  locale,
  permalink,
  words,
  pendingText,
}: {
  locale: Locale
  permalink: string
  words: Messages['twoStep']['form']
  pendingText: string
}) {
  const { state, formAction, pending, answered } = useAnswerForm(twoStepSignInAction, permalink)
  const error = answered && state.field === 'code' ? state.message : undefined
  return (
    <form action={formAction} className="space-y-5">
      <LocaleField locale={locale} />
      <TextField
        name={TWO_STEP_FIELDS.code}
        label={words.code}
        hint={words.codeHint}
        error={error}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={20}
        autoFocus
      />
      <CheckboxField name={TWO_STEP_FIELDS.trust} label={words.trust} />
      <FormStatus
        id="two-step-status"
        message={pending ? pendingText : answered && !error ? state.message : undefined}
        link={pending ? undefined : state.link}
        tone={pending ? 'info' : 'error'}
        autoFocus={answered && !error}
      />
      <SubmitButton pending={pending}>{words.submit}</SubmitButton>
    </form>
  )
}
