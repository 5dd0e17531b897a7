import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { messagesFor } from '@/lib/i18n/messages'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { ConfirmEmailCard } from '../_components/ConfirmEmailCard'
import { routes } from '@/lib/routes'

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  return pageMetadata({ ...messagesFor(locale).confirmEmail.meta, path: routes.confirmEmail.path, locale })
}

type ConfirmEmailProps = LocaleProps & {
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
export default async function ConfirmEmailPage({ params, searchParams }: ConfirmEmailProps) {
  const locale = await pageLocale(params)
  const query = await searchParams
  const token = Array.isArray(query.token) ? query.token[0] : query.token
  const state = { token, confirmed: query.confirmed !== undefined, unavailable: query.unavailable !== undefined }
  return <ConfirmEmailCard locale={locale} state={state} />
}
