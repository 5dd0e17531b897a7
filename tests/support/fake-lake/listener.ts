import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Dataset, DocumentChange, LakeDocument, Transaction } from './dataset.ts'
import { evaluateLakeGroq } from './groq.ts'

/*
 * The listener (/data/listen): a text/event-stream that says `welcome`, then sends a `mutation`
 * event for each document a transaction changed that the listener's GROQ filter matches (before
 * or after the change), with the fields the Studio's document store reads: transactionId,
 * documentId, previousRev/resultRev, the mutations, transactionTotalEvents/CurrentEvent, and with
 * effectFormat=mendoza the effects as a mendoza patch (here the whole new value, a valid
 * though not minimal patch: opcode 0 outputs a literal value).
 */

type ListenOptions = {
  query: string
  params: Record<string, unknown>
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  includeAllVersions: boolean
  mendoza: boolean
}

function listenOptions(url: URL): ListenOptions {
  const params: Record<string, unknown> = {}
  for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
  const flag = (name: string, fallback: boolean) => {
    const value = url.searchParams.get(name)
    return value === null ? fallback : value === 'true'
  }
  return {
    query: url.searchParams.get('query') ?? '*',
    params,
    includeResult: flag('includeResult', true),
    includePreviousRevision: flag('includePreviousRevision', false),
    includeMutations: flag('includeMutations', true),
    includeAllVersions: flag('includeAllVersions', false),
    mendoza: url.searchParams.get('effectFormat') === 'mendoza',
  }
}

function withoutRev(document: LakeDocument | null) {
  if (!document) return null
  const copy = { ...document }
  delete copy._rev
  return copy
}

async function matches(options: ListenOptions, document: LakeDocument | null) {
  if (!document) return false
  if (!options.includeAllVersions && document._id.startsWith('versions.')) return false
  const found = await evaluateLakeGroq([document], options.query, options.params)
  return Array.isArray(found) ? found.length > 0 : Boolean(found)
}

/** An event for one document of a transaction; `of` counts the transaction's events this listener gets. */
function mutationEvent(
  options: ListenOptions,
  transaction: Transaction,
  change: DocumentChange,
  index: number,
  of: number,
) {
  const { before, after } = change
  return {
    eventId: `${transaction.transactionId}#${change.id}`,
    documentId: change.id,
    transactionId: transaction.transactionId,
    transition: !before ? 'appear' : !after ? 'disappear' : 'update',
    identity: transaction.identity,
    previousRev: before?._rev,
    resultRev: after?._rev ?? transaction.transactionId,
    timestamp: transaction.timestamp,
    visibility: 'query',
    transactionTotalEvents: of,
    transactionCurrentEvent: index + 1,
    ...(options.includeMutations && { mutations: change.mutations }),
    ...(options.includeResult && after && { result: after }),
    ...(options.includePreviousRevision && before && { previous: before }),
    ...(options.mendoza && { effects: { apply: [0, withoutRev(after)], revert: [0, withoutRev(before)] } }),
  }
}

/** Open listeners, so a reset of the dataset can end them (clients reconnect and fetch again). */
const open = new Set<ServerResponse>()

export function closeListeners() {
  for (const response of open) response.end()
  open.clear()
}

export function listen(
  request: IncomingMessage,
  response: ServerResponse,
  dataset: Dataset,
  url: URL,
  headers: Record<string, string>,
) {
  const options = listenOptions(url)
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
  })
  const send = (event: string, data: unknown, id?: string) =>
    response.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
  send('welcome', { listenerName: `fake-lake-${Math.random().toString(36).slice(2)}` })

  // Events go out in commit order, each after its filter is evaluated.
  let queue = Promise.resolve()
  const unsubscribe = dataset.subscribe((transaction) => {
    queue = queue.then(async () => {
      const matching: DocumentChange[] = []
      for (const change of transaction.changes) {
        if ((await matches(options, change.before)) || (await matches(options, change.after))) matching.push(change)
      }
      for (const [index, change] of matching.entries()) {
        const event = mutationEvent(options, transaction, change, index, matching.length)
        send('mutation', event, event.eventId)
      }
    })
  })
  keepOpen(request, response, unsubscribe)
}

/** The one sync tag the fake's queries carry: any transaction may change any query's result. */
export const syncTag = 's1:fake-lake'

/**
 * The Live Content API (/data/live/events), which the Presentation tool follows: `welcome`, then a
 * `message` naming the sync tags whose queries a transaction changed (here always the one tag).
 * As the real API, a stream without `includeDrafts` hears only of published documents: a change
 * to drafts alone (the Presentation tool's own preview secret, say) sends it nothing.
 */
export function liveEvents(
  request: IncomingMessage,
  response: ServerResponse,
  dataset: Dataset,
  headers: Record<string, string>,
  includeDrafts: boolean,
) {
  response.writeHead(200, { ...headers, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  response.write(`event: welcome\ndata: {}\n\n`)
  const unsubscribe = dataset.subscribe(({ transactionId, changes }) => {
    if (!includeDrafts && changes.every((change) => change.id.includes('.'))) return
    response.write(`id: ${transactionId}\nevent: message\ndata: ${JSON.stringify({ tags: [syncTag] })}\n\n`)
  })
  keepOpen(request, response, unsubscribe)
}

/** Keeps an event stream open with a heartbeat until either side closes it, then stops its subscription. */
function keepOpen(request: IncomingMessage, response: ServerResponse, unsubscribe: () => void) {
  const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), 15_000)
  open.add(response)
  const close = () => {
    clearInterval(heartbeat)
    unsubscribe()
    open.delete(response)
  }
  request.on('close', close)
  response.on('close', close)
}
