import type { SelectHTMLAttributes } from 'react'
import { FieldFrame, splitFieldProps, type Common } from './controls'

/*
 * Apart from the other controls, which every form page's JavaScript carries: only the demo's and
 * the trust center's request forms have a select.
 */

type SelectFieldProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'children'> & {
    options: readonly { value: string; label: string }[]
    /** The first, empty option's words ("Choose…"); none when a value is always chosen. */
    placeholder?: string
  }

/** A <select>, drawn like the text fields with a chevron of its own (select.css). */
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { frame, control, rest } = splitFieldProps(props)
  return (
    <FieldFrame {...frame}>
      <select {...rest} {...control} className={`${control.className} select-field`}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
