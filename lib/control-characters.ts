/** C0 and C1 control characters and DEL: never typed, often a sign of injected input. */
const controlCharacter = '[\\u0000-\\u001f\\u007f-\\u009f]'

/**
 * Matches a control character other than those in `allowed` (for example '\t\n' to keep tabs
 * and line breaks). The one definition for the forms' rules and the inbox's output.
 */
export const controlCharacters = ({ allowed = '', global = false } = {}) =>
  new RegExp(allowed ? `(?![${allowed}])${controlCharacter}` : controlCharacter, global ? 'g' : '')
