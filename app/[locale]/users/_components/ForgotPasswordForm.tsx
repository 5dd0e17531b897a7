'use client'

import { forgotPasswordAction } from '@/lib/auth/actions'
import { forgotPasswordFields } from '@/lib/forms/names-and-limits'
import type { Locale } from '@/lib/i18n/locales'
import type { FormText, Messages } from '@/lib/i18n/types'
import { EmailAddressField } from './AccountFields'
import { AuthForm, useAuthForm } from './AuthForm'

type ForgotPasswordFormProps = {
  locale: Locale
  /** The form's words, in the page's language (picked on the server). */
  text: FormText<Messages['forgotPassword']['form']>
}

/** Asks for a reset link: the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ locale, text }: ForgotPasswordFormProps) {
  const { labels, validation } = text
  // zod and the schema load when the visitor reaches the form (see useZodForm).
  const form = useAuthForm(
    () => import('@/lib/forms/forgot-password').then((module) => module.forgotPasswordSchema(validation)),
    {
      action: forgotPasswordAction,
      defaultValues: { email: '' },
      fields: forgotPasswordFields,
      formBody: text.formBody,
    },
  )

  return (
    <AuthForm
      form={form}
      statusId="forgot-password-status"
      locale={locale}
      pendingMessage={text.pending}
      submit={labels.submit}
    >
      <EmailAddressField {...form.field('email')} label={labels.email} />
    </AuthForm>
  )
}
