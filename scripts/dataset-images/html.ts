/* The pieces the bundled dataset's pictures are drawn with: a page around them, tables, chips, stat cards. */

export const escape = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!)

/** A whole page of `width` × `height` pixels drawing `body` with Inter (`fontUrl`, a data URL). */
export const page = (fontUrl: string, width: number, height: number, body: string, css = '') => `<!doctype html>
<html><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; src: url(${fontUrl}) format('woff2'); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: ${width}px; height: ${height}px; overflow: hidden; }
body { font-family: Inter, sans-serif; color: #0f172a; -webkit-font-smoothing: antialiased; }
${css}
</style></head><body>${body}</body></html>`

export type Tone = 'blue' | 'amber' | 'teal' | 'slate' | 'red' | 'green'

const tones: Record<Tone, string> = {
  blue: 'background:#dbeafe;color:#1e40af',
  amber: 'background:#fef3c7;color:#92400e',
  teal: 'background:#ccfbf1;color:#115e59',
  slate: 'background:#f1f5f9;color:#475569',
  red: 'background:#fee2e2;color:#991b1b',
  green: 'background:#dcfce7;color:#166534',
}

export const chip = (text: string, tone: Tone) => `<span class="chip" style="${tones[tone]}">${escape(text)}</span>`

export type Stat = { label: string; value: string; note: string; noteTone?: 'good' | 'info' | 'muted' | 'warn' }

const noteColors = { good: '#0f766e', info: '#0a4f9e', muted: '#64748b', warn: '#b45309' }

export const stats = (items: Stat[]) =>
  `<div class="stats">${items
    .map(
      (item) =>
        `<div class="stat"><div class="stat-label">${escape(item.label)}</div><div class="stat-value">${escape(item.value)}</div><div class="stat-note" style="color:${noteColors[item.noteTone ?? 'good']}">${escape(item.note)}</div></div>`,
    )
    .join('')}</div>`

/** A table: its title, its column headings and rows of cells (HTML, already escaped where it is text). */
export const table = (title: string, head: string[], rows: string[][], widths?: string[]) =>
  `<div class="panel"><div class="panel-title">${escape(title)}</div><table>${
    widths ? `<colgroup>${widths.map((width) => `<col style="width:${width}">`).join('')}</colgroup>` : ''
  }<thead><tr>${head.map((cell) => `<th>${escape(cell)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table></div>`

export const bold = (text: string) => `<strong>${escape(text)}</strong>`
export const muted = (text: string) => `<span class="muted">${escape(text)}</span>`
