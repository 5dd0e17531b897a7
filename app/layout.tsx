import type { Metadata } from 'next'
import { titleTemplate } from '@/lib/seo'
import { site } from '@/lib/site'
import { siteUrl } from '@/lib/addresses'

/*
 * What every page starts from. Each language's pages draw their own <html lang> (app/[locale]/layout.tsx),
 * as do the Studio, the previews and the 404 page, so this layout only passes its children through.
 * The public pages' default title and description are the CMS's site settings (app/[locale]/(site)/layout.tsx):
 * not read here, since an async generateMetadata in the root layout makes Next stream the metadata
 * into the <body> of the dynamic pages (sign-in, account).
 */
export const metadata: Metadata = {
  metadataBase: siteUrl(),
  applicationName: site.name,
  openGraph: { type: 'website', siteName: site.name },
  twitter: { card: 'summary_large_image' },
  title: { template: titleTemplate, default: site.name },
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children
}
