import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { LegalDocument, legalPageMetadata } from '@/app/_components/LegalDocument'

export const generateMetadata = ({ params }: LocaleProps) => legalPageMetadata('privacy', params)

export default async function PrivacyPage({ params }: LocaleProps) {
  return <LegalDocument slug="privacy" locale={await pageLocale(params)} />
}
