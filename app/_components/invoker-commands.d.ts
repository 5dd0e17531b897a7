/* eslint-disable @typescript-eslint/no-unused-vars -- a merged interface repeats React's type parameter */
import 'react'

/*
 * HTML's invoker commands and a dialog's light dismiss, which React passes through as attributes
 * but its types do not list yet: a button opens or closes a dialog with no script
 * (https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-command).
 */
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button acts on. */
    commandfor?: string
    command?: 'show-modal' | 'close' | 'request-close'
  }
  interface DialogHTMLAttributes<T> {
    /** What closes the dialog besides its own buttons: 'any' adds a click outside it. */
    closedby?: 'any' | 'closerequest' | 'none'
  }
}
