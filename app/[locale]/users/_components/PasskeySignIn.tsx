'use client'

import { useState, useTransition } from 'react'
import { browserRefusal, loadWebAuthn, useWebAuthnAvailable } from '@/app/_components/passkeys/browser'
import { buttonSecondary } from '@/lib/components/buttons'
import { passkeySignInAction, passkeySignInOptionsAction } from '@/lib/auth/passkey-actions'
import type { Locale } from '@/lib/i18n/locales'
import type { Messages } from '@/lib/i18n/types'

type PasskeySignInText = Messages['signIn']['passkey'] & Pick<Messages['passkeyAnswers'], 'cancelled' | 'refused'>

/**
 * "Sign in with a passkey", under the password form: asks the server for a challenge, the browser
 * for the device's answer, and the server to check it; the server then leads to the account page.
 * Disabled until the page's JavaScript runs (SignInCard says in a <noscript> why it stays so).
 */
export function PasskeySignIn({ locale, text }: { locale: Locale; text: PasskeySignInText }) {
  const available = useWebAuthnAvailable()
  const [message, setMessage] = useState('')
  const [pending, startTransition] = useTransition()

  const signIn = () =>
    startTransition(async () => {
      setMessage('')
      try {
        const [{ startAuthentication }, challenge] = await Promise.all([
          loadWebAuthn(),
          passkeySignInOptionsAction(locale),
        ])
        if (!challenge.ok) return setMessage(challenge.message)
        let answer
        try {
          answer = await startAuthentication({
            optionsJSON: challenge.options,
          })
        } catch (error) {
          return setMessage(browserRefusal(error, text))
        }
        // Signed in, the action redirects; otherwise it says why not.
        const refused = await passkeySignInAction(locale, answer)
        if (refused) setMessage(refused.message)
      } catch {
        setMessage(text.refused)
      }
    })

  return (
    <>
      <button
        type="button"
        onClick={signIn}
        disabled={!available || pending}
        aria-describedby="passkey-sign-in-status"
        className={`${buttonSecondary} w-full`}
      >
        {pending ? text.working : text.button}
      </button>
      {available === false ? <p className="mt-2 text-sm text-slate-700">{text.unsupported}</p> : null}
      {/* An alert, not a status: a refusal of what the visitor just asked, and the page's form keeps the one status region. */}
      <div id="passkey-sign-in-status" role="alert" className="mt-2 text-sm font-medium text-red-800">
        {message}
      </div>
    </>
  )
}
