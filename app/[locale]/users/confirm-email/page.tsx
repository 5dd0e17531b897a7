import type { Metadata } from 'next'
import { buttonPrimary } from '@/app/_components/ui'
import { confirmEmailAction } from '@/lib/auth/actions'
import { authMessages } from '@/lib/forms/messages'
import { TOKEN_FIELD } from '@/lib/forms/names-and-limits'
import { pageMetadata } from '@/lib/seo'
import { AuthCard } from '../_components/AuthCard'
import { routes } from '@/lib/routes'

export const metadata: Metadata = pageMetadata({
  title: 'Confirm your e-mail address',
  description: 'Confirm the e-mail address of your MediCore account.',
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
  const accountLink = { href: routes.account.path, label: 'Go to your account' }

  if (params.confirmed !== undefined) {
    return (
      <AuthCard title="E-mail address confirmed" footerLink={accountLink}>
        <p role="status" className="text-sm text-slate-700">
          {authMessages.emailConfirmed}
        </p>
      </AuthCard>
    )
  }
  if (!token) {
    const message = params.unavailable !== undefined ? authMessages.unavailable : authMessages.confirmationLinkInvalid
    return (
      <AuthCard title="Confirm your e-mail address" footerLink={accountLink}>
        <p role="status" className="text-sm text-slate-700">
          {message} Sign in to ask for a new link on your account page.
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard title="Confirm your e-mail address" intro="One click confirms the address this link was sent to.">
      <form action={confirmEmailAction}>
        <input type="hidden" name={TOKEN_FIELD} value={token} />
        <button type="submit" className={`${buttonPrimary} w-full`}>
          Confirm my e-mail address
        </button>
      </form>
    </AuthCard>
  )
}
