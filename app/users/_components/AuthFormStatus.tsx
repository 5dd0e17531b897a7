import { FormStatus } from '@/app/_components/forms/controls'
import type { AuthFormState } from '@/lib/auth/state'

/** An account form's status region: what it is doing while pending, then the server's answer. */
export function AuthFormStatus({
  id,
  form: { state, pending, answered, focusStatus },
  pendingMessage,
}: {
  id: string
  form: { state: AuthFormState; pending: boolean; answered: boolean; focusStatus: boolean }
  pendingMessage: string
}) {
  const message = pending ? pendingMessage : answered ? state.message : undefined
  return (
    <FormStatus
      id={id}
      message={message}
      link={!pending && answered ? state.link : undefined}
      tone={pending ? 'info' : state.ok ? 'success' : 'error'}
      autoFocus={focusStatus && answered}
    />
  )
}
