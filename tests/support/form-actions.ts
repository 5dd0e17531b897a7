import { vi } from 'vitest'
import type { AuthFormState } from '@/lib/auth/state'
import type { ContactFormState } from '@/lib/contact/state'

/*
 * The forms' server actions, replaced by stubs for the component tests (tests/components/forms*.test.tsx):
 * import this module before the forms, which then call these. The real actions are tested end to
 * end (tests/e2e/accounts.spec.ts, forms.spec.ts) and in tests/server.
 */

type AuthAction = (previous: AuthFormState, data: FormData) => Promise<AuthFormState>

export const contactAction = vi.fn<(previous: ContactFormState, data: FormData) => Promise<ContactFormState>>()
export const authActions = {
  signInAction: vi.fn<AuthAction>(),
  signUpAction: vi.fn<AuthAction>(),
  passwordResetAction: vi.fn<AuthAction>(),
  forgotPasswordAction: vi.fn<AuthAction>(),
  changePasswordAction: vi.fn<AuthAction>(),
}

vi.mock('@/lib/contact/action', () => ({ sendContactMessage: contactAction }))
vi.mock('@/lib/auth/actions', () => authActions)

/** Every stub forgets its calls and answers. */
export function resetFormActions() {
  contactAction.mockReset()
  for (const action of Object.values(authActions)) action.mockReset()
}
