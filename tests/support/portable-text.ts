/* Portable Text fixtures: spans and blocks as the Studio stores an article's body. */

export const span = (key: string, text: string, marks: string[] = []) => ({
  _type: 'span' as const,
  _key: key,
  text,
  marks,
})

export const block = (key: string, children: ReturnType<typeof span>[], extra: Record<string, unknown> = {}) => ({
  _type: 'block' as const,
  _key: key,
  style: 'normal' as const,
  markDefs: [],
  children,
  ...extra,
})
