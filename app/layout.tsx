import type { Metadata } from 'next'
import localFont from 'next/font/local'
import { siteUrl, titleTemplate } from '@/lib/seo'
import { site } from '@/lib/site'
import './globals.css'

// Inter, subset to the characters and weights the site uses (scripts/subset-inter.ts).
const inter = localFont({
  src: './fonts/inter-latin-400-700.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
})

/*
 * What every page starts from. The public pages' default title and description are the CMS's site
 * settings (app/(site)/layout.tsx): not read here, since an async generateMetadata in the root layout
 * makes Next stream the metadata into the <body> of the dynamic pages (sign-in, account).
 */
export const metadata: Metadata = {
  metadataBase: siteUrl,
  applicationName: site.name,
  openGraph: { type: 'website', siteName: site.name, locale: 'en_US' },
  twitter: { card: 'summary_large_image' },
  title: { template: titleTemplate, default: site.name },
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  )
}
