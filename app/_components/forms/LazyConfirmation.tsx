import { lazy, Suspense, type ComponentProps } from 'react'
import type { ConfirmationPanel as Panel } from './ConfirmationPanel'

/*
 * The confirmation, loaded when a form has done its work rather than with the form: most visits
 * never need it, and the form pages' JavaScript budget is tight. It arrives in the moment the answer
 * does, and its answer takes focus then.
 */
const ConfirmationPanel = lazy(() =>
  import('./ConfirmationPanel').then((module) => ({ default: module.ConfirmationPanel })),
)

export function LazyConfirmation(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <ConfirmationPanel {...props} />
    </Suspense>
  )
}
