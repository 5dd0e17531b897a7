/*
 * What the passkey islands share in the browser: whether it can do WebAuthn, the library that
 * speaks it (@simplewebauthn/browser, about 3 KiB), loaded only when a visitor starts a ceremony,
 * and the words for what the browser itself answers.
 */

import { useSyncExternalStore } from 'react'

const unchanging = () => () => {}

/**
 * Whether this browser has WebAuthn (every current one does; a very old or locked-down one may
 * not): undefined on the server and until the page's JavaScript runs, so the islands' controls
 * stay disabled without it.
 */
export const useWebAuthnAvailable = () =>
  useSyncExternalStore<boolean | undefined>(
    unchanging,
    () => typeof window.PublicKeyCredential === 'function',
    () => undefined,
  )

/** The library, fetched on the first click only: no page pays for it up front. */
export const loadWebAuthn = () => import('@simplewebauthn/browser')

export type BrowserRefusals = {
  /** The visitor closed the browser's dialog, or it timed out. */
  cancelled: string
  /** This device already holds a passkey of the account (registration only). */
  exists?: string
  refused: string
}

/** The words for an error navigator.credentials threw (@simplewebauthn/browser keeps its DOMException name). */
export function browserRefusal(error: unknown, words: BrowserRefusals): string {
  const name = error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'AbortError') return words.cancelled
  if (name === 'InvalidStateError' && words.exists) return words.exists
  return words.refused
}
