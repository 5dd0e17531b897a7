import { chromium } from '@playwright/test'
import { chromiumPath, offlineChromiumArgs } from './tests/support/chromium.ts'
const base = process.argv[2]!
const pages = process.argv.slice(3)
const browser = await chromium.launch({ executablePath: chromiumPath, args: offlineChromiumArgs })
for (const [width, tag] of [[1280, 'wide'], [390, 'phone']] as const) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page.screenshot({ path: `/tmp/wt-48/shots/${tag}${path.replace(/[/?=#.]/g, '_')}.png`, fullPage: true })
  }
  await page.close()
}
await browser.close()
