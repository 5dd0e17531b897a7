import 'server-only'
import { currentAccount } from '../auth/accounts'
import { normalisedAddress } from '../auth/address'
import { localizedPath, type Locale } from '../i18n/locales'
import { clientKey } from '../limits/client-key'
import { routes } from '../routes'
import { answerPage } from './answer-page'
import { accessState } from './access/state'
import { accessStore } from './access/store'
import { getPublishedTrustSettings, getTrustDocuments } from '../content'
import { fileBytes, trustFile } from './files'
import { trustFileTypes } from './rules'
import { downloadLimit } from './services'
import { trustDatabase } from './store/database'
import { trustText } from './text'
import { describeError } from '../log'

/*
 * /trust/documents/<key>: a document's file, through the site. A public one to anyone; a
 * restricted one only to a request that carries the session of an account that is approved and
 * accepted the current NDA, sent `private, no-store` and logged (who, what, when). The address
 * is the same for everyone and tells nothing: without that session, the same address is refused.
 * Every refusal is a page that says why, in the address's language, with a 4xx status.
 */

const keyPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export async function answerDownload(request: Request, locale: Locale, key: string, { head = false } = {}) {
  const words = trustText(locale).download
  const accessPage = { href: localizedPath(routes.trustAccess.path, locale), label: words.toAccess }
  const refuse = (status: number, title: string, message: string) =>
    answerPage(
      { status, title, message, locale, link: accessPage },
      status === 401 ? { 'www-authenticate': 'Cookie' } : {},
    )
  // A key the trust center does not list (they are public) is a 404 before anything is counted or
  // looked up: each key's lookup is kept in the data cache, which a made-up key must not grow.
  const listed = keyPattern.test(key) && (await getTrustDocuments(locale)).some((document) => document.key === key)
  if (!listed) return refuse(404, words.notFoundTitle, words.notFound)
  if (!(await downloadLimit.take(clientKey(request.headers))))
    return refuse(429, words.rateLimitedTitle, words.rateLimited)
  const document = await trustFile(key, locale)
  if (!document) return refuse(404, words.notFoundTitle, words.notFound)

  let account: Awaited<ReturnType<typeof currentAccount>> = null
  if (document.access === 'restricted') {
    account = await currentAccount(request.headers)
    if (!account) return refuse(401, words.signInTitle, words.signIn)
    const settings = await getPublishedTrustSettings(locale)
    const email = normalisedAddress(account.email)
    const record = await accessStore(trustDatabase()).get(email)
    const state = settings ? accessState({ ...account, email }, record, settings) : 'pending'
    if (state === 'unconfirmed') return refuse(403, words.refusedTitle, words.unconfirmed)
    if (state === 'renew') return refuse(403, words.refusedTitle, words.ndaChanged)
    if (state !== 'approved') return refuse(403, words.refusedTitle, words.notApproved)
  }

  let bytes: Uint8Array
  try {
    bytes = await fileBytes(document.file)
  } catch (error) {
    console.error(`[trust] the file of ${document._id} could not be read: ${describeError(error)}`)
    return refuse(503, words.unavailableTitle, words.unavailable)
  }
  if (account && !head)
    await accessStore(trustDatabase()).logDownload({
      email: normalisedAddress(account.email),
      userId: account.userId,
      documentKey: document.key,
      document: document.title,
      locale,
      at: new Date().toISOString(),
    })
  const extension = document.file.extension
  return new Response(head ? null : new Uint8Array(bytes), {
    headers: {
      'content-type': trustFileTypes[extension].mime,
      'content-length': String(bytes.byteLength),
      // Our own name, from the key and the type its bytes were checked to be: never a stored file name.
      'content-disposition': `attachment; filename="medicore-${document.key}.${extension}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': document.access === 'restricted' ? 'private, no-store' : 'public, max-age=0, s-maxage=300',
      ...(document.access === 'restricted' && { vary: 'Cookie' }),
    },
  })
}
