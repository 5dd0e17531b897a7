import type { Metadata } from 'next'
import { messagesFor } from '@/lib/i18n/messages'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { AccountScreen } from './AccountScreen'

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  return messagesFor(await pageLocale(params)).account.meta
}

type AccountPageProps = LocaleProps & {
  searchParams: Promise<{ confirmation?: string | string[]; passkey?: string | string[] }>
}

/** Dynamic: the signed-in visitor's account and sessions; anyone else goes to the sign-in page. */
export default async function AccountPage({ params, searchParams }: AccountPageProps) {
  const locale = await pageLocale(params)
  const { confirmation, passkey } = await searchParams
  return <AccountScreen locale={locale} confirmation={confirmation} passkeyNotice={passkey} />
}
