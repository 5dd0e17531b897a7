import { llmsTxt } from '@/lib/markdown/llms'

/* /llms.txt: static, refreshed by the publish webhook like the pages it lists (lib/markdown/llms.ts). */
export async function GET() {
  return new Response(`${await llmsTxt()}\n`, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
