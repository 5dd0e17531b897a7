import type { Metadata } from 'next'
import localFont from 'next/font/local'
import { siteUrl, titleTemplate } from '@/lib/seo'
import { site } from '@/lib/site'
import './globals.css'

/*
 * Inter, subset to the characters and weights the site uses (scripts/subset-inter.ts), preloaded.
 * `optional`: a page uses Inter only if it is there for the first paint, and never swaps it in
 * later. A late swap moves the layout: next/font's metric-matched fallback is `local("Arial")`,
 * which Android phones lack, so their fallback is another font whose lines are a pixel taller or
 * shorter. On `/` that pixel moved the carousel after its first image was painted, and the next
 * slide, ten seconds on, was "larger" by one row and became the page's LCP (issue 23). The font
 * is cached for the next page either way.
 */
const inter = localFont({
  src: './fonts/inter-latin-400-700.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'optional',
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
