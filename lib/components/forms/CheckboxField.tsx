import type { InputHTMLAttributes } from 'react'
import { FieldNote, type Common } from './controls'

/** A checkbox with its label beside it and its error under it (Remember Me, sign out everywhere): apart from the text fields, so that the forms without one do not carry it. */
type CheckboxFieldProps = Omit<Common, 'hint' | 'aside' | 'describedBy'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'children' | 'type'>

export function CheckboxField({ name, id = name, label, error, registration, ...input }: CheckboxFieldProps) {
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          {...input}
          name={name}
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="size-4 rounded border-slate-500 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldNote id={id} kind="error">
        {error}
      </FieldNote>
    </div>
  )
}
