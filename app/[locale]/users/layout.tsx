import type { Metadata } from 'next'
import { AuthShell } from '@/app/_components/AuthShell'

export const metadata: Metadata = {
  // The sign-in screens are for people who have an account, not for search results.
  robots: { index: false, follow: true },
}

export default function UsersLayout({ children }: { children: React.ReactNode }) {
  return <AuthShell>{children}</AuthShell>
}
