// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthFormState } from '@/lib/auth/state'
import { authActions, contactAction, resetFormActions } from '../support/form-actions'

/*
 * The forms in jsdom: exact messages, errors tied to their fields, focus on the first
 * invalid field, and what a valid submit does: it goes to the form's server action and
 * nowhere else. The server actions are replaced by stubs; the real ones are tested end to
 * end (tests/e2e/accounts.spec.ts, forms.spec.ts) and in tests/server.
 */

// Nobody is signed in: the sign-in and sign-up pages render their forms.
vi.mock('@/lib/auth/request', () => ({ redirectIfSignedIn: async () => {} }))

const { default: SignInPage } = await import('@/app/[locale]/users/sign-in/page')
const { default: SignUpPage } = await import('@/app/[locale]/users/sign-up/page')
const { default: PasswordResetPage } = await import('@/app/[locale]/users/password-reset/page')
const { default: ForgotPasswordPage } = await import('@/app/[locale]/users/forgot-password/page')

const english = Promise.resolve({ locale: 'en' })
const signInPage = async () => render(await SignInPage({ params: english }))
const signUpPage = async (plan?: string) =>
  render(await SignUpPage({ params: english, searchParams: Promise.resolve({ plan }) }))
const passwordResetPage = async () =>
  render(await PasswordResetPage({ params: english, searchParams: Promise.resolve({ token: 'token-from-the-mail' }) }))
const { ContactForm: LocalizedContactForm } = await import('@/lib/sections/contactForm/ContactForm')
const { contactFormText } = await import('@/lib/sections/contactForm/contact-form-text')
const { ConfirmationNext } = await import('@/lib/components/forms/ConfirmationNext')
const { PhiNote } = await import('@/lib/components/forms/PhiNote')
const { messagesFor } = await import('@/lib/i18n/messages')
/** The contact form as the English page gives it its words. */
/** As the contact form section draws it: the note and what happens next come from the server. */
const ContactForm = ({ noteId = 'note' }: { noteId?: string }) => (
  <LocalizedContactForm
    locale="en"
    permalink="/contact-us"
    text={contactFormText('en')}
    noteId={noteId}
    phiNote={<PhiNote id={noteId}>{messagesFor('en').contact.phiNote}</PhiNote>}
    confirmation={<ConfirmationNext words={messagesFor('en').contact.confirmation} againHref="/contact-us" />}
  />
)

/** A server action's refusal: its message and, where given, the link that goes with it. */
const refusal = (message: string, link?: AuthFormState['link']): AuthFormState =>
  link ? { status: 'done', ok: false, message, link } : { status: 'done', ok: false, message }

/** What a form sent to its server action. */
const sent = (action: { mock: { calls: [unknown, FormData][] } }, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, action.mock.calls[0]![1].get(key)]))

let fetchSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch')
  resetFormActions()
})
afterEach(() => {
  window.history.replaceState(null, '', '/')
})

const submitButton = (name: string) => screen.getByRole('button', { name })
const status = () => screen.getByRole('status')

/** The field's error, found the way assistive technology finds it: through aria-describedby. */
function describedErrors(field: HTMLElement) {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.id.endsWith('-error'))
    .map((element) => element!.textContent)
}

function expectError(field: HTMLElement, message: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true')
  expect(describedErrors(field)).toEqual([message])
}

/**
 * Submits the form, waits for the first field's message, checks the others' in order,
 * and that focus moved to the first invalid field.
 */
async function submitExpectingErrors(
  user: ReturnType<typeof userEvent.setup>,
  button: string,
  messages: Record<string, string>,
) {
  const [firstLabel = '', ...otherLabels] = Object.keys(messages)
  const first = screen.getByLabelText(firstLabel)
  await user.click(submitButton(button))
  await waitFor(() => expectError(first, messages[firstLabel]!))
  for (const label of otherLabels) expectError(screen.getByLabelText(label), messages[label]!)
  expect(document.activeElement).toBe(first)
}

/** Each attribute's value, in the order given. */
function expectAttributes(element: HTMLElement, attributes: Record<string, string>) {
  for (const [name, value] of Object.entries(attributes)) expect(element.getAttribute(name)).toBe(value)
}

/** What the form sent to its server action: exactly these fields, with these values. */
function expectSent(action: Parameters<typeof sent>[0], fields: Record<string, string>) {
  expect(sent(action, Object.keys(fields))).toEqual(fields)
}

function expectValid(field: HTMLElement) {
  expect(field.hasAttribute('aria-invalid')).toBe(false)
  expect(describedErrors(field)).toEqual([])
}

describe('sign-in', () => {
  it('has the labelled fields, names, autocomplete and links of the specification', async () => {
    await signInPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy()
    expectAttributes(screen.getByLabelText('E-Mail Address'), { name: 'email', type: 'email', autocomplete: 'email' })
    expectAttributes(screen.getByLabelText('Password'), {
      name: 'password',
      type: 'password',
      autocomplete: 'current-password',
    })
    expectAttributes(screen.getByLabelText('Remember Me'), { name: 'remember' })
    expect(submitButton('Login').getAttribute('type')).toBe('submit')
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe('/users/forgot-password')
    expect(screen.getByRole('link', { name: "Don't have an account? Create One" }).getAttribute('href')).toBe(
      '/users/sign-up',
    )
  })

  it('shows the exact messages and moves focus to the first invalid field', async () => {
    const user = userEvent.setup()
    await signInPage()
    const email = screen.getByLabelText('E-Mail Address')
    const password = screen.getByLabelText('Password')

    await submitExpectingErrors(user, 'Login', {
      'E-Mail Address': 'Email is invalid',
      Password: 'Password is required',
    })

    await user.type(email, 'ada@clinic.example')
    await waitFor(() => expectValid(email))
    await user.click(submitButton('Login'))
    await waitFor(() => expect(document.activeElement).toBe(password))
    expectError(password, 'Password is required')
  })

  it("sends a valid submit through its server action and shows the server's answer", async () => {
    const user = userEvent.setup()
    authActions.signInAction.mockResolvedValue(refusal('The email address or password is incorrect.'))
    await signInPage()
    await user.type(screen.getByLabelText('E-Mail Address'), 'ada@clinic.example')
    await user.type(screen.getByLabelText('Password'), 'correct horse')
    await user.click(screen.getByLabelText('Remember Me'))
    await user.click(submitButton('Login'))
    await waitFor(() => expect(status().textContent).toBe('The email address or password is incorrect.'))
    expect(status().getAttribute('aria-live')).toBe('polite')
    expect(authActions.signInAction).toHaveBeenCalledTimes(1)
    expectSent(authActions.signInAction, { email: 'ada@clinic.example', password: 'correct horse', remember: 'on' })
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})

describe('sign-up', () => {
  it('has the fields, note, button and link of the specification', async () => {
    await signUpPage()
    expectAttributes(screen.getByLabelText('Name'), { autocomplete: 'name' })
    expectAttributes(screen.getByLabelText('E-Mail Address'), { name: 'email' })
    expectAttributes(screen.getByLabelText('Password'), { autocomplete: 'new-password' })
    expectAttributes(screen.getByLabelText('Confirm Password'), {
      name: 'confirmPassword',
      autocomplete: 'new-password',
    })
    expect(screen.getByText(/^By registering you agree/).textContent).toMatch(
      /^By registering you agree with our terms and condition\.$/,
    )
    expect(submitButton('Register').getAttribute('type')).toBe('submit')
    expect(screen.getByRole('link', { name: 'Already have an account? Login' }).getAttribute('href')).toBe(
      '/users/sign-in',
    )
  })

  it('shows every message and focuses the first invalid field', async () => {
    const user = userEvent.setup()
    authActions.signUpAction.mockResolvedValue(
      refusal('An account with this email address already exists.', { href: '/users/sign-in', label: 'Login' }),
    )
    await signUpPage('starter')
    const name = screen.getByLabelText('Name')
    const email = screen.getByLabelText('E-Mail Address')
    const password = screen.getByLabelText('Password')
    const confirm = screen.getByLabelText('Confirm Password')

    await submitExpectingErrors(user, 'Register', {
      Name: 'Name is required',
      'E-Mail Address': 'Email is invalid',
      Password: 'Password is required',
      'Confirm Password': 'Please confirm your password',
    })

    await user.type(name, 'Ada')
    await user.type(email, 'ada@clinic.example')
    await user.type(password, 'short')
    await user.type(confirm, 'short')
    await user.click(submitButton('Register'))
    await waitFor(() => expectError(password, 'Password must be at least 8 characters'))
    expect(document.activeElement).toBe(password)
    expectValid(name)

    await user.clear(password)
    await user.type(password, 'long enough')
    await user.click(submitButton('Register'))
    await waitFor(() => expectError(confirm, 'Passwords do not match'))
    expect(document.activeElement).toBe(confirm)

    await user.clear(confirm)
    await user.type(confirm, 'long enough')
    await user.click(submitButton('Register'))
    await waitFor(() => expect(status().textContent).toBe('An account with this email address already exists. Login'))
    expect(within(status()).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/users/sign-in')
    expectSent(authActions.signUpAction, { name: 'Ada', email: 'ada@clinic.example', plan: 'starter' })
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})

describe('password reset', () => {
  it('has the card title, labels and field names of the specification', async () => {
    await passwordResetPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeTruthy()
    expectAttributes(screen.getByLabelText('New Password'), { name: 'password' })
    expectAttributes(screen.getByLabelText('Confirm Password'), { name: 'password_confirm' })
    expectAttributes(screen.getByLabelText('Logout all devices'), { name: 'logout_devices', type: 'checkbox' })
  })

  it('shows every message and focuses the first invalid field', async () => {
    const user = userEvent.setup()
    authActions.passwordResetAction.mockResolvedValue(
      refusal('This password reset link has expired or has already been used.', {
        href: '/users/forgot-password',
        label: 'Ask for a new link',
      }),
    )
    await passwordResetPage()
    const password = screen.getByLabelText('New Password')
    const confirm = screen.getByLabelText('Confirm Password')

    await submitExpectingErrors(user, 'Reset Password', {
      'New Password': 'Password is required',
      'Confirm Password': 'Please confirm your new password',
    })

    await user.type(password, '1234567')
    await waitFor(() => expectError(password, 'Password must be at least 8 characters'))
    await user.type(password, '8')
    await user.type(confirm, '12345679')
    await user.click(submitButton('Reset Password'))
    await waitFor(() => expectError(confirm, 'Passwords do not match'))
    expectValid(password)
    expect(document.activeElement).toBe(confirm)

    await user.clear(confirm)
    await user.type(confirm, '12345678')
    await user.click(submitButton('Reset Password'))
    await waitFor(() =>
      expect(status().textContent).toBe(
        'This password reset link has expired or has already been used. Ask for a new link',
      ),
    )
    expectSent(authActions.passwordResetAction, {
      password: '12345678',
      password_confirm: '12345678',
      token: 'token-from-the-mail',
    })
  })
})

describe('forgot password', () => {
  it('asks for the email address, checks it, and shows the same answer for any address', async () => {
    const user = userEvent.setup()
    const answer =
      'If an account exists for that email address, we have sent it a link to choose a new password. The link works once, within one hour.'
    authActions.forgotPasswordAction.mockResolvedValue({ status: 'done', ok: true, message: answer })
    render(await ForgotPasswordPage({ params: english }))
    const email = screen.getByLabelText('E-Mail Address')
    expect(email.getAttribute('autocomplete')).toBe('email')
    await user.click(submitButton('Send Reset Link'))
    await waitFor(() => expectError(email, 'Email is invalid'))
    expect(authActions.forgotPasswordAction).not.toHaveBeenCalled()
    await user.type(email, 'ada@clinic.example')
    await user.click(submitButton('Send Reset Link'))
    await waitFor(() => expect(status().textContent).toBe(answer))
    expectSent(authActions.forgotPasswordAction, { email: 'ada@clinic.example' })
  })
})

describe('contact', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>> = {}) => {
    const all = { Name: 'Ada Lovelace', Email: 'ada@clinic.example', Subject: 'Demo', Message: 'Hello', ...values }
    for (const [label, value] of Object.entries(all)) if (value) await user.type(screen.getByLabelText(label), value)
  }

  it('shows the messages for four empty fields and focuses the first', async () => {
    const user = userEvent.setup()
    render(<ContactForm />)
    await submitExpectingErrors(user, 'Send Message', {
      Name: 'Name is required',
      Email: 'Email is required',
      Subject: 'Subject is required',
      Message: 'Message is required',
    })
    expect(contactAction).not.toHaveBeenCalled()
  })

  it('checks the bounds in the browser', async () => {
    const user = userEvent.setup()
    render(<ContactForm />)
    await fill(user, { Email: 'ada@', Subject: 's'.repeat(151) })
    await submitExpectingErrors(user, 'Send Message', {
      Email: 'Email is invalid',
      Subject: 'Subject must be at most 150 characters',
    })
  })

  it('sends a valid message through the server action, then its confirmation takes the form’s place', async () => {
    const user = userEvent.setup()
    contactAction.mockResolvedValue({ status: 'sent', message: 'Your message has been sent. Thank you!' })
    render(<ContactForm />)
    await fill(user)
    await user.click(submitButton('Send Message'))
    await waitFor(() => expect(status().textContent).toContain('Your message has been sent. Thank you!'))
    const data = contactAction.mock.calls[0]![1]
    expect(
      Object.fromEntries(['name', 'email', 'subject', 'message', 'website'].map((key) => [key, data.get(key)])),
    ).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@clinic.example',
      subject: 'Demo',
      message: 'Hello',
      website: '',
    })
    // The form is gone, so that nobody sends it twice; what happens next, and a link to write again.
    expect(status().textContent).toBe('Your message has been sent. Thank you!')
    expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Send another message' }).getAttribute('href')).toBe('/contact-us')
  })

  it('shows the clear error when sending fails and keeps what was typed', async () => {
    const user = userEvent.setup()
    const failed =
      'Sorry, your message could not be sent. Please try again in a few minutes, or email us at hello@medicore.example.'
    contactAction.mockImplementation(async (_, data) => ({
      status: 'error',
      message: failed,
      values: { name: String(data.get('name')), email: '', subject: '', message: String(data.get('message')) },
    }))
    render(<ContactForm />)
    await fill(user)
    await user.click(submitButton('Send Message'))
    await waitFor(() => expect(status().textContent).toContain(failed))
    expect(status().textContent).not.toContain('Your message has been sent')
    expect((screen.getByLabelText('Message') as HTMLInputElement).value).toBe('Hello')
  })

  it('shows field errors the server returned and focuses the first', async () => {
    const user = userEvent.setup()
    contactAction.mockResolvedValue({ status: 'invalid', errors: { subject: 'Subject is required' } })
    render(<ContactForm />)
    await fill(user)
    await user.click(submitButton('Send Message'))
    await waitFor(() => expectError(screen.getByLabelText('Subject'), 'Subject is required'))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Subject')))
  })

  it('prefills the subject from the fragment a link’s ?subject= is sent to, and from a link on the page', async () => {
    window.history.replaceState(null, '', '/contact-us#subject=Request+a+quote')
    render(<ContactForm />)
    await waitFor(() => expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Request a quote'))
    window.location.hash = 'subject=Schedule%20a%20demo'
    await waitFor(() => expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Schedule a demo'))
  })

  it('keeps the honeypot out of reach of people and assistive technology', () => {
    render(<ContactForm />)
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(trap.getAttribute('tabindex')).toBe('-1')
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull()
  })

  it('ties the note about health information, under it, to the message field', () => {
    render(<ContactForm noteId="note" />)
    const message = screen.getByLabelText('Message')
    const description = (message.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ')
    expect(description).toBe(messagesFor('en').contact.phiNote)
    expect(
      message.compareDocumentPosition(document.getElementById('note')!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })
})
