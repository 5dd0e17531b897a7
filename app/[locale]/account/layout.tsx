import type { Metadata } from 'next'
import { AuthShell } from '@/app/_components/AuthShell'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'

export const metadata: Metadata = {
  robots: { index: false, follow: false },
}

export default async function AccountLayout({ children, params }: LocaleProps & { children: React.ReactNode }) {
  return (
    <AuthShell wide locale={await pageLocale(params)}>
      {children}
    </AuthShell>
  )
}
