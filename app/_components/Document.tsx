import localFont from 'next/font/local'
import { localeNames, type Locale } from '@/lib/i18n/locales'
import '../globals.css'

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
  src: '../fonts/inter-latin-400-700.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'optional',
})

/** The <html> and <body> of every page, in its language: the root layout passes its children through. */
export function Document({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <html lang={localeNames[locale].htmlLang} className={inter.variable}>
      <body className="bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  )
}
