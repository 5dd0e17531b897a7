import { chromium } from '@playwright/test'
import { readFileSync } from 'node:fs'
const axe = readFileSync('node_modules/axe-core/axe.min.js', 'utf8')
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const base = 'http://127.0.0.1:3323'
const cases = [
  ['/users/sign-in', 'Login'], ['/users/sign-up', 'Register'], ['/users/password-reset', 'Reset Password'], ['/contact-us', 'Send Message'],
]
for (const js of [true, false]) for (const [url, button] of cases) for (const state of ['default', 'errors', 'submitted']) {
  const ctx = await b.newContext({ javaScriptEnabled: js, extraHTTPHeaders: { 'x-forwarded-for': '10.77.' + Math.floor(Math.random()*250) + '.1' } })
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
  const res = await p.evaluate(async (src) => { eval(src); return await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22a','wcag22aa'] } }) }, axe).catch(async (e) => {
    // JS disabled: evaluate still works (page scripts off, but evaluate runs)
    throw e })
  const status = await p.locator('[role=status]').textContent()
  console.log(js ? 'js ' : 'nojs', url.padEnd(22), state.padEnd(9), res.violations.length ? res.violations.map(v => v.id + ':' + v.nodes.length).join(',') : 'OK', '|', (status||'').slice(0,60))
  await ctx.close()
}
await b.close()
