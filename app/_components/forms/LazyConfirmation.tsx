import { lazy, Suspense, type ComponentProps } from 'react'
import type { ConfirmationPanel as Panel } from './ConfirmationPanel'

/*
 * The confirmation, loaded when a form has done its work rather than with the form: most visits
 * never need it, and the form pages' JavaScript budget is tight. Until it arrives, its answer alone,
 * in the same live region.
 */
const ConfirmationPanel = lazy(() =>
  import('./ConfirmationPanel').then((module) => ({ default: module.ConfirmationPanel })),
)

export function LazyConfirmation(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense
      fallback={
        <div id={props.id} role="status" className="text-lg font-semibold text-green-950">
          {props.message}
        </div>
      }
    >
      <ConfirmationPanel {...props} />
    </Suspense>
  )
}
