import { escapeHtml } from '../escape-html'
import { localeNames, type Locale } from '../i18n/locales'
import { site } from '../site'

/*
 * The plain page a route of the trust center answers a browser with when there is no React page to
 * show (a download refused, a request sent without JavaScript): its status, its title and reason
 * in the page's language, and a link on. Never kept by a cache.
 */
export function answerPage(
  {
    status,
    title,
    message,
    link,
    locale,
  }: { status: number; title: string; message: string; link: { href: string; label: string }; locale: Locale },
  headers: Record<string, string> = {},
): Response {
  const html = `<!doctype html>
<html lang="${localeNames[locale].htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${site.name}</title><meta name="robots" content="noindex"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5; color: #0f172a">
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
</main>
</body></html>
`
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      ...headers,
    },
  })
}
