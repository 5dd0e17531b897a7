import { ActionForm } from '@/lib/components/forms/ActionForm'
import { LocaleField } from '@/lib/components/forms/LocaleField'
import { buttonDangerQuiet, buttonSecondary } from '@/lib/components/buttons'
import { accountsAuth } from '@/lib/auth/accounts'
import { passkeyNoticeText } from '@/lib/auth/passkey-notices'
import { removePasskeyAction, renamePasskeyAction } from '@/lib/auth/passkey-actions'
import { listPasskeys, PASSKEYS_PER_ACCOUNT } from '@/lib/auth/passkeys'
import { PASSKEY_NAME_MAX } from '@/lib/forms/account-fields'
import { requestHeaders } from '@/lib/auth/request'
import { formatDate } from '@/lib/format'
import { messagesFor } from '@/lib/i18n/messages'
import type { Locale } from '@/lib/i18n/locales'
import { fill } from '@/lib/i18n/text'
import { AccountSection } from './AccountSection'
import { AddPasskeyOnDemand } from './AddPasskeyOnDemand'

const fieldClass =
  'block w-full min-w-0 rounded-md border border-slate-500 bg-white px-3 py-1.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500'

/**
 * /account's passkeys: each with its name (a form to change it) and a button that removes it, both
 * plain forms that work without JavaScript; then the form that adds one, a client island (adding
 * needs the browser's WebAuthn) loaded when asked for, offered once the address is confirmed.
 */
export async function PasskeysSection({
  locale,
  permalink,
  emailConfirmed,
  notice,
}: {
  locale: Locale
  permalink: string
  emailConfirmed: boolean
  notice: unknown
}) {
  const m = messagesFor(locale)
  const words = m.account.passkeys
  const request = await requestHeaders()
  const passkeys = await listPasskeys(await accountsAuth(request), request)
  const said = passkeyNoticeText(notice, m)

  return (
    <AccountSection id="passkeys-title" title={words.title}>
      <p className="mt-2 text-sm text-slate-600">{words.intro}</p>
      {said ? (
        <p role="status" className="mt-4 text-sm font-medium text-slate-800">
          {said}
        </p>
      ) : null}
      {passkeys.length ? (
        <ul className="mt-4 space-y-3">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="rounded-lg p-3 ring-1 ring-slate-200">
              <ActionForm action={renamePasskeyAction} permalink={permalink} className="flex flex-wrap items-end gap-3">
                <LocaleField locale={locale} />
                <input type="hidden" name="passkey" value={passkey.id} />
                <div className="min-w-40 flex-1">
                  <label htmlFor={`passkey-name-${passkey.id}`} className="block text-sm font-medium text-slate-800">
                    {words.nameLabel}
                  </label>
                  <input
                    id={`passkey-name-${passkey.id}`}
                    name="name"
                    defaultValue={passkey.name ?? ''}
                    placeholder={words.unnamed}
                    maxLength={PASSKEY_NAME_MAX}
                    autoComplete="off"
                    aria-describedby={`passkey-added-${passkey.id}`}
                    className={`mt-1 ${fieldClass}`}
                  />
                </div>
                <button type="submit" className={`${buttonSecondary} px-4 py-1.5`}>
                  {words.rename}
                </button>
              </ActionForm>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
                <p id={`passkey-added-${passkey.id}`}>
                  {passkey.name ?? words.unnamed} · {words.added}{' '}
                  <time dateTime={passkey.createdAt.toISOString()}>{formatDate(passkey.createdAt, locale)}</time>
                </p>
                <ActionForm action={removePasskeyAction} permalink={permalink}>
                  <LocaleField locale={locale} />
                  <input type="hidden" name="passkey" value={passkey.id} />
                  <button
                    type="submit"
                    aria-describedby={`passkey-added-${passkey.id}`}
                    className={`${buttonDangerQuiet} px-4 py-1.5`}
                  >
                    {words.remove}
                  </button>
                </ActionForm>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{words.none}</p>
      )}

      <h4 className="mt-6 text-base font-semibold text-slate-900">{words.addTitle}</h4>
      {!emailConfirmed ? (
        <p className="mt-2 text-sm text-slate-700">{words.confirmFirst}</p>
      ) : passkeys.length >= PASSKEYS_PER_ACCOUNT ? (
        <p className="mt-2 text-sm text-slate-700">{fill(words.full, { max: PASSKEYS_PER_ACCOUNT })}</p>
      ) : (
        <>
          <AddPasskeyOnDemand
            start={words.addTitle}
            locale={locale}
            text={{
              newName: words.newName,
              newNameHint: words.newNameHint,
              currentPassword: words.currentPassword,
              add: words.add,
              adding: words.adding,
              unsupported: words.unsupported,
              cancelled: m.passkeyAnswers.cancelled,
              exists: m.passkeyAnswers.exists,
              refused: m.passkeyAnswers.refused,
            }}
          />
          <noscript>
            <p className="mt-2 text-sm text-slate-700">{words.needsJavaScript}</p>
          </noscript>
        </>
      )}
    </AccountSection>
  )
}
