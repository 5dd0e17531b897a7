'use client'

import { SubmitButton, TextField } from '@/app/_components/forms/controls'
import { useActionForm } from '@/app/_components/forms/use-action-form'
import { textLink } from '@/app/_components/ui'
import { signUpAction } from '@/lib/auth/actions'
import { initialAuthState } from '@/lib/auth/state'
import { authMessages } from '@/lib/forms/messages'
import { PLAN_FIELD, signUpFields } from '@/lib/forms/names-and-limits'
import { ConfirmPasswordField, EmailAddressField, NewPasswordField } from './AccountFields'
import { AuthFormStatus } from './AuthFormStatus'

// zod and the schema load when the visitor reaches the form (see useZodForm).
const loadSignUpSchema = () => import('@/lib/forms/sign-up').then((module) => module.signUpSchema)

/** The registration form; `plan` is the tier chosen on the pricing page, sent as a hidden field. */
export function SignUpForm({ plan }: { plan: string }) {
  const form = useActionForm(loadSignUpSchema, {
    action: signUpAction,
    initialState: initialAuthState,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
    fields: signUpFields,
  })
  const { formProps, field, pending } = form

  return (
    <form {...formProps} className="space-y-5">
      <input type="hidden" name={PLAN_FIELD} value={plan} />
      <TextField {...field('name')} label="Name" autoComplete="name" required />
      <EmailAddressField {...field('email')} />
      <NewPasswordField {...field('password')} label="Password" />
      <ConfirmPasswordField {...field('confirmPassword')} />
      <p className="text-sm text-slate-600">
        By registering you agree with our{' '}
        <a href="/legal" className={textLink}>
          terms
        </a>{' '}
        and condition.
      </p>
      <AuthFormStatus id="sign-up-status" form={form} pendingMessage={authMessages.sending} />
      <SubmitButton pending={pending}>Register</SubmitButton>
    </form>
  )
}
