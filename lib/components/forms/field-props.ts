import type { FieldValues, Path, UseFormRegister } from 'react-hook-form'

/*
 * The props that tie one field of a form to its state: the react-hook-form registration, the
 * error to show, whether it takes focus (the first field the server refused), and what the
 * server echoed back after a submit made without JavaScript (never a password: the actions
 * leave them out). Spread on a TextField, TextAreaField or CheckboxField:
 *
 *   <TextField {...field('email')} label="E-Mail Address" type="email" />
 */

type Sources<T extends FieldValues> = {
  register: UseFormRegister<T>
  errorOf: (name: Path<T>) => string | undefined
  /** The field to focus: the first one the server refused. */
  focus: Path<T> | undefined
  /** What the server echoed back. */
  echoed: Partial<Record<string, unknown>>
}

export function fieldPropsFor<T extends FieldValues>({ register, errorOf, focus, echoed }: Sources<T>) {
  return {
    field: (name: Path<T>) => {
      const value = echoed[name]
      return {
        name,
        registration: register(name),
        error: errorOf(name),
        autoFocus: focus === name,
        defaultValue: typeof value === 'string' ? value : undefined,
      }
    },
    checkbox: (name: Path<T>) => ({
      name,
      registration: register(name),
      error: errorOf(name),
      defaultChecked: echoed[name] === true,
    }),
  }
}
