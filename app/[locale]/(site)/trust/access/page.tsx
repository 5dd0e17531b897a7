import type { Metadata } from 'next'
import Link from 'next/link'
import { ActionForm } from '@/lib/components/forms/ActionForm'
import { LocaleField } from '@/lib/components/forms/LocaleField'
import { Icon } from '@/lib/components/Icon'
import { PageHeader } from '@/lib/components/PageHeader'
import { SitePage } from '@/app/_components/SitePage'
import { buttonPrimary, buttonSecondary } from '@/lib/components/buttons'
import { container, textLink } from '@/lib/components/ui'
import { currentAccount } from '@/lib/auth/accounts'
import { normalisedAddress } from '@/lib/auth/address'
import { requestHeaders } from '@/lib/auth/request'
import { formatDate } from '@/lib/format'
import { localizedPath } from '@/lib/i18n/locales'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { routes } from '@/lib/routes'
import { requestAccessAction } from '@/lib/trust/access/actions'
import { NDA_ACCEPT_FIELD, NDA_VERSION_FIELD } from '@/lib/trust/access/fields'
import { accessState } from '@/lib/trust/access/state'
import { accessStore } from '@/lib/trust/access/store'
import { getPublishedTrustSettings, getTrustDocuments } from '@/lib/content'
import { trustPaths } from '@/lib/trust/paths'
import { trustDatabase } from '@/lib/trust/store/database'
import { trustText } from '@/lib/trust/text'

type Props = LocaleProps & {
  searchParams: Promise<{ done?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { meta } = trustText(await pageLocale(params)).access
  return {
    title: meta.title,
    description: meta.description,
    robots: { index: false, follow: false },
  }
}

/**
 * The restricted documents (the SOC 2 report, the pen-test summary): where the signed-in visitor
 * stands with them, the NDA to accept, and, once approved, their downloads. Made for each request,
 * never kept (it reads the session).
 */
export default async function TrustAccessPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const done = [(await searchParams).done].flat()[0]
  const words = trustText(locale).access
  const [account, settings, documents] = await Promise.all([
    currentAccount(await requestHeaders()),
    getPublishedTrustSettings(locale),
    getTrustDocuments(locale),
  ])
  const record = account ? await accessStore(trustDatabase()).get(normalisedAddress(account.email)) : undefined
  const state = settings ? accessState(account, record, settings) : 'signedOut'
  const restricted = documents.filter((document) => document.access === 'restricted')
  const answers: Record<string, string> = {
    requested: words.requested,
    approvedNow: words.approvedNow,
    renewed: words.approved,
    notAccepted: words.acceptRequired,
    limited: words.rateLimited,
    failed: words.failed,
  }
  const answer = done ? answers[done] : undefined
  const ndaForm = (renew: boolean) =>
    settings ? (
      <>
        {renew ? <p className="text-slate-800">{words.renew}</p> : null}
        <h2 className="mt-2 text-xl font-bold text-brand-950">{words.ndaHeading(settings.ndaVersion)}</h2>
        <section
          aria-label={words.ndaLabel}
          tabIndex={0}
          className="mt-4 max-h-80 overflow-y-auto rounded-lg bg-slate-50 p-4 text-sm leading-6 whitespace-pre-line text-slate-800 ring-1 ring-slate-200"
        >
          {settings.ndaText}
        </section>
        <ActionForm
          action={requestAccessAction}
          permalink={localizedPath(routes.trustAccess.path, locale)}
          className="mt-6 space-y-4"
        >
          <LocaleField locale={locale} />
          <input type="hidden" name={NDA_VERSION_FIELD} value={settings.ndaVersion} />
          <div className="flex items-start gap-3">
            <input
              id="accept-nda"
              name={NDA_ACCEPT_FIELD}
              type="checkbox"
              required
              className="mt-1 size-4 accent-brand-600"
            />
            <label htmlFor="accept-nda" className="text-sm text-slate-800">
              {words.accept(settings.ndaVersion)}
            </label>
          </div>
          <button type="submit" className={buttonPrimary}>
            {renew ? words.renewButton : words.requestButton}
          </button>
        </ActionForm>
      </>
    ) : null
  const body = {
    signedOut: (
      <p className="text-slate-800">
        {words.signedOut}{' '}
        <Link href={localizedPath(routes.signIn.path, locale)} className={textLink}>
          {words.signIn}
        </Link>{' '}
        {words.signedOutOr}{' '}
        <Link href={localizedPath(routes.signUp.path, locale)} className={textLink}>
          {words.signUp}
        </Link>
        .
      </p>
    ),
    unconfirmed: (
      <p className="text-slate-800">
        {words.unconfirmed}{' '}
        <Link href={localizedPath(routes.account.path, locale)} className={textLink}>
          {words.toAccount}
        </Link>
      </p>
    ),
    none: ndaForm(false),
    renew: ndaForm(true),
    pending: <p className="text-slate-800">{words.pending(formatDate(record?.requestedAt ?? new Date(), locale))}</p>,
    refused: (
      <p className="text-slate-800">
        {words.refused}{' '}
        <Link href={localizedPath(routes.contact.path, locale)} className={textLink}>
          {words.contact}
        </Link>
      </p>
    ),
    approved: (
      <>
        <p className="text-slate-800">{words.approved}</p>
        {restricted.length === 0 ? <p className="mt-4 text-slate-700">{words.none}</p> : null}
        <ul className="mt-6 space-y-4">
          {restricted.map((document) => (
            <li
              key={document._id}
              className="flex flex-wrap items-center justify-between gap-4 rounded-xl p-4 ring-1 ring-slate-200"
            >
              <div>
                <p className="font-semibold text-brand-950">{document.title}</p>
                <p className="text-sm text-slate-600">{document.description}</p>
              </div>
              <a href={localizedPath(trustPaths.document(document.key), locale)} className={buttonSecondary}>
                <Icon name="download" size={18} />
                {trustText(locale).documents.downloadTitle(document.title)}
              </a>
            </li>
          ))}
        </ul>
      </>
    ),
  }[state]
  return (
    <SitePage locale={locale} path={routes.trustAccess.path}>
      <PageHeader title={words.heading} intro={words.intro} />
      <div className={`${container} py-12 sm:py-16`}>
        <section
          aria-label={words.heading}
          className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <div role="status" className="mb-4 empty:hidden">
            {answer ? (
              <p className="rounded-md border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-sm text-brand-900">
                {answer}
              </p>
            ) : null}
          </div>
          {body}
        </section>
      </div>
    </SitePage>
  )
}
