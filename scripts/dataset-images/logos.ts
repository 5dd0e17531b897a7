import { escape } from './html.ts'

/*
 * The bundled dataset's customer logos: made-up organizations (two of them the case studies'),
 * each a small mark and its name, in one slate gray so that the row reads as one.
 */

type Logo = {
  key: string
  name: string
  mark: string
  weight: number
  tracking: string
  upper?: boolean
  serif?: boolean
}

const gray = '#475569'

export const logos: Logo[] = [
  {
    key: 'riverside',
    name: 'Riverside Community Hospital',
    mark: `<path d="M4 30 C14 22 22 38 32 30 C42 22 50 38 60 30" fill="none" stroke="${gray}" stroke-width="5" stroke-linecap="round"/><path d="M4 44 C14 36 22 52 32 44 C42 36 50 52 60 44" fill="none" stroke="${gray}" stroke-width="5" stroke-linecap="round" opacity=".55"/><path d="M32 4 v16 M24 12 h16" stroke="${gray}" stroke-width="5" stroke-linecap="round"/>`,
    weight: 700,
    tracking: '-0.01em',
  },
  {
    key: 'northgate',
    name: 'Northgate Diagnostic Labs',
    mark: `<path d="M24 6 h16 M28 6 v18 L12 52 a4 4 0 0 0 4 6 h32 a4 4 0 0 0 4 -6 L36 24 V6" fill="none" stroke="${gray}" stroke-width="5" stroke-linejoin="round"/><path d="M18 44 h28" stroke="${gray}" stroke-width="5"/>`,
    weight: 600,
    tracking: '0.06em',
    upper: true,
  },
  {
    key: 'cedar-hollow',
    name: 'Cedar Hollow Health',
    mark: `<path d="M32 4 L54 40 H40 L52 56 H12 L24 40 H10 Z" fill="${gray}"/><rect x="28" y="56" width="8" height="6" fill="${gray}"/>`,
    weight: 500,
    tracking: '0',
    serif: true,
  },
  {
    key: 'summit-ridge',
    name: 'Summit Ridge Medical Center',
    mark: `<path d="M2 56 L22 22 L32 36 L44 14 L62 56 Z" fill="${gray}"/><path d="M44 14 L50 26 L40 26 Z" fill="#fff"/>`,
    weight: 800,
    tracking: '-0.02em',
  },
  {
    key: 'marisol',
    name: 'Marisol Family Clinics',
    mark: `<circle cx="32" cy="32" r="14" fill="${gray}"/>${Array.from({ length: 8 }, (_, index) => {
      const angle = (index * Math.PI) / 4
      return `<path d="M${32 + Math.cos(angle) * 20} ${32 + Math.sin(angle) * 20} L${32 + Math.cos(angle) * 29} ${32 + Math.sin(angle) * 29}" stroke="${gray}" stroke-width="5" stroke-linecap="round"/>`
    }).join('')}`,
    weight: 600,
    tracking: '0',
  },
  {
    key: 'bayfield',
    name: 'Bayfield Pediatrics',
    mark: `<path d="M32 58 C10 42 4 30 4 20 A14 14 0 0 1 32 14 A14 14 0 0 1 60 20 C60 30 54 42 32 58 Z" fill="none" stroke="${gray}" stroke-width="5" stroke-linejoin="round"/><circle cx="32" cy="30" r="7" fill="${gray}"/>`,
    weight: 700,
    tracking: '0.01em',
  },
]

export const logoCss = `body { background: transparent; display: flex; align-items: center; justify-content: center; }
.logo { display: flex; align-items: center; gap: 14px; color: ${gray}; white-space: nowrap; }`

/** A logo, drawn in a box of 440 × 96 pixels (transparent around it). */
export const logoHtml = (logo: Logo) =>
  `<div class="logo"><svg width="56" height="56" viewBox="0 0 64 64">${logo.mark}</svg><span style="font-size:${logo.name.length > 24 ? 26 : 30}px;font-weight:${logo.weight};letter-spacing:${logo.tracking};${logo.upper ? 'text-transform:uppercase;font-size:22px;' : ''}${logo.serif ? "font-family:'DejaVu Serif',serif;" : ''}">${escape(logo.name)}</span></div>`
