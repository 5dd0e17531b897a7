'use client'

import { CheckboxField } from '@/lib/components/forms/CheckboxField'
import { textLink } from '@/lib/components/ui'
import { signInAction } from '@/lib/auth/actions'
import { signInFields } from '@/lib/forms/account-fields'
import type { Messages } from '@/lib/i18n/types'
import { CurrentPasswordField, EmailAddressField } from './AccountFields'
import { AuthForm, useAuthForm, type AuthFormProps } from './AuthForm'

export function SignInForm({
  forgotPasswordHref,
  ...props
}: AuthFormProps<Messages['signIn']['form']> & { forgotPasswordHref: string }) {
  const form = useAuthForm(
    props,
    (validation) => import('@/lib/forms/sign-in').then((module) => module.signInSchema(validation)),
    {
      action: signInAction,
      defaultValues: { email: '', password: '', remember: false },
      fields: signInFields,
    },
  )
  const { field, checkbox, labels } = form

  return (
    <AuthForm form={form} statusId="sign-in-status">
      <EmailAddressField {...field('email')} label={labels.email} />
      <CurrentPasswordField {...field('password')} label={labels.password} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField {...checkbox('remember')} label={labels.remember} />
        <a href={forgotPasswordHref} className={`${textLink} text-sm`}>
          {labels.forgotPassword}
        </a>
      </div>
    </AuthForm>
  )
}
