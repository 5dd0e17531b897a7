/** Text as HTML text or an attribute's value: the five characters HTML reads, as character references. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
