import type { Shot } from './pages.ts'

/* screenshots/index.html: a row for each page, its English and Spanish pictures at 1440 and 390 side by side. */

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!)

const anchor = (row: string) => row.replace(/[^a-z0-9]+/gi, '-')

const cell = (shot: Shot & { files: Record<string, string> }, width: number) => {
  const file = shot.files[width]
  return file
    ? `<figure><a href="${escape(file)}"><img src="${escape(file)}" alt="" loading="lazy"></a><figcaption>${escape(shot.path)} · ${width}</figcaption></figure>`
    : ''
}

export function galleryHtml(shots: (Shot & { files: Record<string, string> })[]) {
  const rows = Map.groupBy(shots, (shot) => shot.row)
  const body = [...rows.entries()]
    .map(
      ([row, pair]) =>
        `<section id="${escape(anchor(row))}"><h2>${escape(row)}</h2><div class="row">${pair
          .flatMap((shot) => [cell(shot, 1440), cell(shot, 390)])
          .join('')}</div></section>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>MediCore screenshots</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #0f172a; }
  nav { columns: 4; margin-bottom: 24px; }
  section { margin: 32px 0; border-top: 1px solid #cbd5e1; padding-top: 12px; }
  h2 { font-size: 16px; margin: 0 0 12px; }
  .row { display: flex; gap: 16px; align-items: flex-start; overflow-x: auto; }
  figure { margin: 0; flex: none; }
  figure img { display: block; width: 360px; max-height: 900px; object-fit: cover; object-position: top; border: 1px solid #cbd5e1; }
  figure:nth-child(even) img { width: 180px; }
  figcaption { color: #475569; margin-top: 4px; }
</style>
<h1>MediCore at 1440 and 390 pixels, English and Spanish (${shots.length} pages)</h1>
<p>Each row: the English page at 1440 and 390, then its Spanish version. A picture opens whole.</p>
<nav>${[...rows.keys()].map((row) => `<a href="#${escape(anchor(row))}">${escape(row)}</a>`).join('<br>')}</nav>
${body}
</html>
`
}
