'use client'

import { FormStatus, SubmitButton, TextField } from '@/app/_components/forms/fields'
import { textLink } from '@/app/_components/ui'
import { authProvider } from '@/lib/auth'
import { signUpAction } from '@/lib/auth/actions'
import { PASSWORD_MIN, signUpFields } from '@/lib/forms/names-and-limits'
import { useAuthForm } from './use-auth-form'

// zod and the schema load when the visitor reaches the form (see useZodForm).
const loadSignUpSchema = () => import('@/lib/forms/sign-up').then((module) => module.signUpSchema)

export function SignUpForm() {
  const { form, formAction, preloadProps, onSubmit, errorOf, autoFocusField, status, answeredByServer, values } =
    useAuthForm(loadSignUpSchema, {
      action: signUpAction,
      submit: (data) => authProvider.signUp(data),
      defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
      fields: signUpFields,
    })
  const { register, formState } = form
  const echo = (field: 'name' | 'email') => (typeof values[field] === 'string' ? (values[field] as string) : undefined)

  return (
    <form action={formAction} onSubmit={onSubmit} {...preloadProps} noValidate className="space-y-5">
      <TextField
        name="name"
        label="Name"
        autoComplete="name"
        required
        defaultValue={echo('name')}
        autoFocus={autoFocusField === 'name'}
        error={errorOf('name')}
        registration={register('name')}
      />
      <TextField
        name="email"
        label="E-Mail Address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
        defaultValue={echo('email')}
        autoFocus={autoFocusField === 'email'}
        error={errorOf('email')}
        registration={register('email')}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN} characters.`}
        autoFocus={autoFocusField === 'password'}
        error={errorOf('password')}
        registration={register('password')}
      />
      <TextField
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        autoFocus={autoFocusField === 'confirmPassword'}
        error={errorOf('confirmPassword')}
        registration={register('confirmPassword')}
      />
      <p className="text-sm text-slate-600">
        By registering you agree with our{' '}
        <a href="/legal" className={textLink}>
          terms
        </a>{' '}
        and condition.
      </p>
      <FormStatus
        id="sign-up-status"
        message={status?.message}
        tone={status?.ok ? 'success' : 'info'}
        autoFocus={answeredByServer && !autoFocusField}
      />
      <SubmitButton pending={formState.isSubmitting}>Register</SubmitButton>
    </form>
  )
}
