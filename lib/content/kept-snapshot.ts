import { describeError } from '../log'

/*
 * What proxy.ts consults on every request it sees (the published blog's addresses, the redirects
 * staff manage) is kept in this process's memory, so that an address nobody published costs a
 * lookup rather than a read of the content source. Next 16 keeps nothing across the proxy's
 * requests (neither fetch's data cache nor unstable_cache), hence a copy of our own.
 *
 * The copy is read afresh when the publish webhook reaches this instance (announcePublish), and
 * otherwise after `keepMs` as a backstop: then the old copy still answers while one read runs in
 * the background, so a flood of requests never waits on, or multiplies, reads. Another instance's
 * webhook reaches this one through that backstop only.
 */

/*
 * The publish webhook (app/api/revalidate) and the proxy run in one process but are bundled apart:
 * a counter on globalThis tells every bundle's copies that something was published.
 */
const changesKey = Symbol.for('medicore.published-changes')
type WithChanges = { [changesKey]?: number }
const publishedChanges = () => (globalThis as WithChanges)[changesKey] ?? 0

/** Called by the publish webhook: every kept copy of published content is out of date. */
export function announcePublish() {
  ;(globalThis as WithChanges)[changesKey] = publishedChanges() + 1
}

export type SnapshotOptions = {
  /** How long a copy answers before it is read again in the background. */
  keepMs?: number
  now?: () => number
  log?: (line: string) => void
}

/** A kept copy of what `read` returns: `current()` answers from it, reading only as described above. */
export function keptSnapshot<T>(
  read: () => Promise<T>,
  { keepMs = 60_000, now = Date.now, log = console.error }: SnapshotOptions = {},
) {
  let kept: { at: number; changes: number; value: T } | undefined
  let reading: Promise<T> | undefined

  /* One read at a time. A failed read keeps the copy read before, and is tried again after `keepMs`. */
  const refresh = () =>
    (reading ??= (async () => {
      const changes = publishedChanges()
      try {
        // Through a promise, so that even a read that throws at once settles after `reading` is set.
        kept = { at: now(), changes, value: await Promise.resolve().then(read) }
      } catch (error) {
        if (!kept) throw error
        log(
          `[content] Could not read published content again; answering from the copy read before (${describeError(error)})`,
        )
        kept = { ...kept, at: now(), changes }
      } finally {
        reading = undefined
      }
      return kept.value
    })())

  return async function current(): Promise<T> {
    // None yet, or a publish reached this instance: the answer must show it (a renamed article's old address redirects).
    if (!kept || kept.changes !== publishedChanges()) return refresh()
    if (now() - kept.at >= keepMs) void refresh()
    return kept.value
  }
}
