import type { ComponentProps } from 'react'
import { TextField } from '@/lib/components/forms/controls'
import { PASSWORD_MIN } from '@/lib/forms/account-fields'
import { fill } from '@/lib/i18n/text'

/* The fields the account forms share, with their types and autocomplete hints; the words come from the form's catalogue group. */

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'> & {
  label: string
}

export function EmailAddressField(props: FieldProps) {
  return <TextField {...props} type="email" autoComplete="email" spellCheck={false} required />
}

/** A password being chosen: password managers offer to generate one. `hint`: "At least {min} characters." */
export function NewPasswordField({ hint, ...props }: FieldProps & { hint: string }) {
  return (
    <TextField
      {...props}
      type="password"
      autoComplete="new-password"
      required
      hint={fill(hint, { min: PASSWORD_MIN })}
    />
  )
}

/** The password the visitor has now (signing in, or confirming a change). */
export function CurrentPasswordField(props: FieldProps) {
  return <TextField {...props} type="password" autoComplete="current-password" required />
}

export function ConfirmPasswordField(props: FieldProps) {
  return <TextField {...props} type="password" autoComplete="new-password" required />
}
