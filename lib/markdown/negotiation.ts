/*
 * Content negotiation for the pages' Markdown copies: an AI agent that asks for text/markdown at a
 * page's own address is sent to the copy's address (`/pricing.md`, `/es/index.md`) rather than served
 * Markdown there, so that a CDN which ignores `Vary: Accept` can never hand the Markdown to a
 * browser, nor the HTML to an agent under the copy's address.
 */

/** How much a request's Accept header wants each media type (RFC 9110 12.5.1): the most specific range's q. */
function qualityOf(accept: string, type: string): number {
  const [major] = type.split('/')
  let best: { specificity: number; q: number } = { specificity: -1, q: 0 }
  for (const range of accept.split(',')) {
    const [name = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase())
    const specificity = name === type ? 2 : name === `${major}/*` ? 1 : name === '*/*' ? 0 : -1
    if (specificity <= best.specificity) continue
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    const quality = q === undefined ? 1 : Number(q.slice(2))
    best = { specificity, q: Number.isFinite(quality) ? Math.min(Math.max(quality, 0), 1) : 0 }
  }
  return best.q
}

/** Whether the request names Markdown and wants it at least as much as HTML; `q=0` refuses it. */
export function prefersMarkdown(accept: string | null): boolean {
  if (!accept || !/text\/markdown/i.test(accept)) return false
  const markdown = qualityOf(accept, 'text/markdown')
  return markdown > 0 && markdown >= qualityOf(accept, 'text/html')
}
