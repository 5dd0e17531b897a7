import type { Metadata } from 'next'
import Link from 'next/link'
import { ActionForm } from '@/lib/components/forms/ActionForm'
import { LocaleField } from '@/lib/components/forms/LocaleField'
import { PageHeader } from '@/lib/components/PageHeader'
import { SitePage } from '@/app/_components/SitePage'
import { buttonPrimary } from '@/lib/components/buttons'
import { container, textLink } from '@/lib/components/ui'
import { localizedPath } from '@/lib/i18n/locales'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { routes } from '@/lib/routes'
import { linkSecret, subscriptions } from '@/lib/trust/services'
import { confirmSubscriptionAction, unsubscribeAction } from '@/lib/trust/subscriptions/actions'
import { subscriptionOfLink } from '@/lib/trust/subscriptions/subscribe'
import { trustText } from '@/lib/trust/text'

type Query = {
  confirm?: string | string[]
  unsubscribe?: string | string[]
  done?: string | string[]
}
type Props = LocaleProps & { searchParams: Promise<Query> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { meta } = trustText(await pageLocale(params)).subscription
  // One subscriber's page, from a mail's link: no page for search engines.
  return {
    title: meta.title,
    description: meta.description,
    robots: { index: false, follow: false },
  }
}

/**
 * What a subscription mail's link opens: the confirmation's or the unsubscribe's button (a form
 * post: opening the link changes nothing, so a mail scanner that follows it confirms nobody), then
 * the answer. A forged, spent or old link says so.
 */
export default async function SubscriptionPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const query = await searchParams
  const words = trustText(locale).subscription
  const page = localizedPath(routes.trustSubscription.path, locale)
  const done = first(query.done)
  const confirm = first(query.confirm)
  const unsubscribe = first(query.unsubscribe)
  const target = done ? undefined : await subscriptionOfLink({ confirm, unsubscribe }, subscriptions(), linkSecret())
  const said =
    done === 'confirmed'
      ? words.confirmed
      : done === 'unsubscribed' || target?.subscriber.status === 'unsubscribed'
        ? words.unsubscribed
        : done === 'limited'
          ? words.limited
          : !target
            ? words.invalid
            : undefined
  const body =
    said || !target ? (
      <p role="status" className="text-lg text-slate-800">
        {said}
      </p>
    ) : (
      <>
        <h2 className="text-xl font-bold text-brand-950">
          {target.action === 'confirm' ? words.confirmHeading : words.unsubscribeHeading}
        </h2>
        <p className="mt-3 text-slate-700">
          {target.action === 'confirm'
            ? words.confirmText(target.subscriber.email)
            : words.unsubscribeText(target.subscriber.email)}
        </p>
        <ActionForm
          action={target.action === 'confirm' ? confirmSubscriptionAction : unsubscribeAction}
          permalink={`${page}?${new URLSearchParams(target.action === 'confirm' ? { confirm: confirm! } : { unsubscribe: unsubscribe! })}`}
          className="mt-6"
        >
          <LocaleField locale={locale} />
          <input type="hidden" name="token" value={(target.action === 'confirm' ? confirm : unsubscribe) ?? ''} />
          <button type="submit" className={buttonPrimary}>
            {target.action === 'confirm' ? words.confirmButton : words.unsubscribeButton}
          </button>
        </ActionForm>
      </>
    )
  return (
    <SitePage locale={locale} path={routes.trustSubscription.path}>
      <PageHeader title={words.meta.title} />
      <div className={`${container} py-12 sm:py-16`}>
        <section className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {body}
          <p className="mt-6">
            <Link href={localizedPath(routes.trust.path, locale)} className={textLink}>
              {words.back}
            </Link>
          </p>
        </section>
      </div>
    </SitePage>
  )
}
