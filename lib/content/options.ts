/** A list of choices: the Studio shows each title, and the models accept the values. */
export type Options<Value extends string = string> = readonly { value: Value; title: string }[]

export type ValueOf<List extends Options> = List[number]['value']

/** The values of a list of choices, typed for z.enum. */
export const valuesOf = <List extends Options>(list: List) =>
  list.map((option) => option.value) as [ValueOf<List>, ...ValueOf<List>[]]

/** The list as a Studio field's options.list takes it (a mutable array of { value, title }). */
export const titledList = (list: Options) => list.map(({ value, title }) => ({ value, title }))

/** A list of choices written as { value: title }, in that order. */
export const optionsOf = <Value extends string>(titles: Record<Value, string>): Options<Value> =>
  Object.entries<string>(titles).map(([value, title]) => ({ value: value as Value, title }))

/** The title of a value in a list of choices; undefined for a value the list does not have. */
export const titleOf = (list: Options, value: unknown): string | undefined =>
  list.find((option) => option.value === value)?.title
