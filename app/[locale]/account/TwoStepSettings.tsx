'use client'

import type { ReactNode } from 'react'
import { FormStatus, SubmitButton, TextField } from '@/lib/components/forms/controls'
import { LocaleField } from '@/lib/components/forms/LocaleField'
import { useAnswerForm } from '@/lib/components/forms/use-answer-form'
import {
  confirmTwoFactorAction,
  renewRecoveryCodesAction,
  startTwoFactorAction,
  turnOffTwoFactorAction,
} from '@/lib/auth/two-factor-actions'
import { TWO_STEP_FIELDS, type TwoStepFormState } from '@/lib/auth/two-factor-state'
import type { Locale } from '@/lib/i18n/locales'
import type { Messages } from '@/lib/i18n/types'

type Words = Messages['twoStep']['settings']

/** A field's error: the answer, when it is about this field. */
const errorFor = (state: TwoStepFormState, field: TwoStepFormState['field']) =>
  state.status === 'done' && !state.ok && state.field === field ? state.message : undefined

/** A refusal about no field in particular ("Too many failed sign-in attempts…"). */
const refusal = (state: TwoStepFormState) =>
  state.status === 'done' && !state.ok && !state.field ? state.message : undefined

/** What a success said ("Two-step sign-in is off."). */
const success = (state: TwoStepFormState) => (state.status === 'done' && state.ok ? state.message : undefined)

/**
 * The two-step settings on /account: set up (the password), confirm (the QR code or key, then a
 * code), the recovery codes once it is on, new recovery codes and turning it off (each the
 * password and a code). One component, so that the recovery codes an answer carried stay on show
 * once the page below them has changed to "on".
 */
export function TwoStepSettings({
  locale,
  permalink,
  state,
  setUp,
  words,
  pendingText,
  dangerLook,
}: {
  locale: Locale
  permalink: string
  state: 'off' | 'pending' | 'on'
  /** The QR code and the key, drawn on the server, while it waits for its first code. */
  setUp?: ReactNode
  words: Words
  pendingText: string
  /** The danger button's look (buttons.ts's buttonDanger), handed down by the server so that no form page's JavaScript carries it. */
  dangerLook: string
}) {
  const start = useAnswerForm(startTwoFactorAction, permalink)
  const confirm = useAnswerForm(confirmTwoFactorAction, permalink)
  const turnOff = useAnswerForm(turnOffTwoFactorAction, permalink)
  const renew = useAnswerForm(renewRecoveryCodesAction, permalink)
  /** A form's status line: waiting for its answer, or what refused it. */
  const progress = (form: { pending: boolean; state: TwoStepFormState }) =>
    form.pending
      ? { message: pendingText, tone: 'info' as const }
      : { message: refusal(form.state), tone: 'error' as const }
  const recoveryCodes = turnOff.state.ok ? undefined : (renew.state.recoveryCodes ?? confirm.state.recoveryCodes)
  // Turned on just now: the page drawn before the answer still says "pending".
  const shown = confirm.state.ok && !turnOff.state.ok ? 'on' : state

  return (
    <div className="mt-4 space-y-5">
      {recoveryCodes?.length ? (
        <div className="rounded-lg bg-green-50 p-4 ring-1 ring-green-200">
          <h4 id="recovery-codes-title" className="font-semibold text-green-950">
            {words.recoveryTitle}
          </h4>
          <p className="mt-1 text-sm text-green-950">{words.recoveryIntro}</p>
          <ul aria-labelledby="recovery-codes-title" className="mt-3 grid grid-cols-2 gap-2 font-mono text-base">
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormStatus
        id="two-step-settings-status"
        message={success(renew.state) ?? success(confirm.state) ?? success(turnOff.state)}
        tone="success"
      />

      {shown === 'off' ? (
        <form action={start.formAction} className="max-w-md space-y-4">
          <p className="text-sm text-slate-600">{words.offIntro}</p>
          <LocaleField locale={locale} />
          <TextField
            id="two-step-start-password"
            name={TWO_STEP_FIELDS.password}
            type="password"
            label={words.password}
            autoComplete="current-password"
            error={errorFor(start.state, 'password')}
            required
          />
          <FormStatus id="two-step-start-status" {...progress(start)} />
          <SubmitButton pending={start.pending}>{words.start}</SubmitButton>
        </form>
      ) : null}

      {shown === 'pending' ? (
        <form action={confirm.formAction} className="max-w-md space-y-4">
          <p className="text-sm text-slate-600">{words.scanIntro}</p>
          {setUp}
          <LocaleField locale={locale} />
          <TextField
            id="two-step-confirm-code"
            name={TWO_STEP_FIELDS.code}
            label={words.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={errorFor(confirm.state, 'code')}
            required
            maxLength={20}
          />
          <FormStatus id="two-step-confirm-status" {...progress(confirm)} />
          <SubmitButton pending={confirm.pending}>{words.confirm}</SubmitButton>
        </form>
      ) : null}

      {shown === 'on' ? (
        <>
          <p className="text-sm text-slate-700">{words.onIntro}</p>
          <PasswordAndCodeForm
            form={renew}
            id="two-step-renew"
            title={words.renewTitle}
            help={words.renewHelp}
            submit={words.renew}
            {...{ locale, words, progress }}
          />
          <PasswordAndCodeForm
            form={turnOff}
            id="two-step-off"
            title={words.offTitle}
            help={words.offHelp}
            submit={words.turnOff}
            dangerLook={dangerLook}
            {...{ locale, words, progress }}
          />
        </>
      ) : null}
    </div>
  )
}

type AnswerForm = {
  formAction: (formData: FormData) => void
  pending: boolean
  state: TwoStepFormState
}

/** A form of the settings that asks for the password and a code (from the app, or a recovery code). */
function PasswordAndCodeForm({
  form,
  id,
  title,
  help,
  submit,
  dangerLook,
  locale,
  words,
  progress,
}: {
  form: AnswerForm
  id: string
  title: string
  help: string
  submit: string
  /** It weakens the account: a red box and this look for its button. */
  dangerLook?: string
  locale: Locale
  words: Words
  progress: (form: AnswerForm) => { message?: string; tone: 'info' | 'error' }
}) {
  return (
    <form
      action={form.formAction}
      className={`max-w-md space-y-4 ${dangerLook ? 'rounded-xl bg-red-50 p-5 ring-1 ring-red-200' : ''}`}
    >
      <h4 className={`font-semibold ${dangerLook ? 'text-red-900' : 'text-slate-900'}`}>{title}</h4>
      <p className={`text-sm ${dangerLook ? 'text-red-950' : 'text-slate-600'}`}>{help}</p>
      <LocaleField locale={locale} />
      <TextField
        id={`${id}-password`}
        name={TWO_STEP_FIELDS.password}
        type="password"
        label={words.password}
        autoComplete="current-password"
        error={errorFor(form.state, 'password')}
        required
      />
      <TextField
        id={`${id}-code`}
        name={TWO_STEP_FIELDS.code}
        label={words.code}
        autoComplete="one-time-code"
        error={errorFor(form.state, 'code')}
        required
        maxLength={20}
      />
      <FormStatus id={`${id}-status`} {...progress(form)} />
      <SubmitButton pending={form.pending} look={dangerLook}>
        {submit}
      </SubmitButton>
    </form>
  )
}
