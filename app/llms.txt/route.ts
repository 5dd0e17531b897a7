import { defaultLocale } from '@/lib/i18n/locales'
import { llmsTxt } from '@/lib/markdown/llms'

/* /llms.txt: static, refreshed by the publish webhook like the pages it lists (lib/markdown/llms.ts); in English. */
export async function GET() {
  return new Response(`${await llmsTxt(defaultLocale)}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}
