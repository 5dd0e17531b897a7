import { LegalDocument, legalPageMetadata } from '@/app/_components/LegalDocument'

export const generateMetadata = () => legalPageMetadata('legal')

export default function LegalPage() {
  return <LegalDocument slug="legal" eyebrow="Legal" />
}
