import type { Metadata } from 'next'
import { AuthShell } from '@/app/_components/AuthShell'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'

export const metadata: Metadata = {
  // The sign-in screens are for people who have an account, not for search results.
  robots: { index: false, follow: true },
}

export default async function UsersLayout({ children, params }: LocaleProps & { children: React.ReactNode }) {
  return <AuthShell locale={await pageLocale(params)}>{children}</AuthShell>
}
