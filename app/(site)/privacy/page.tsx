import { LegalDocument, legalPageMetadata } from '@/app/_components/LegalDocument'

export const generateMetadata = () => legalPageMetadata('privacy')

export default function PrivacyPage() {
  return <LegalDocument slug="privacy" eyebrow="Privacy" />
}
