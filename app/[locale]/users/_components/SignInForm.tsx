'use client'

import { CheckboxField, TextField } from '@/app/_components/forms/controls'
import { textLink } from '@/app/_components/ui'
import { signInAction } from '@/lib/auth/actions'
import { authMessages } from '@/lib/forms/messages'
import { signInFields } from '@/lib/forms/names-and-limits'
import { EmailAddressField } from './AccountFields'
import { AuthForm, useAuthForm } from './AuthForm'

// zod and the schema load when the visitor reaches the form (see useZodForm).
const loadSignInSchema = () => import('@/lib/forms/sign-in').then((module) => module.signInSchema)

export function SignInForm() {
  const form = useAuthForm(loadSignInSchema, {
    action: signInAction,
    defaultValues: { email: '', password: '', remember: false },
    fields: signInFields,
  })
  const { field, checkbox } = form

  return (
    <AuthForm form={form} statusId="sign-in-status" pendingMessage={authMessages.signingIn} submit="Login">
      <EmailAddressField {...field('email')} />
      <TextField {...field('password')} label="Password" type="password" autoComplete="current-password" required />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField {...checkbox('remember')} label="Remember Me" />
        <a href="/users/forgot-password" className={`${textLink} text-sm`}>
          Forgot Password?
        </a>
      </div>
    </AuthForm>
  )
}
