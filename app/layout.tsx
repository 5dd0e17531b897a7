import type { Metadata } from 'next'
import localFont from 'next/font/local'
import { getSiteSettings } from '@/lib/content'
import { siteUrl } from '@/lib/seo'
import { site } from '@/lib/site'
import './globals.css'

// Inter, subset to the characters and weights the site uses (scripts/subset-inter.ts).
const inter = localFont({
  src: './fonts/inter-latin-400-700.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
})

/** The defaults every page starts from; the default title and description are the CMS's site settings. */
export async function generateMetadata(): Promise<Metadata> {
  const { defaultSeo } = await getSiteSettings()
  return {
    metadataBase: siteUrl,
    applicationName: site.name,
    openGraph: { type: 'website', siteName: site.name, locale: 'en_US' },
    twitter: { card: 'summary_large_image' },
    title: { template: `%s | ${site.name}`, default: defaultSeo.title },
    description: defaultSeo.description,
  }
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  )
}
