'use client'

import { CheckboxField, FormStatus, SubmitButton, TextField } from '@/app/_components/forms/fields'
import { textLink } from '@/app/_components/ui'
import { authProvider } from '@/lib/auth'
import { signInAction } from '@/lib/auth/actions'
import { signInFields } from '@/lib/forms/names-and-limits'
import { useAuthForm } from './use-auth-form'

// zod and the schema load when the visitor reaches the form (see useZodForm).
const loadSignInSchema = () => import('@/lib/forms/sign-in').then((module) => module.signInSchema)

export function SignInForm() {
  const { form, formAction, preloadProps, onSubmit, errorOf, autoFocusField, status, answeredByServer, values } =
    useAuthForm(loadSignInSchema, {
      action: signInAction,
      submit: (data) => authProvider.signIn(data),
      defaultValues: { email: '', password: '', remember: false },
      fields: signInFields,
    })
  const { register, formState } = form

  return (
    <form action={formAction} onSubmit={onSubmit} {...preloadProps} noValidate className="space-y-5">
      <TextField
        name="email"
        label="E-Mail Address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
        defaultValue={typeof values.email === 'string' ? values.email : undefined}
        autoFocus={autoFocusField === 'email'}
        error={errorOf('email')}
        registration={register('email')}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        autoFocus={autoFocusField === 'password'}
        error={errorOf('password')}
        registration={register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField
          name="remember"
          label="Remember Me"
          defaultChecked={values.remember === true}
          registration={register('remember')}
        />
        <a href="/users/password-reset" className={`${textLink} text-sm`}>
          Forgot Password?
        </a>
      </div>
      <FormStatus
        id="sign-in-status"
        message={status?.message}
        tone={status?.ok ? 'success' : 'info'}
        autoFocus={answeredByServer && !autoFocusField}
      />
      <SubmitButton pending={formState.isSubmitting}>Login</SubmitButton>
    </form>
  )
}
