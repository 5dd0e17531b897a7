import { onApprovedDomain } from '../rules.ts'
import type { AccessRecord } from './store.ts'

/*
 * Where an account stands with the restricted documents, from its record, the NDA's current
 * version and the approved domains: the access page shows it, and the download route requires
 * 'approved'. A refusal by staff wins over an approved domain; an approval holds whatever the
 * domain; the NDA accepted must be the current version.
 */

export type AccessState =
  | 'signedOut'
  | 'unconfirmed'
  /** Signed in and confirmed, no request yet: the NDA to accept. */
  | 'none'
  | 'pending'
  | 'refused'
  /** Approved, but the NDA changed since it was accepted: the new version to accept. */
  | 'renew'
  | 'approved'

export type AccountSummary = { email: string; emailConfirmed: boolean }

export function accessState(
  account: AccountSummary | null,
  record: AccessRecord | undefined,
  settings: { ndaVersion: string; approvedDomains: readonly string[] },
): AccessState {
  if (!account) return 'signedOut'
  if (!account.emailConfirmed) return 'unconfirmed'
  if (record?.status === 'refused') return 'refused'
  const approved = record?.status === 'approved' || onApprovedDomain(account.email, settings.approvedDomains)
  const accepted = record?.ndaVersion != null
  if (!accepted) return 'none'
  if (!approved) return 'pending'
  return record.ndaVersion === settings.ndaVersion ? 'approved' : 'renew'
}
