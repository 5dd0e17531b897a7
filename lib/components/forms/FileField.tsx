import type { InputHTMLAttributes } from 'react'
import { FieldFrame, splitFieldProps, type Common } from './controls'

/*
 * Apart from the other controls, which every form page's JavaScript carries: only the trust
 * center's request form attaches a file.
 */

type FileFieldProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'children' | 'type'>

/** A file to attach (the trust center's request form): its button styled as the site's. */
export function FileField(props: FileFieldProps) {
  const { frame, control, rest } = splitFieldProps(props)
  return (
    <FieldFrame {...frame}>
      <input
        type="file"
        {...rest}
        {...control}
        className={`${control.className} text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-1.5 file:font-semibold file:text-brand-800`}
      />
    </FieldFrame>
  )
}
