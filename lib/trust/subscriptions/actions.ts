'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { siteOrigin } from '../../auth/environment'
import { formOf, localeFromForm } from '../../forms/parse'
import { localizedPath } from '../../i18n/locales'
import { clientKey } from '../../limits/client-key'
import { queueMail } from '../../mail'
import { routes } from '../../routes'
import { linkLimit, linkSecret, reserveConfirmationMail, subscriptions } from '../services'
import type { SubscribeState } from './state'
import { confirmSubscription, handleSubscribe, unsubscribe } from './subscribe'

/** The subscription form's action, with JavaScript or without (a plain POST that Next answers with the page). */
export async function subscribeAction(_previous: SubscribeState, form: unknown): Promise<SubscribeState> {
  const requestHeaders = await headers()
  return handleSubscribe(formOf(form), {
    store: subscriptions(),
    reserveMail: reserveConfirmationMail,
    clientKey: clientKey(requestHeaders),
    queueMail,
    origin: siteOrigin(new Headers(requestHeaders)),
  })
}

/** The answer the subscription page shows after its button: /trust/subscription?done=confirmed. */
const answered = (form: FormData, done: 'confirmed' | 'unsubscribed' | 'invalid' | 'limited') =>
  redirect(`${localizedPath(routes.trustSubscription.path, localeFromForm(form))}?done=${done}`)

/** The confirmation page's button: the token from the mail's link, spent once. */
export async function confirmSubscriptionAction(_previous: unknown, input: unknown): Promise<void> {
  const form = formOf(input)
  if (!(await linkLimit.take(clientKey(await headers())))) return answered(form, 'limited')
  const confirmed = await confirmSubscription(form.get('token'), subscriptions())
  return answered(form, confirmed ? 'confirmed' : 'invalid')
}

/** The unsubscribe page's button (the link in each notice's text; mail programs use /trust/unsubscribe). */
export async function unsubscribeAction(_previous: unknown, input: unknown): Promise<void> {
  const form = formOf(input)
  if (!(await linkLimit.take(clientKey(await headers())))) return answered(form, 'limited')
  const result = await unsubscribe(form.get('token'), subscriptions(), linkSecret())
  return answered(form, result === 'done' ? 'unsubscribed' : 'invalid')
}
