/**
 * C0 and C1 control characters and DEL: never typed, often a sign of injected input. With them,
 * the invisible characters that change how the text around them reads: bidirectional overrides
 * and isolates ("Invoice ‮gnp.exe" shows as "Invoice exe.png"), zero-width spaces, the byte order
 * mark and the Unicode line and paragraph separators. The joiners that emoji and some scripts need
 * (U+200C, U+200D) and the direction marks that right-to-left text pasted from other apps carries
 * (U+200E, U+200F, U+061C), which reorder nothing around them, stay allowed.
 */
const controlCharacter = '[\\u0000-\\u001f\\u007f-\\u009f\\u200b\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069\\ufeff]'

/**
 * Matches a control character other than those in `allowed` (for example '\t\n' to keep tabs
 * and line breaks). The one definition for the forms' rules and the inbox's output.
 */
export const controlCharacters = ({ allowed = '', global = false } = {}) =>
  new RegExp(allowed ? `(?![${allowed}])${controlCharacter}` : controlCharacter, global ? 'g' : '')
