import type { en } from './messages/en'

/*
 * The catalogue's shape, English's: a language's catalogue is typed `Messages`, so a missing or
 * an extra key fails `npm run typecheck`. Types only: a client component may import this file.
 */

export type Messages = typeof en

export type ValidationMessages = Messages['validation']
export type FormBodyMessages = Messages['formBody']
export type AuthAnswers = Messages['authAnswers']

/** What a client form is given by its server parent: its own labels and the messages it may show. */
export type FormText<Labels> = {
  labels: Labels
  validation: ValidationMessages
  formBody: FormBodyMessages
  /** Shown while the server action runs. */
  pending: string
}
