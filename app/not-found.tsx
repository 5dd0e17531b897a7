import type { Metadata } from 'next'
import { getSiteSettings } from '@/lib/content'
import { localizedPath } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import { notFoundMetadata } from '@/lib/seo'
import { Document } from './_components/Document'
import { NotFoundContent } from './_components/NotFoundContent'
import { SiteShell } from './_components/SiteShell'

const spanish = siteText('es').notFound

/*
 * The 404 page of every English address the site does not have (proxy.ts sends an unknown Spanish
 * one to app/[locale]/page-not-found instead). Next draws it once, for any address: it is in
 * English, with a way to the Spanish home page.
 */
export const metadata: Metadata = notFoundMetadata('en')

export default async function NotFound() {
  return (
    <Document locale="en">
      <SiteShell settings={await getSiteSettings('en')} locale="en">
        <NotFoundContent locale="en">
          <p className="mt-6 text-base text-slate-600" lang="es-US">
            {spanish.heading}.{' '}
            <a href={localizedPath('/', 'es')} className="font-semibold text-brand-700 underline">
              {spanish.home}
            </a>
          </p>
        </NotFoundContent>
      </SiteShell>
    </Document>
  )
}
