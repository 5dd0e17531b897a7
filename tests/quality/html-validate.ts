import { HtmlValidate, type Message } from 'html-validate'

/*
 * html-validate over the HTML the server sends: the recommended rules, minus only those that
 * conflict with how React and Next serialise markup. Each exception says why.
 */
const htmlValidate = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes its camelCase prop names into the HTML (charSet, fetchPriority); HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React and Next write void elements self-closed (<meta />, <link />), which HTML allows.
    'void-style': 'off',
    // React writes boolean attributes with an empty value (async="", hidden="", crossorigin=""), which HTML allows.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId makes ids like "_R_a5b_": valid HTML ids, though not starting with a letter.
    'valid-id': ['error', { relaxed: true }],
  },
})

/** Single messages of markup made so on purpose, ignored one by one rather than by turning their rule off. */
const reviewedExceptions = [
  /*
   * A CMS image's blurred placeholder is its own data URL, so it can only be an inline
   * background-image (lib/components/CmsImage.tsx). The rule's allowedProperties cannot say so:
   * html-validate splits a style at every ";", the one inside "data:image/jpeg;base64" too.
   */
  /^no-inline-style: Inline style is not allowed \(.* > img\)$/,
]

export async function validateHtml(html: string, name: string): Promise<string[]> {
  const report = await htmlValidate.validateString(html, name)
  return report.results
    .flatMap((result) =>
      result.messages.map(
        (message: Message) =>
          `${message.ruleId}: ${message.message} (${message.line}:${message.column} ${message.selector ?? ''})`,
      ),
    )
    .filter((message) => !reviewedExceptions.some((pattern) => pattern.test(message)))
}
