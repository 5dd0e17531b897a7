import type { FieldErrors } from '../forms/parse'
import type { contactFields } from '../forms/contact'

export type ContactField = (typeof contactFields)[number]

/**
 * What the contact form shows after a submit; returned by the server action, so it is
 * also what a visitor without JavaScript sees. `values` echoes the submitted text so
 * nothing typed is lost when the message was not sent.
 */
export type ContactFormState = {
  status: 'idle' | 'invalid' | 'sent' | 'error'
  message?: string
  errors?: FieldErrors<ContactField>
  values?: Partial<Record<ContactField, string>>
}

export const initialContactState: ContactFormState = { status: 'idle' }
