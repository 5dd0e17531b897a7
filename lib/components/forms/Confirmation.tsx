import type { ReactNode } from 'react'

/*
 * What takes a form's place once it has done its work (a message sent, a demo booked), so that
 * nobody sends it twice: the answer, in the form's live region, which takes focus; what happens
 * next; and a link that starts again with an empty form. The client form draws the answer; its
 * frame and check mark are the stylesheet's (confirmation.css), and what happens next is drawn on
 * the server (ConfirmationNext.tsx) and handed to it, so that they cost the form pages no JavaScript.
 */

/** The answer takes focus when it arrives (autoFocus does so only when it answers a submit made without JavaScript). */
const focusOnArrival = (element: HTMLElement | null) => element?.focus()

export function Confirmation({ id, message, next }: { id: string; message: string; next: ReactNode }) {
  return (
    <div className="confirmation">
      <div id={id} role="status" tabIndex={-1} autoFocus ref={focusOnArrival}>
        {message}
      </div>
      {next}
    </div>
  )
}
