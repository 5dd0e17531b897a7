/*
 * `npm run pictures`: draws the product's screens (screens.ts) in each language, 1200 × 800, with the
 * site's Inter, in Debian's Chromium, and writes them into the bundled dataset's images as Sanity's
 * export names them (<sha1>-1200x800.webp). It prints each file's name: a document in that language
 * refers to it (`image@file://./images/<name>`); with a Sanity project, staff upload the files.
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { locales } from '../../lib/i18n/locales.ts'
import { offlineChromiumArgs, chromiumPath } from '../../tests/support/chromium.ts'
import { screens, type Badge, type Screen, type Stat } from './screens.ts'

const root = path.resolve(import.meta.dirname, '../..')
const images = path.join(root, 'studio/dataset/images')
const font = readFileSync(path.join(root, 'app/fonts/inter-latin-400-700.woff2')).toString('base64')
const [width, height] = [1200, 800]

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!)

const statTones: Record<Stat['tone'], string> = {
  brand: '#0b63c5',
  accent: '#0d9488',
  amber: '#c2680a',
  slate: '#475569',
}
const badgeTones: Record<Badge['tone'], string> = {
  blue: 'background:#dbeafe;color:#0a4f9e',
  amber: 'background:#fef3c7;color:#b45309',
  teal: 'background:#ccfbf1;color:#0f766e',
  slate: 'background:#f1f5f9;color:#475569',
  red: 'background:#fee2e2;color:#b91c1c',
}

const badge = ({ text, tone }: Badge) => `<span class="badge" style="${badgeTones[tone]}">${escape(text)}</span>`

const stat = ({ label, value, note, tone }: Stat) =>
  `<div class="stat"><p class="label">${escape(label)}</p><p class="value">${escape(value)}</p><p class="note" style="color:${statTones[tone]}">${escape(note)}</p></div>`

function chart(points: number[], weeks: string[]) {
  const [w, h, low, high] = [440, 282, 3.0, 4.4]
  const x = (index: number) => 26 + (index / (points.length - 1)) * w
  const y = (hours: number) => 12 + ((high - hours) / (high - low)) * h
  const line = points.map((hours, index) => `${x(index)},${y(hours)}`).join(' ')
  const grid = [4.4, 4.0, 3.5, 3.0]
    .map(
      (hours) =>
        `<line x1="26" x2="${26 + w}" y1="${y(hours)}" y2="${y(hours)}" stroke="#e2e8f0"/><text x="0" y="${y(hours) + 4}" class="axis">${hours.toFixed(1)}</text>`,
    )
    .join('')
  const labels = [0, 3, 6, 9, 11]
    .map(
      (index, position) =>
        `<text x="${x(index)}" y="${h + 40}" class="axis" text-anchor="middle">${weeks[position]}</text>`,
    )
    .join('')
  const dots = points
    .map(
      (hours, index) =>
        `<circle cx="${x(index)}" cy="${y(hours)}" r="5" fill="#fff" stroke="#0b63c5" stroke-width="2.5"/>`,
    )
    .join('')
  return `<svg width="${w + 40}" height="${h + 50}" viewBox="0 0 ${w + 40} ${h + 50}">${grid}<polygon points="${x(0)},${y(low)} ${line} ${x(points.length - 1)},${y(low)}" fill="#e8f0fb"/><polyline points="${line}" fill="none" stroke="#0b63c5" stroke-width="3.5" stroke-linejoin="round"/>${dots}${labels}</svg>`
}

function body(screen: Screen) {
  switch (screen.kind) {
    case 'queue':
      return `<section class="panel"><h2>${escape(screen.heading)}</h2><table class="queue"><tr>${screen.columns.map((column) => `<th>${escape(column)}</th>`).join('')}</tr>${screen.rows
        .map(({ cells: [ticket, patient, department, clinician, arrived], status }) => {
          const cells = [
            `<b>${escape(ticket!)}</b>`,
            escape(patient!),
            escape(department!),
            escape(clinician!),
            badge(status),
          ]
          return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}<td class="muted">${escape(arrived!)}</td></tr>`
        })
        .join('')}</table></section>`
    case 'chart': {
      const longest = Math.max(...screen.bars.rows.map((row) => row.hours))
      return `<div class="split"><section class="panel"><h2>${escape(screen.chart)}</h2>${chart(screen.points, screen.weeks)}</section><section class="panel bars"><h2>${escape(screen.bars.heading)}</h2>${screen.bars.rows
        .map(
          ({ label, hours, tone }) =>
            `<div class="bar"><p><span>${escape(label)}</span><b>${hours.toFixed(1)}</b></p><div class="track"><div style="width:${Math.max(0.14, hours / longest) * 100}%;background:${tone === 'teal' ? '#0d9488' : '#d97706'}"></div></div></div>`,
        )
        .join('')}</section></div>`
    }
    case 'stock':
      return `<section class="panel"><div class="panel-head"><h2>${escape(screen.heading)}</h2><span class="field">${escape(screen.placeholder)}</span></div><table class="stock"><tr>${screen.columns.map((column) => `<th>${escape(column)}</th>`).join('')}</tr>${screen.rows
        .map(
          ({ name, form, level, status }) =>
            `<tr><td><b>${escape(name)}</b></td><td>${escape(form)}</td><td><div class="track"><div style="width:${level * 100}%;background:${level < 0.12 ? '#dc2626' : level < 0.25 ? '#d97706' : '#0d9488'}"></div></div></td><td>${badge(status)}</td></tr>`,
        )
        .join('')}</table></section>`
  }
}

const html = (screen: Screen, module: number) => `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 400 700; }
* { box-sizing: border-box; margin: 0; }
body { width: ${width}px; height: ${height}px; font-family: Inter, sans-serif; color: #0f172a; background: linear-gradient(135deg, #e0f2fe, #ccfbf1); padding: 40px; }
.app { display: flex; height: 720px; border-radius: 24px; overflow: hidden; background: #f8fafc; box-shadow: 0 24px 60px rgba(15, 47, 85, 0.18); }
nav { width: 220px; flex: none; background: #102f55; padding: 32px 16px; }
.brand { display: flex; align-items: center; gap: 12px; padding: 0 12px 26px; color: #fff; font-size: 22px; font-weight: 700; }
.logo { width: 36px; height: 36px; border-radius: 8px; background: #0d9488; position: relative; }
.logo::before, .logo::after { content: ''; position: absolute; background: #fff; border-radius: 2px; }
.logo::before { left: 15px; top: 7px; width: 6px; height: 22px; }
.logo::after { left: 7px; top: 15px; width: 22px; height: 6px; }
nav p { display: flex; align-items: center; gap: 14px; height: 42px; margin-bottom: 8px; padding: 0 20px; border-radius: 8px; color: #cbd5e1; font-size: 17px; }
nav p::before { content: ''; width: 12px; height: 12px; border-radius: 50%; background: #64748b; }
nav p.on { background: #1d4f8c; color: #fff; font-weight: 600; }
nav p.on::before { background: #5eead4; }
main { flex: 1; padding: 32px 24px 40px 28px; min-width: 0; }
header { display: flex; justify-content: space-between; align-items: flex-start; }
h1 { font-size: 28px; font-weight: 700; letter-spacing: -0.01em; }
.sub { margin-top: 8px; color: #64748b; font-size: 16px; }
.tools { display: flex; gap: 24px; align-items: center; }
.search { width: 200px; height: 40px; border-radius: 20px; border: 1px solid #e2e8f0; background: #fff; display: flex; align-items: center; gap: 8px; padding: 0 16px; color: #94a3b8; font-size: 15px; }
.search::before { content: ''; width: 12px; height: 12px; border-radius: 50%; border: 2px solid #64748b; }
.avatar { width: 40px; height: 40px; border-radius: 50%; background: #dbeafe; color: #0b63c5; display: grid; place-items: center; font-weight: 700; font-size: 15px; }
.stats { display: grid; grid-template-columns: repeat(4, 1fr); gap: 12px; margin-top: 22px; }
.stat { height: 112px; border-radius: 14px; background: #fff; border: 1px solid #e2e8f0; padding: 20px 16px 0; overflow: hidden; }
.label { color: #475569; font-size: 14.5px; white-space: nowrap; }
.value { margin-top: 6px; font-size: 34px; font-weight: 700; letter-spacing: -0.01em; line-height: 1.1; }
.note { margin-top: 6px; font-size: 13px; font-weight: 600; white-space: nowrap; }
.panel { margin-top: 20px; height: 432px; border-radius: 14px; background: #fff; border: 1px solid #e2e8f0; padding: 22px 23px; overflow: hidden; }
h2 { font-size: 18px; font-weight: 600; }
table { width: 100%; margin-top: 18px; border-collapse: collapse; font-size: 15.5px; }
th { text-align: left; color: #64748b; font-size: 13.5px; font-weight: 600; padding-bottom: 10px; border-bottom: 1px solid #e2e8f0; white-space: nowrap; }
td { height: 52px; border-bottom: 1px solid #f1f5f9; white-space: nowrap; padding-right: 10px; }
tr:last-child td { border-bottom: 0; }
.queue th:nth-child(1) { width: 80px; }
.muted { color: #64748b; padding-right: 0; }
.badge { display: inline-block; padding: 4px 12px; border-radius: 12px; font-size: 13.5px; font-weight: 600; }
.split { display: grid; grid-template-columns: 540px 1fr; gap: 16px; }
.bars h2 { margin-bottom: 24px; }
.bar { margin-bottom: 22px; }
.bar p { display: flex; justify-content: space-between; font-size: 14.5px; margin-bottom: 8px; }
.track { height: 14px; border-radius: 7px; background: #f1f5f9; overflow: hidden; }
.track div { height: 100%; border-radius: 7px; }
.stock .track { width: 240px; height: 12px; }
.panel-head { display: flex; justify-content: space-between; align-items: center; }
.field { width: 468px; height: 36px; border-radius: 18px; background: #f8fafc; border: 1px solid #e2e8f0; color: #94a3b8; font-size: 14.5px; display: flex; align-items: center; padding: 0 20px; }
svg { display: block; margin-top: 14px; }
.axis { fill: #64748b; font-size: 13px; font-family: Inter, sans-serif; }
</style></head><body><div class="app"><nav><div class="brand"><span class="logo"></span>MediCore</div>${screen.nav
  .map((item, index) => `<p${index === module ? ' class="on"' : ''}>${escape(item)}</p>`)
  .join(
    '',
  )}</nav><main><header><div><h1>${escape(screen.title)}</h1><p class="sub">${escape(screen.subtitle)}</p></div><div class="tools"><span class="search">${escape(screen.search)}</span><span class="avatar">DR</span></div></header><div class="stats">${screen.stats.map(stat).join('')}</div>${body(screen)}</main></div></body></html>`

const browser = await chromium.launch({ executablePath: chromiumPath, args: offlineChromiumArgs })
try {
  const page = await browser.newPage({ viewport: { width, height } })
  for (const [name, { module, ...inLanguage }] of Object.entries(screens)) {
    for (const locale of locales) {
      await page.setContent(html(inLanguage[locale], module))
      await page.evaluate(() => document.fonts.ready)
      // Nothing may be cut: a label wider than its card or a table wider than its panel is a bug here.
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('.label, .note, .panel, nav p, h1, .field')]
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .map((element) => element.textContent),
      )
      if (overflowing.length > 0) throw new Error(`${name} (${locale}): too wide: ${overflowing.join(' | ')}`)
      const webp = await sharp(await page.screenshot({ type: 'png' }))
        .webp({ quality: 88, effort: 6 })
        .toBuffer()
      const file = `${createHash('sha1').update(webp).digest('hex')}-${width}x${height}.webp`
      writeFileSync(path.join(images, file), webp)
      console.log(`${name} ${locale}: image@file://./images/${file}`)
    }
  }
} finally {
  await browser.close()
}
