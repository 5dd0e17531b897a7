import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { LegalDocument, legalPageMetadata } from '@/app/_components/LegalDocument'

export const generateMetadata = ({ params }: LocaleProps) => legalPageMetadata('legal', params)

export default async function LegalPage({ params }: LocaleProps) {
  return <LegalDocument slug="legal" locale={await pageLocale(params)} />
}
