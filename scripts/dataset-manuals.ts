/*
 * `npm run dataset:manuals`: prints the bundled dataset's user manuals (scripts/dataset-manuals/
 * manuals.ts) as PDFs, in English and in Spanish: a cover, the contents, then each chapter with
 * its steps, on US Letter pages numbered in the footer. Each is saved in studio/dataset/files/
 * under the name the Content Lake would give it (its SHA-1) and listed on stdout as one JSON object
 * a line, with its page count and size: the dataset's manual documents reference those files.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.ts'
import { escape } from './dataset-images/html.ts'
import { manuals, type Manual } from './dataset-manuals/manuals.ts'

type Lang = 'en' | 'es'

const root = path.resolve(import.meta.dirname, '..')
const filesDir = path.join(root, 'studio', 'dataset', 'files')
const font = readFileSync(
  path.join(root, 'node_modules', '@fontsource-variable', 'inter', 'files', 'inter-latin-wght-normal.woff2'),
).toString('base64')

const words = {
  en: {
    contents: 'Contents',
    version: 'Version',
    updated: 'Updated',
    help: 'Need help? Email support@medicore.example or read more at medicore.example.',
  },
  es: {
    contents: 'Contenido',
    version: 'Versión',
    updated: 'Actualizado',
    help: '¿Necesita ayuda? Escriba a support@medicore.example o lea más en medicore.example.',
  },
}

const dates = {
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }),
}

function html(manual: Manual, lang: Lang) {
  const w = words[lang]
  const chapters = manual.chapters
    .map(
      (chapter, index) => `<section class="chapter"><h2><span>${index + 1}</span>${escape(chapter.title[lang])}</h2>
<p>${escape(chapter.text[lang])}</p><ol>${chapter.steps[lang].map((step) => `<li>${escape(step)}</li>`).join('')}</ol></section>`,
    )
    .join('')
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>MediCore · ${escape(manual.title[lang])}</title><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 100 900; }
@page { size: Letter; margin: 0.9in 0.9in 0.9in; }
body { font-family: Inter, sans-serif; color: #0f172a; font-size: 11.5pt; line-height: 1.55; margin: 0; }
.cover { height: 8.9in; display: flex; flex-direction: column; justify-content: space-between; page-break-after: always; }
.brand { display: flex; align-items: center; gap: 12px; font-size: 20pt; font-weight: 700; color: #0a1f3a; }
.mark { width: 36px; height: 36px; border-radius: 9px; background: #0d9488; display: grid; place-items: center; }
.kind { color: #0f766e; font-weight: 600; letter-spacing: .08em; text-transform: uppercase; font-size: 10pt; }
h1 { font-size: 34pt; line-height: 1.1; margin: 10px 0 16px; color: #0a1f3a; letter-spacing: -.01em; }
.audience { font-size: 13pt; color: #475569; max-width: 5in; }
.meta { color: #475569; font-size: 10pt; border-top: 1px solid #cbd5e1; padding-top: 12px; }
.contents { page-break-after: always; }
.contents h2, .chapter h2 { font-size: 18pt; color: #0a1f3a; margin: 0 0 14px; }
.contents ol { padding-left: 1.2em; font-size: 12.5pt; }
.contents li { margin: 6px 0; }
.chapter { margin-bottom: 30px; page-break-inside: avoid; }
.chapter h2 span { display: inline-block; width: 30px; height: 30px; border-radius: 8px; background: #d9ecff; color: #0a4f9e; text-align: center; line-height: 30px; font-size: 13pt; margin-right: 10px; }
.chapter ol { padding-left: 1.3em; }
.chapter li { margin: 5px 0; }
.help { margin-top: 40px; border-left: 4px solid #0d9488; background: #effcf9; padding: 12px 16px; }
</style></head><body>
<div class="cover"><div class="brand"><span class="mark"><svg width="20" height="20" viewBox="0 0 20 20"><path d="M10 3v14M3 10h14" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/></svg></span>MediCore</div>
<div><div class="kind">${lang === 'en' ? 'User manual' : 'Manual de usuario'}</div><h1>${escape(manual.title[lang])}</h1><p class="audience">${escape(manual.audience[lang])}</p></div>
<div class="meta">${w.version} ${escape(manual.version)} · ${w.updated} ${dates[lang].format(new Date(manual.updated))}</div></div>
<div class="contents"><h2>${w.contents}</h2><p>${escape(manual.summary[lang])}</p><ol>${manual.chapters.map((chapter) => `<li>${escape(chapter.title[lang])}</li>`).join('')}</ol></div>
${chapters}<p class="help">${escape(w.help)}</p>
</body></html>`
}

mkdirSync(filesDir, { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  const page = await browser.newPage()
  for (const manual of manuals) {
    for (const lang of ['en', 'es'] as const) {
      await page.setContent(html(manual, lang))
      await page.evaluate(() => document.fonts.ready)
      const pdf = await page.pdf({
        format: 'Letter',
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: `<div style="font: 8pt sans-serif; color: #64748b; width: 100%; padding: 0 0.9in; display: flex; justify-content: space-between"><span>MediCore · ${escape(manual.title[lang])}</span><span class="pageNumber"></span></div>`,
        margin: { top: '0.9in', bottom: '0.9in', left: '0.9in', right: '0.9in' },
      })
      const sha1 = createHash('sha1').update(pdf).digest('hex')
      const file = `${sha1}.pdf`
      writeFileSync(path.join(filesDir, file), pdf)
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0
      console.log(JSON.stringify({ key: manual.key, lang, file, pages, bytes: pdf.length }))
    }
  }
} finally {
  await browser.close()
}
