import { HtmlValidate } from 'html-validate'
import { readFileSync } from 'node:fs'
const hv = new HtmlValidate({ extends: ['html-validate:recommended'] })
for (const f of process.argv.slice(2)) {
  const r = await hv.validateString(readFileSync(f, 'utf8'), f)
  const counts = {}
  for (const res of r.results) for (const m of res.messages) { counts[m.ruleId] ??= []; counts[m.ruleId].push(m.message.slice(0,140) + ' @' + (m.selector ?? '')) }
  console.log(f, Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, [v.length, ...v.slice(0, 2)]])))
}
