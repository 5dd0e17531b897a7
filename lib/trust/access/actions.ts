'use server'

import { headers } from 'next/headers'
import { after } from 'next/server'
import { redirect } from 'next/navigation'
import { currentAccount } from '../../auth/accounts'
import { normalisedAddress } from '../../auth/address'
import { formOf, localeFromForm } from '../../forms/parse'
import { localizedPath } from '../../i18n/locales'
import { clientKey } from '../../limits/client-key'
import { queueMail } from '../../mail'
import { notifyAddresses } from '../../contact/notify'
import { routes } from '../../routes'
import { getPublishedTrustSettings } from '../../content'
import { accessStaffMail } from '../mails'
import { accessRequestLimit } from '../services'
import { trustDatabase } from '../store/database'
import { trustCopiesFromEnv } from '../studio-copy'
import { accessState } from './state'
import { accessStore } from './store'
import { NDA_ACCEPT_FIELD, NDA_VERSION_FIELD } from './fields'
import { describeError } from '../../log'

/**
 * The restricted documents' page's form: a signed-in account with a confirmed address accepts the
 * NDA (its version is recorded) and asks for access; staff hear of it, or an approved domain
 * approves it at once. Answers with the page again, which says where the account stands.
 */
export async function requestAccessAction(_previous: unknown, input: unknown): Promise<void> {
  const form = formOf(input)
  const locale = localeFromForm(form)
  const page = localizedPath(routes.trustAccess.path, locale)
  const requestHeaders = new Headers(await headers())
  const account = await currentAccount(requestHeaders)
  if (!account || !account.emailConfirmed) redirect(page)
  if (!(await accessRequestLimit.take(clientKey(requestHeaders)))) redirect(`${page}?done=limited`)
  const settings = await getPublishedTrustSettings(locale)
  if (!settings) redirect(`${page}?done=failed`)
  if (form.get(NDA_ACCEPT_FIELD) !== 'on' || form.get(NDA_VERSION_FIELD) !== settings.ndaVersion)
    redirect(`${page}?done=notAccepted`)
  const email = normalisedAddress(account.email)
  const store = accessStore(trustDatabase())
  let outcome: string
  try {
    const before = await store.get(email)
    const record = await store.request(
      { email, userId: account.userId, name: account.name, locale: account.locale },
      settings.ndaVersion,
      new Date().toISOString(),
    )
    const state = accessState({ email, emailConfirmed: true }, record, settings)
    const copies = trustCopiesFromEnv()
    if (copies)
      after(() =>
        copies
          .access(record)
          .catch((error: unknown) =>
            console.error(
              `[trust] the Studio's copy of an access request could not be written: ${describeError(error)}`,
            ),
          ),
      )
    if (state === 'pending' && before?.ndaVersion == null)
      for (const to of notifyAddresses())
        await queueMail(accessStaffMail(to, { email, name: account.name, ndaVersion: settings.ndaVersion }))
    outcome = state === 'approved' ? (before?.ndaVersion == null ? 'approvedNow' : 'renewed') : 'requested'
  } catch (error) {
    console.error(`[trust] an access request could not be saved: ${describeError(error)}`)
    outcome = 'failed'
  }
  redirect(`${page}?done=${outcome}`)
}
