import { buttonSecondary } from '../buttons'

/** What happens next once a form has done its work, and the way to start again: drawn on the server for Confirmation.tsx. */
export function ConfirmationNext({
  words,
  againHref,
}: {
  words: { nextHeading: string; next: readonly string[]; again: string }
  againHref: string
}) {
  return (
    <>
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
    </>
  )
}
