'use client'

import { useEffect, useState, type ComponentProps } from 'react'
import { useWebAuthnAvailable } from '@/app/_components/passkeys/browser'
import { buttonSecondary } from '@/lib/components/buttons'
import type { AddPasskeyForm } from './AddPasskeyForm'

type FormProps = ComponentProps<typeof AddPasskeyForm>

/**
 * "Add a passkey" on /account: a button that loads the form (and its WebAuthn code) when the
 * visitor asks for it, so the page does not carry it up front. Without JavaScript the button
 * stays disabled and the page's <noscript> says why; a browser without WebAuthn is told so.
 */
export function AddPasskeyOnDemand({ start, ...form }: FormProps & { start: string }) {
  const available = useWebAuthnAvailable()
  const [Form, setForm] = useState<typeof AddPasskeyForm>()
  useEffect(() => {
    // The form loads only on the button's click and replaces it: the visitor carries on in its first field.
    if (Form) document.getElementById('passkey-new-name')?.focus()
  }, [Form])

  if (Form) return <Form {...form} />
  if (available === false) return <p className="mt-2 text-sm text-slate-700">{form.text.unsupported}</p>
  return (
    <button
      type="button"
      className={`${buttonSecondary} mt-3`}
      disabled={!available}
      onClick={() => void import('./AddPasskeyForm').then((module) => setForm(() => module.AddPasskeyForm))}
    >
      {start}
    </button>
  )
}
