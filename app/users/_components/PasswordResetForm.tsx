'use client'

import { CheckboxField, FormStatus, SubmitButton, TextField } from '@/app/_components/forms/fields'
import { authProvider } from '@/lib/auth'
import { passwordResetAction } from '@/lib/auth/actions'
import { PASSWORD_MIN, passwordResetFields } from '@/lib/forms/names-and-limits'
import { useAuthForm } from './use-auth-form'

// zod and the schema load when the visitor reaches the form (see useZodForm).
const loadPasswordResetSchema = () => import('@/lib/forms/password-reset').then((module) => module.passwordResetSchema)

export function PasswordResetForm() {
  const { form, formAction, preloadProps, onSubmit, errorOf, autoFocusField, status, answeredByServer, values } =
    useAuthForm(loadPasswordResetSchema, {
      action: passwordResetAction,
      submit: (data) => authProvider.resetPassword(data),
      defaultValues: { password: '', password_confirm: '', logout_devices: false },
      fields: passwordResetFields,
    })
  const { register, formState } = form

  return (
    <form action={formAction} onSubmit={onSubmit} {...preloadProps} noValidate className="space-y-5">
      <TextField
        name="password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN} characters.`}
        autoFocus={autoFocusField === 'password'}
        error={errorOf('password')}
        registration={register('password')}
      />
      <TextField
        name="password_confirm"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        autoFocus={autoFocusField === 'password_confirm'}
        error={errorOf('password_confirm')}
        registration={register('password_confirm')}
      />
      <CheckboxField
        name="logout_devices"
        label="Logout all devices"
        defaultChecked={values.logout_devices === true}
        registration={register('logout_devices')}
      />
      <FormStatus
        id="password-reset-status"
        message={status?.message}
        tone={status?.ok ? 'success' : 'info'}
        autoFocus={answeredByServer && !autoFocusField}
      />
      <SubmitButton pending={formState.isSubmitting}>Reset Password</SubmitButton>
    </form>
  )
}
