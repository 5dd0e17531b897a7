import { Document } from '@/app/_components/Document'

/** The Studio's own page: its interface is in English. */
export default function StudioLayout({ children }: { children: React.ReactNode }) {
  return <Document locale="en">{children}</Document>
}
