import { formPageMetadata } from '@/lib/seo'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { ConfirmEmailCard } from '../_components/ConfirmEmailCard'

export const generateMetadata = formPageMetadata('confirmEmail')

type ConfirmEmailProps = LocaleProps & {
  searchParams: Promise<{
    token?: string | string[]
    confirmed?: string
    'password-voided'?: string
    'invalid-link'?: string
    unavailable?: string
  }>
}

/**
 * Where the confirmation mail's link leads (`?token=…`). Opening it confirms nothing: the
 * button does (a POST), so a mail scanner that follows every link cannot confirm an address for
 * someone. The answer comes back to this page (`?confirmed`, `?password-voided`, `?invalid-link`,
 * `?unavailable`).
 */
export default async function ConfirmEmailPage({ params, searchParams }: ConfirmEmailProps) {
  const locale = await pageLocale(params)
  const query = await searchParams
  const token = Array.isArray(query.token) ? query.token[0] : query.token
  const state = {
    token,
    confirmed: query.confirmed !== undefined,
    passwordVoided: query['password-voided'] !== undefined,
    unavailable: query.unavailable !== undefined,
  }
  return <ConfirmEmailCard locale={locale} state={state} />
}
