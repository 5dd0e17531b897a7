import type { ReactNode } from 'react'

/*
 * What takes a form's place once it has done its work (a message sent, a demo booked), so that
 * nobody sends it twice: the answer, in the form's live region, which takes focus; what happens
 * next; and a link that starts again with an empty form. The client form draws the frame and the
 * answer; what happens next is drawn on the server (ConfirmationNext.tsx) and handed to it, so that
 * its words and markup cost the form pages no JavaScript.
 */

/** The answer takes focus when it arrives (autoFocus does so only when it answers a submit made without JavaScript). */
const focusOnArrival = (element: HTMLElement | null) => element?.focus()

export function Confirmation({ id, message, next }: { id: string; message: string; next: ReactNode }) {
  return (
    <div className="rounded-2xl bg-green-50 p-6 ring-1 ring-green-200 sm:p-8">
      <div className="flex items-start gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-green-700 text-white">
          {/* Drawn here rather than by Icon, whose table of icons would join the forms' JavaScript. */}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <div
          id={id}
          role="status"
          tabIndex={-1}
          autoFocus
          ref={focusOnArrival}
          className="pt-1.5 text-lg font-semibold text-green-950"
        >
          {message}
        </div>
      </div>
      {next}
    </div>
  )
}
