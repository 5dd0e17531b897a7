'use client'

import { useState, useTransition, type FormEvent } from 'react'
import { TextField } from '@/lib/components/forms/controls'
import {
  browserRefusal,
  loadWebAuthn,
  useWebAuthnAvailable,
  type BrowserRefusals,
} from '@/app/_components/passkeys/browser'
import { buttonPrimary } from '@/lib/components/buttons'
import { addPasskeyAction, passkeyRegistrationOptionsAction } from '@/lib/auth/passkey-actions'
import { PASSKEY_NAME_MAX } from '@/lib/forms/account-fields'
import type { Locale } from '@/lib/i18n/locales'

type Text = BrowserRefusals & {
  newName: string
  newNameHint: string
  currentPassword: string
  add: string
  adding: string
  unsupported: string
}

/**
 * "Add a passkey": the current password (a stolen session must not add a way in of its own) and
 * an optional name, then the browser's dialog. The server checks the password before it hands out
 * a challenge, and the device's answer after; done, it leads back to the account page, which
 * lists the new passkey. Its fields stay disabled until the page's JavaScript runs: without it
 * there is no WebAuthn, and the <noscript> beside it says so.
 */
export function AddPasskeyForm({ locale, text }: { locale: Locale; text: Text }) {
  const available = useWebAuthnAvailable()
  const [message, setMessage] = useState('')
  const [pending, startTransition] = useTransition()

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const [password, name] = [form.get('password'), form.get('name')]
    startTransition(async () => {
      setMessage('')
      try {
        const [{ startRegistration }, challenge] = await Promise.all([
          loadWebAuthn(),
          passkeyRegistrationOptionsAction(locale, password, name),
        ])
        if (!challenge.ok) return setMessage(challenge.message)
        let answer
        try {
          answer = await startRegistration({ optionsJSON: challenge.options })
        } catch (error) {
          return setMessage(browserRefusal(error, text))
        }
        const refused = await addPasskeyAction(locale, answer, name)
        if (refused) setMessage(refused.message)
      } catch {
        setMessage(text.refused)
      }
    })
  }

  return (
    <form method="post" onSubmit={add} className="mt-3" aria-describedby="add-passkey-status">
      <fieldset disabled={!available || pending} className="space-y-4">
        <TextField
          name="name"
          id="passkey-new-name"
          label={text.newName}
          hint={text.newNameHint}
          maxLength={PASSKEY_NAME_MAX}
          autoComplete="off"
        />
        <TextField
          name="password"
          id="passkey-password"
          type="password"
          label={text.currentPassword}
          autoComplete="current-password"
          required
        />
        <button type="submit" className={buttonPrimary}>
          {pending ? text.adding : text.add}
        </button>
      </fieldset>
      {available === false ? <p className="mt-2 text-sm text-slate-700">{text.unsupported}</p> : null}
      {/* An alert, not a status: a refusal of what the visitor just asked, and the page's form keeps the one status region. */}
      <div id="add-passkey-status" role="alert" className="mt-2 text-sm font-medium text-red-800">
        {message}
      </div>
    </form>
  )
}
