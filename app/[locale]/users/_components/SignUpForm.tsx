'use client'

import { TextField } from '@/lib/components/forms/controls'
import { textLink } from '@/lib/components/ui'
import { signUpAction } from '@/lib/auth/actions'
import { PLAN_FIELD, signUpFields } from '@/lib/forms/account-fields'
import type { Messages } from '@/lib/i18n/types'
import { ConfirmPasswordField, EmailAddressField, NewPasswordField } from './AccountFields'
import { AuthForm, useAuthForm, type AuthFormProps } from './AuthForm'

/** The registration form; `plan` is the tier chosen on the pricing page, sent as a hidden field. */
export function SignUpForm({
  plan,
  termsHref,
  ...props
}: AuthFormProps<Messages['signUp']['form']> & {
  plan: string
  termsHref: string
}) {
  const form = useAuthForm(
    props,
    (validation) => import('@/lib/forms/sign-up').then((module) => module.signUpSchema(validation)),
    {
      action: signUpAction,
      defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
      fields: signUpFields,
    },
  )
  const { field, labels } = form

  return (
    <AuthForm form={form} statusId="sign-up-status">
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
