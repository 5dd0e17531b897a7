/** A list of choices: the Studio shows each title, and the models accept the values. */
export type Options = readonly { value: string; title: string }[]

export type ValueOf<List extends Options> = List[number]['value']

/** The values of a list of choices, typed for z.enum. */
export const valuesOf = <List extends Options>(list: List) =>
  list.map((option) => option.value) as [ValueOf<List>, ...ValueOf<List>[]]

/** The list as a Studio field's options.list takes it (a mutable array of { value, title }). */
export const titledList = (list: Options) => list.map(({ value, title }) => ({ value, title }))
