import type { ComponentProps } from 'react'
import { TextField } from '@/app/_components/forms/controls'
import { PASSWORD_MIN } from '@/lib/forms/names-and-limits'

/* The fields the account forms share, with their labels, types and autocomplete hints. */

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>

export function EmailAddressField(props: FieldProps) {
  return <TextField {...props} label="E-Mail Address" type="email" autoComplete="email" spellCheck={false} required />
}

/** A password being chosen: password managers offer to generate one. */
export function NewPasswordField({ label = 'New Password', ...props }: FieldProps & { label?: string }) {
  return (
    <TextField
      {...props}
      label={label}
      type="password"
      autoComplete="new-password"
      required
      hint={`At least ${PASSWORD_MIN} characters.`}
    />
  )
}

export function ConfirmPasswordField(props: FieldProps) {
  return <TextField {...props} label="Confirm Password" type="password" autoComplete="new-password" required />
}
