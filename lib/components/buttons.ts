/*
 * Shared class lists, so every button and button-like link looks and focuses the same. Apart from
 * ui.ts's text and layout looks because a form's submit button brings this module into every form
 * page's JavaScript, with each export that any client component uses (not only the button's).
 */

/** Button looks without a display value, for links that set their own (hidden sm:inline-flex). */
export const buttonPrimaryLook =
  'items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors motion-reduce:transition-none bg-brand-600 text-white shadow-sm hover:bg-brand-700'

const button =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors motion-reduce:transition-none'

export const buttonPrimary = `inline-flex ${buttonPrimaryLook}`

export const buttonSecondary = `${button} bg-white text-brand-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 hover:ring-slate-400`

/** For dark (brand-900) backgrounds. */
export const buttonOnDark = `${button} bg-white text-brand-800 hover:bg-brand-50`

export const buttonGhostOnDark = `${button} text-white ring-1 ring-inset ring-white/60 hover:bg-white/10`

export const buttonLarge = 'px-6 py-3 text-base'

/**
 * An action that destroys or weakens something (turning two-step sign-in off, removing a passkey):
 * red, so that it never reads as the safe choice. docs/design.md.
 */
export const buttonDanger = `${button} bg-red-700 text-white shadow-sm hover:bg-red-800`

/** A smaller danger among others (removing one passkey, "This wasn't me"): red words and a red edge. */
export const buttonDangerQuiet = `${button} bg-white text-red-700 ring-1 ring-inset ring-red-300 hover:bg-red-50 hover:ring-red-400`

/**
 * A group of buttons: one under the other at the same width on a phone, in a row from 640px on.
 * Add sm:justify-center where the group is centred.
 */
export const buttonRow = 'flex flex-col gap-3 *:w-full sm:flex-row sm:flex-wrap sm:items-center sm:gap-4 sm:*:w-auto'
