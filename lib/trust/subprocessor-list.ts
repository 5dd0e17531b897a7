import type { Subprocessor, SubprocessorChange } from './models.ts'

/*
 * The subprocessors as the trust page lists them on a given day, and their changes as its history
 * and feed show them. Dates are ISO days (2026-12-06), compared as text.
 */

export type Listed = {
  subprocessor: Subprocessor
  /** It starts later: listed as upcoming. */
  starts: boolean
  /** The day a removal announced for it takes effect, while it is still to come. */
  leaves?: string
}

const day = (date: string) => date.slice(0, 10)

/** The subprocessors that process data today or will: a removal in effect takes one off the list. */
export function currentSubprocessors(subprocessors: Subprocessor[], today: string): Listed[] {
  return subprocessors.flatMap((subprocessor) => {
    const removal = subprocessor.changes
      .filter((change) => change.kind === 'removed')
      .map((change) => day(change.effective))
      .sort()[0]
    if (removal && removal <= today) return []
    return [{ subprocessor, starts: day(subprocessor.since) > today, ...(removal && { leaves: removal }) }]
  })
}

export type HistoryEntry = { subprocessor: Subprocessor; change: SubprocessorChange }

/** Every change of every subprocessor, the latest announced first (then the latest to take effect). */
export function changeHistory(subprocessors: Subprocessor[]): HistoryEntry[] {
  return subprocessors
    .flatMap((subprocessor) => subprocessor.changes.map((change) => ({ subprocessor, change })))
    .sort(
      (a, b) =>
        b.change.announced.localeCompare(a.change.announced) ||
        b.change.effective.localeCompare(a.change.effective) ||
        a.subprocessor.name.localeCompare(b.subprocessor.name),
    )
}
