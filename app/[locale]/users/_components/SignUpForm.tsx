'use client'

import { TextField } from '@/app/_components/forms/controls'
import { textLink } from '@/app/_components/ui'
import { signUpAction } from '@/lib/auth/actions'
import { PLAN_FIELD, signUpFields } from '@/lib/forms/names-and-limits'
import type { Locale } from '@/lib/i18n/locales'
import type { FormText, Messages } from '@/lib/i18n/types'
import { ConfirmPasswordField, EmailAddressField, NewPasswordField } from './AccountFields'
import { AuthForm, useAuthForm } from './AuthForm'

type SignUpFormProps = {
  locale: Locale
  /** The registration form's words, in the page's language (picked on the server). */
  text: FormText<Messages['signUp']['form']>
  /** The tier chosen on the pricing page, sent as a hidden field. */
  plan: string
  termsHref: string
}

/** The registration form. */
export function SignUpForm({ locale, text, plan, termsHref }: SignUpFormProps) {
  const { labels, validation } = text
  // zod and the schema load when the visitor reaches the form (see useZodForm).
  const form = useAuthForm(() => import('@/lib/forms/sign-up').then((module) => module.signUpSchema(validation)), {
    action: signUpAction,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
    fields: signUpFields,
    formBody: text.formBody,
  })
  const { field } = form

  return (
    <AuthForm
      form={form}
      statusId="sign-up-status"
      locale={locale}
      pendingMessage={text.pending}
      submit={labels.submit}
    >
      <input type="hidden" name={PLAN_FIELD} value={plan} />
      <TextField {...field('name')} label={labels.name} autoComplete="name" required />
      <EmailAddressField {...field('email')} label={labels.email} />
      <NewPasswordField {...field('password')} label={labels.password} hint={labels.passwordHint} />
      <ConfirmPasswordField {...field('confirmPassword')} label={labels.confirmPassword} />
      <p className="text-sm text-slate-600">
        {labels.termsBefore}{' '}
        <a href={termsHref} className={textLink}>
          {labels.termsLink}
        </a>{' '}
        {labels.termsAfter}
      </p>
    </AuthForm>
  )
}
