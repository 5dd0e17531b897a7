import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { HONEYPOT_FIELD } from '@/lib/forms/names-and-limits'
import { buttonPrimary } from '../buttons'

/*
 * The form fields every form on the site uses. Each ties its label to its control,
 * links its hint and error with aria-describedby, and marks an error with
 * aria-invalid. They render on the server too, so a form works before (or without)
 * JavaScript. Used from client components, which pass react-hook-form's `register`.
 */

// Focus uses the site's one :focus-visible ring (globals.css); borders keep 3:1 contrast.
export const controlClass =
  'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 aria-invalid:border-red-700 aria-invalid:bg-red-50/40'

type Described = { id: string; hint?: ReactNode; error?: string; describedBy?: string }

function describedBy({ id, hint, error, describedBy: more }: Described) {
  const ids = [more ?? '', hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

const noteClass = { hint: 'mt-1 text-sm text-slate-600', error: 'mt-1 text-sm font-medium text-red-700' }

/** A field's hint or error under its control, with the id its aria-describedby names. */
export function FieldNote({ id, kind, children }: { id: string; kind: keyof typeof noteClass; children?: ReactNode }) {
  return children ? (
    <p id={`${id}-${kind}`} className={noteClass[kind]}>
      {children}
    </p>
  ) : null
}

export type Common = {
  /** The field's name in the submitted form; also its id unless `id` is given. */
  name: string
  id?: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  registration?: UseFormRegisterReturn
  /** Extra content on the label's line, for example a "Forgot Password?" link. */
  aside?: ReactNode
  /** Ids of text elsewhere on the page that describes this field. */
  describedBy?: string
}

type TextFieldProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'children'> & {
    type?: 'text' | 'email' | 'password' | 'tel'
  }

/** The label row, the control, its hint and its error: what every text-like field shares. */
export function FieldFrame({
  id,
  label,
  aside,
  hint,
  error,
  children,
}: Pick<Common, 'label' | 'aside' | 'hint' | 'error'> & { id: string; children: ReactNode }) {
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {aside}
      </div>
      {children}
      <FieldNote id={id} kind="hint">
        {hint}
      </FieldNote>
      <FieldNote id={id} kind="error">
        {error}
      </FieldNote>
    </div>
  )
}

/** The attributes that tie a control to its name, form state, hint and error. */
function controlProps({ name, id, hint, error, registration, describedBy: more }: Common & { id: string }) {
  return {
    id,
    name,
    ...registration,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy({ id, hint, error, describedBy: more }),
    className: controlClass,
  }
}

/** Splits a field's props into its frame's, its control's, and the rest (the element's own attributes). */
export function splitFieldProps<P extends Common>({
  name,
  id = name,
  label,
  hint,
  error,
  registration,
  aside,
  describedBy,
  ...rest
}: P) {
  return {
    frame: { id, label, aside, hint, error },
    control: controlProps({ name, id, label, hint, error, registration, describedBy }),
    rest,
  }
}

export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const { frame, control, rest } = splitFieldProps(props)
  return (
    <FieldFrame {...frame}>
      <input type={type} {...rest} {...control} />
    </FieldFrame>
  )
}

type TextAreaFieldProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'children'>

export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control, rest } = splitFieldProps(props)
  return (
    <FieldFrame {...frame}>
      <textarea rows={6} {...rest} {...control} />
    </FieldFrame>
  )
}

/**
 * The form's polite live region. It is always in the page, empty until there is
 * something to say, so that screen readers announce what appears in it.
 */
export function FormStatus({
  id,
  message,
  link,
  tone = 'info',
  autoFocus,
}: {
  id: string
  message?: string
  /** A way on that goes with the message ("Login", "Ask for a new link"). */
  link?: { href: string; label: string }
  tone?: 'info' | 'success' | 'error'
  /** Takes focus when the page is the answer to a submit made without JavaScript. */
  autoFocus?: boolean
}) {
  const toneClass = {
    info: 'border-brand-600 bg-brand-50 text-brand-900',
    success: 'border-green-700 bg-green-50 text-green-900',
    error: 'border-red-700 bg-red-50 text-red-900',
  }[tone]
  return (
    <div
      id={id}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      tabIndex={message ? -1 : undefined}
      autoFocus={autoFocus && !!message}
    >
      {message ? (
        <p className={`rounded-md border-l-4 px-4 py-3 text-sm ${toneClass}`}>
          {message}
          {link ? (
            <>
              {' '}
              <a href={link.href} className="font-semibold underline underline-offset-2">
                {link.label}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}

/** A form's submit button, as wide as the form; `look` for another than the primary one (docs/design.md). */
export function SubmitButton({
  children,
  pending = false,
  look = buttonPrimary,
}: {
  children: ReactNode
  pending?: boolean
  look?: string
}) {
  return (
    <button type="submit" aria-disabled={pending || undefined} className={`${look} w-full aria-disabled:cursor-wait`}>
      {children}
    </button>
  )
}

/** The honeypot: hidden from people and assistive technology, filled in by bots (the server refuses a filled one). */
export function HoneypotField({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
