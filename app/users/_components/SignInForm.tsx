'use client'

import { CheckboxField, SubmitButton, TextField } from '@/app/_components/forms/controls'
import { useActionForm } from '@/app/_components/forms/use-action-form'
import { textLink } from '@/app/_components/ui'
import { signInAction } from '@/lib/auth/actions'
import { initialAuthState } from '@/lib/auth/state'
import { authMessages } from '@/lib/forms/messages'
import { signInFields } from '@/lib/forms/names-and-limits'
import { EmailAddressField } from './AccountFields'
import { AuthFormStatus } from './AuthFormStatus'

// zod and the schema load when the visitor reaches the form (see useZodForm).
const loadSignInSchema = () => import('@/lib/forms/sign-in').then((module) => module.signInSchema)

export function SignInForm() {
  const form = useActionForm(loadSignInSchema, {
    action: signInAction,
    initialState: initialAuthState,
    defaultValues: { email: '', password: '', remember: false },
    fields: signInFields,
  })
  const { formProps, field, checkbox, pending } = form

  return (
    <form {...formProps} className="space-y-5">
      <EmailAddressField {...field('email')} />
      <TextField {...field('password')} label="Password" type="password" autoComplete="current-password" required />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField {...checkbox('remember')} label="Remember Me" />
        <a href="/users/forgot-password" className={`${textLink} text-sm`}>
          Forgot Password?
        </a>
      </div>
      <AuthFormStatus id="sign-in-status" form={form} pendingMessage={authMessages.signingIn} />
      <SubmitButton pending={pending}>Login</SubmitButton>
    </form>
  )
}
