import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { messagesFor } from '@/lib/i18n/messages'
import { ConfirmEmailCard } from '../_components/ConfirmEmailCard'
import { routes } from '@/lib/routes'

const locale = 'en'

export const metadata: Metadata = pageMetadata({
  ...messagesFor(locale).confirmEmail.meta,
  path: routes.confirmEmail.path,
})

type ConfirmEmailProps = {
  searchParams: Promise<{
    token?: string | string[]
    confirmed?: string
    'invalid-link'?: string
    unavailable?: string
  }>
}

/**
 * Where the confirmation mail's link leads (`?token=…`). Opening it confirms nothing: the
 * button does (a POST), so a mail scanner that follows every link cannot confirm an address for
 * someone. The answer comes back to this page (`?confirmed`, `?invalid-link`, `?unavailable`).
 */
export default async function ConfirmEmailPage({ searchParams }: ConfirmEmailProps) {
  const params = await searchParams
  const token = Array.isArray(params.token) ? params.token[0] : params.token
  const state = { token, confirmed: params.confirmed !== undefined, unavailable: params.unavailable !== undefined }
  return <ConfirmEmailCard locale={locale} state={state} />
}
