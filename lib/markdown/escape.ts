/*
 * Plain text from the CMS (titles, excerpts, descriptions, names, alt texts, captions) put into the
 * Markdown copies and /llms.txt: as text, never as Markdown. A title must not close the link it is
 * the text of, nor a line break in an excerpt start a heading or a list item of its own. (Portable
 * Text bodies are escaped by @portabletext/markdown.)
 */

/** The whitespace Markdown reads (CommonMark's, with the Unicode line and paragraph separators); a no-break space is text. */
const whitespace = /[ \t\n\v\f\r\u2028\u2029]+/g
const edges = /^[ \t\n\v\f\r\u2028\u2029]+|[ \t\n\v\f\r\u2028\u2029]+$/g

/**
 * A CMS value as inline Markdown text: one line (any run of whitespace, line breaks included, is
 * one space), with the punctuation that would make a link, an image, emphasis, code, HTML or a
 * table cell escaped, and whatever would start a block (a heading, a list item, a quote, a fence,
 * a rule) escaped at its start. Text with none of these comes out as it was.
 */
export function markdownInline(text: string): string {
  return (
    text
      .replace(edges, '')
      .replace(whitespace, ' ')
      .replace(/[\\`*_[\]<>|]/g, '\\$&')
      // `[` is already escaped, so `!` can no longer open an image; escaped all the same.
      .replace(/!(?=\\\[)/g, '\\!')
      // At the start of a line: a heading, a list item, a setext underline or a rule, a code fence.
      .replace(/^(?:#|[-+](?= |$)|[-=]+ *$|~~~)/, '\\$&')
      .replace(/^(\d{1,9})([.)])(?= |$)/, '$1\\$2')
  )
}

/** An address as a Markdown link's destination: the spaces, parentheses and angle brackets that would end or break it encoded. */
export const markdownUrl = (url: string) =>
  url.replace(/[\s()<>\\]/g, (character) =>
    character === '(' ? '%28' : character === ')' ? '%29' : encodeURIComponent(character),
  )

/** A link whose text is a CMS value. */
export const markdownLink = (text: string, url: string) => `[${markdownInline(text)}](${markdownUrl(url)})`
