'use client'

import { CheckboxField, TextField } from '@/app/_components/forms/controls'
import { textLink } from '@/app/_components/ui'
import { signInAction } from '@/lib/auth/actions'
import { signInFields } from '@/lib/forms/names-and-limits'
import type { Locale } from '@/lib/i18n/locales'
import type { FormText, Messages } from '@/lib/i18n/types'
import { EmailAddressField } from './AccountFields'
import { AuthForm, useAuthForm } from './AuthForm'

type SignInFormProps = {
  locale: Locale
  /** The sign-in form's words, in the page's language (picked on the server). */
  text: FormText<Messages['signIn']['form']>
  forgotPasswordHref: string
}

export function SignInForm({ locale, text, forgotPasswordHref }: SignInFormProps) {
  const { labels, validation } = text
  // zod and the schema load when the visitor reaches the form (see useZodForm).
  const form = useAuthForm(() => import('@/lib/forms/sign-in').then((module) => module.signInSchema(validation)), {
    action: signInAction,
    defaultValues: { email: '', password: '', remember: false },
    fields: signInFields,
    formBody: text.formBody,
  })
  const { field, checkbox } = form

  return (
    <AuthForm
      form={form}
      statusId="sign-in-status"
      locale={locale}
      pendingMessage={text.pending}
      submit={labels.submit}
    >
      <EmailAddressField {...field('email')} label={labels.email} />
      <TextField
        {...field('password')}
        label={labels.password}
        type="password"
        autoComplete="current-password"
        required
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField {...checkbox('remember')} label={labels.remember} />
        <a href={forgotPasswordHref} className={`${textLink} text-sm`}>
          {labels.forgotPassword}
        </a>
      </div>
    </AuthForm>
  )
}
