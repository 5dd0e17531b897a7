import { buttonSecondary } from '../ui'

/**
 * The answer takes focus when it arrives: drawn by the browser in place of the form (autoFocus
 * does that only for the page's first drawing, when it answers a submit made without JavaScript).
 */
const focusOnArrival = (element: HTMLElement | null) => element?.focus()

/** What a confirmation says after its answer: the steps that follow, and the way to start again. */
export type ConfirmationWords = { nextHeading: string; next: readonly string[]; again: string }

/**
 * What replaces a form once it has done its work (a message sent, a demo booked), so that nobody
 * sends it twice by mistake: the answer, in the form's live region; what happens next; and a
 * link that starts again with an empty form. The answer takes focus, with or without JavaScript.
 */
export function ConfirmationPanel({
  id,
  message,
  words,
  againHref,
}: {
  /** The live region's id: the form's status id, so that the answer is read where the form was. */
  id: string
  message: string
  words: ConfirmationWords
  againHref: string
}) {
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
      <h3 className="mt-6 text-sm font-semibold tracking-wider text-green-900 uppercase">{words.nextHeading}</h3>
      <ol className="mt-3 space-y-3">
        {words.next.map((step, index) => (
          <li key={step} className="flex gap-3 text-base leading-7 text-slate-800">
            <span
              aria-hidden="true"
              className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-white text-sm font-semibold text-green-900 ring-1 ring-green-300"
            >
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-8">
        <a href={againHref} className={buttonSecondary}>
          {words.again}
        </a>
      </p>
    </div>
  )
}
