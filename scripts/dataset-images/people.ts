/*
 * Illustrated portraits of the bundled dataset's customers who give a testimonial, in the flat
 * style of the authors' portraits: made-up people, drawn rather than photographed.
 */

type Person = {
  key: string
  name: string
  skin: string
  hair: string
  shirt: string
  backdrop: string
  style: 'short' | 'long' | 'bun' | 'wavy' | 'crop'
}

export const people: Person[] = [
  {
    key: 'priya-raman',
    name: 'Priya Raman',
    skin: '#a86b4c',
    hair: '#1c1410',
    shirt: '#1e3a8a',
    backdrop: '#dbeafe',
    style: 'long',
  },
  {
    key: 'marcus-bell',
    name: 'Marcus Bell',
    skin: '#5c3a24',
    hair: '#120c08',
    shirt: '#0f766e',
    backdrop: '#ccfbf1',
    style: 'crop',
  },
  {
    key: 'elena-vargas',
    name: 'Elena Vargas',
    skin: '#c68e6b',
    hair: '#3b2314',
    shirt: '#0e7490',
    backdrop: '#e0f2fe',
    style: 'bun',
  },
  {
    key: 'tom-whitaker',
    name: 'Tom Whitaker',
    skin: '#e8b896',
    hair: '#6b4a2b',
    shirt: '#475569',
    backdrop: '#f1f5f9',
    style: 'short',
  },
  {
    key: 'sofia-marin',
    name: 'Sofía Marín',
    skin: '#b57a55',
    hair: '#2a1a12',
    shirt: '#be123c',
    backdrop: '#ffe4e6',
    style: 'wavy',
  },
]

const hairBack: Record<Person['style'], string> = {
  long: '<path d="M250 330 C240 170 320 120 400 120 C480 120 560 170 550 330 L560 560 L240 560 Z"/>',
  wavy: '<path d="M245 340 C230 180 320 118 400 118 C480 118 570 180 555 340 C575 420 545 500 560 560 L240 560 C255 500 225 420 245 340 Z"/>',
  bun: '<circle cx="400" cy="112" r="58"/>',
  short: '',
  crop: '',
}

const hairFront: Record<Person['style'], string> = {
  long: '<path d="M272 330 C268 200 330 150 400 150 C470 150 532 200 528 330 C500 250 450 215 400 215 C350 215 300 250 272 330 Z"/>',
  wavy: '<path d="M270 340 C262 205 330 150 400 150 C470 150 538 205 530 340 C505 255 455 218 400 218 C345 218 295 255 270 340 Z"/>',
  bun: '<path d="M276 310 C276 205 336 160 400 160 C464 160 524 205 524 310 C494 245 450 222 400 222 C350 222 306 245 276 310 Z"/>',
  short:
    '<path d="M272 300 C268 190 330 138 400 138 C470 138 532 190 528 300 C512 240 470 212 400 212 C330 212 288 240 272 300 Z"/>',
  crop: '<path d="M280 280 C285 190 335 150 400 150 C465 150 515 190 520 280 C500 232 460 206 400 206 C340 206 300 232 280 280 Z"/>',
}

/** A portrait, 800 × 800, as SVG. */
export const portraitSvg = (
  person: Person,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<rect width="800" height="800" fill="${person.backdrop}"/>
<g fill="${person.hair}">${hairBack[person.style]}</g>
<path d="M90 800 C90 620 230 520 400 520 C570 520 710 620 710 800 Z" fill="${person.shirt}"/>
<path d="M352 440 h96 v110 c-20 22 -76 22 -96 0 Z" fill="${person.skin}"/>
<ellipse cx="400" cy="330" rx="128" ry="150" fill="${person.skin}"/>
<g fill="${person.hair}">${hairFront[person.style]}</g>
<path d="M330 560 L400 640 L470 560" fill="none" stroke="#ffffff" stroke-opacity=".85" stroke-width="14" stroke-linejoin="round"/>
</svg>`
