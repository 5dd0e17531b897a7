'use client'

import { TextField } from '@/app/_components/forms/controls'
import { textLink } from '@/app/_components/ui'
import { signUpAction } from '@/lib/auth/actions'
import { PLAN_FIELD, signUpFields } from '@/lib/forms/names-and-limits'
import { ConfirmPasswordField, EmailAddressField, NewPasswordField } from './AccountFields'
import { AuthForm, useAuthForm } from './AuthForm'

// zod and the schema load when the visitor reaches the form (see useZodForm).
const loadSignUpSchema = () => import('@/lib/forms/sign-up').then((module) => module.signUpSchema)

/** The registration form; `plan` is the tier chosen on the pricing page, sent as a hidden field. */
export function SignUpForm({ plan }: { plan: string }) {
  const form = useAuthForm(loadSignUpSchema, {
    action: signUpAction,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
    fields: signUpFields,
  })
  const { field } = form

  return (
    <AuthForm form={form} statusId="sign-up-status" submit="Register">
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
    </AuthForm>
  )
}
