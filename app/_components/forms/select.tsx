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

/**
 * A <select> drawn like the text fields, with its own chevron: the browser's default arrow and
 * box differ from one system to the next. `className` sizes it (the control's look is fixed).
 */
export function Select({ className = 'w-full', ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={`relative ${className}`}>
      <select {...props} className={`${controlClass} cursor-pointer appearance-none pr-10`} />
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-600"
      >
        <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
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
