/*
 * The passage of a result's text that shows why it was found, with the matched words marked.
 * A word matches where it begins a word of the text, as GROQ's `match` patterns do.
 */

export type Passage = { text: string; match: boolean }[]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function wordStarts(terms: string[]) {
  const alternatives = [...terms].sort((a, b) => b.length - a.length).map(escapeRegExp)
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})[\\p{L}\\p{N}]*`, 'giu')
}

/** Splits `text` into marked and unmarked parts. */
export function highlight(text: string, terms: string[]): Passage {
  if (!terms.length) return [{ text, match: false }]
  const parts: Passage = []
  let last = 0
  for (const found of text.matchAll(wordStarts(terms))) {
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false })
    parts.push({ text: found[0], match: true })
    last = found.index + found[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false })
  return parts
}

/**
 * Up to `length` characters around the first matched word of the first text that has one
 * (the summary before the body), cut at word boundaries, with an ellipsis where text was left out.
 */
export function passage(texts: (string | undefined)[], terms: string[], length = 200): Passage {
  const candidates = texts.filter((text): text is string => Boolean(text?.trim()))
  const pattern = wordStarts(terms)
  const text = candidates.find((candidate) => candidate.search(pattern) >= 0) ?? candidates[0] ?? ''
  const flat = text.replace(/\s+/g, ' ').trim()
  const at = Math.max(0, flat.search(pattern))
  let start = Math.max(0, at - Math.floor(length / 3))
  let end = Math.min(flat.length, start + length)
  if (start > 0) start = flat.indexOf(' ', start) + 1 || start
  if (end < flat.length) end = flat.lastIndexOf(' ', end) > at ? flat.lastIndexOf(' ', end) : end
  const excerpt = `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`
  return highlight(excerpt, terms)
}
