import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Document } from '@/app/_components/Document'
import { isLocale, localeNames, locales } from '@/lib/i18n/locales'

/**
 * Both languages' pages are built ahead. (No `dynamicParams = false`: it would apply to every segment
 * below, and an article published later must still be made on its first visit. next.config.mjs's
 * rewrites only ever send a known language here, and the layout refuses any other.)
 */
export const generateStaticParams = () => locales.map((locale) => ({ locale }))

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return isLocale(locale) ? { openGraph: { locale: localeNames[locale].openGraph } } : {}
}

export default async function LocaleLayout({ children, params }: Props & { children: React.ReactNode }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return <Document locale={locale}>{children}</Document>
}
