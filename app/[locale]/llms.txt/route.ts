import { isLocale, locales } from '@/lib/i18n/locales'
import { llmsTxt } from '@/lib/markdown/llms'
import { plainNotFound } from '@/lib/plain-not-found'

/*
 * /llms.txt and /es/llms.txt (next.config.mjs serves the English one from /en/llms.txt inside):
 * the pages' Markdown copies in each language, static, refreshed by the publish webhook like the
 * pages they list (lib/markdown/llms.ts).
 */
export const generateStaticParams = () => locales.map((locale) => ({ locale }))

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return plainNotFound('No such page.')
  return new Response(`${await llmsTxt(locale)}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}
