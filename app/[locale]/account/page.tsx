import type { Metadata } from 'next'
import { messagesFor } from '@/lib/i18n/messages'
import { AccountScreen } from './AccountScreen'

const locale = 'en'

export const metadata: Metadata = messagesFor(locale).account.meta

type AccountPageProps = { searchParams: Promise<{ confirmation?: string | string[] }> }

/** Dynamic: the signed-in visitor's account and sessions; anyone else goes to the sign-in page. */
export default async function AccountPage({ searchParams }: AccountPageProps) {
  const { confirmation } = await searchParams
  return <AccountScreen locale={locale} confirmation={confirmation} />
}
