import { chromium } from '@playwright/test'
import { readFileSync } from 'node:fs'
const axe = readFileSync('node_modules/axe-core/axe.min.js', 'utf8')
const b = await chromium.launch({ timeout: 30000, executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const base = 'http://127.0.0.1:3323'
const cases = [
  ['/users/sign-in', 'Login'], ['/users/sign-up', 'Register'], ['/users/password-reset', 'Reset Password'], ['/contact-us', 'Send Message'],
]
for (const js of [true, false]) for (const [url, button] of cases) for (const state of ['default', 'errors', 'submitted']) {
  const ctx = await b.newContext({ bypassCSP: true, javaScriptEnabled: js, extraHTTPHeaders: { 'x-forwarded-for': '10.77.' + Math.floor(Math.random()*250) + '.1' } })
  const p = await ctx.newPage()
  await p.goto(base + url)
  if (state !== 'default') {
    if (state === 'submitted') {
      for (const inp of await p.locator('input:not([type=hidden]):not([type=checkbox]):not([tabindex="-1"]), textarea').all()) {
        const type = await inp.getAttribute('type'); const name = await inp.getAttribute('name')
        await inp.fill(type === 'email' ? 'ada@clinic.example' : type === 'password' ? 'long enough pw' : name === 'message' ? 'Axe check ' + Math.random() : 'Ada')
      }
    }
    await p.getByRole('button', { name: button }).click(); await p.waitForTimeout(800)
  }
  let target = p
  if (!js) {
    // Re-open the page as the no-JS browser got it, in a context that can run axe, with the site's scripts blocked.
    const html = await p.content(); const at = p.url()
    const ctx2 = await b.newContext({ bypassCSP: true })
    target = await ctx2.newPage()
    await target.route('**/_next/static/chunks/*.js', (r) => r.abort())
    await target.route(at, (r) => r.fulfill({ contentType: 'text/html', body: html }))
    await target.goto(at)
  }
  await target.addScriptTag({ content: axe })
  const res = await target.evaluate(async () => { return await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22a','wcag22aa'] } }) })
  const status = await p.locator('[role=status]').textContent()
  console.log(js ? 'js ' : 'nojs', url.padEnd(22), state.padEnd(9), res.violations.length ? res.violations.map(v => v.id + ':' + v.nodes.map(n => n.html + ' ' + n.failureSummary).join(';')).join(',') : 'OK', '|', (status||'').slice(0,60))
  await ctx.close()
}
await b.close()
