import type { SelectHTMLAttributes } from 'react'
import { controlClass, FieldFrame, splitFieldProps, type Common } from './controls'

/*
 * The site's <select>, apart from the other controls (controls.tsx): only the forms that have one
 * (the demo's) carry it in their JavaScript.
 */

type SelectFieldProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'children'> & {
    options: readonly { value: string; label: string }[]
    /** The first, empty option's words ("Choose…"); none when a value is always chosen. */
    placeholder?: string
  }

/** A <select> drawn like the text fields, with its own chevron (select.css); `className` sizes it. */
export function Select({ className = 'w-full', ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={className}>
      <select {...props} className={`${controlClass} select-field`} />
    </div>
  )
}

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { frame, control, rest } = splitFieldProps(props)
  return (
    <FieldFrame {...frame}>
      {/* Select draws the control's look itself; its className sizes it. */}
      <Select {...rest} {...control} className={undefined}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  )
}
