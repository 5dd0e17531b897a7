import type { Metadata } from 'next'
import { localizedPath } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import { Document } from './_components/Document'
import { NotFoundPage } from './_components/NotFoundPage'

const text = siteText('en').notFound
const spanish = siteText('es').notFound

/*
 * The 404 page of every address the site does not have. Next draws it once, for any address, so it
 * cannot know the language asked for: it is in English, with a way to the Spanish home page. A
 * page of a language's own that is not there (an unknown Spanish article) gets
 * app/[locale]/not-found.tsx, in that language.
 */
export const metadata: Metadata = {
  title: text.title,
  description: text.description,
  robots: { index: false },
}

export default function NotFound() {
  return (
    <Document locale="en">
      <NotFoundPage
        locale="en"
        extra={
          <p className="mt-6 text-base text-slate-600" lang="es-US">
            {spanish.heading}.{' '}
            <a href={localizedPath('/', 'es')} className="font-semibold text-brand-700 underline">
              {spanish.home}
            </a>
          </p>
        }
      />
    </Document>
  )
}
