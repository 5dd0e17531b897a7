import type { Metadata } from 'next'
import { Logo } from '@/app/_components/Logo'
import { SkipLink, mainContentId } from '@/app/_components/SkipLink'
import { textLink } from '@/app/_components/ui'
import { site } from '@/lib/site'

export const metadata: Metadata = {
  // The sign-in screens are for people who have an account, not for search results.
  robots: { index: false, follow: true },
}

/** The authentication area: a centred card on a quiet background, and a way back to the site. */
export default function UsersLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-md items-center justify-between gap-4 px-4 pt-8 pb-6">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- plain links on purpose: static pages, no client router JavaScript */}
        <a href="/" aria-label={`${site.name} home`} className="rounded-md">
          <Logo />
        </a>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- as above */}
        <a href="/" className={`${textLink} text-sm`}>
          Back to the site
        </a>
      </header>
      <main id={mainContentId} tabIndex={-1} className="mx-auto w-full max-w-md flex-1 px-4 pb-16 outline-none">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">{children}</div>
      </main>
    </div>
  )
}
