import type { Metadata } from 'next'
import { AuthShell } from '@/app/_components/AuthShell'

export const metadata: Metadata = {
  robots: { index: false, follow: false },
}

export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return <AuthShell wide>{children}</AuthShell>
}
