// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { authActions, contactAction, resetFormActions } from '../support/form-actions'

/*
 * The forms in Spanish: each card renders with the Spanish catalogue's words, a bad submit shows
 * the Spanish messages (the schema made in the browser from the messages the form was given),
 * and the form tells its server action its language. The words are spelled out: a change to a
 * translation must fail here. English is tests/components/forms.test.tsx.
 */

const { SignInCard } = await import('@/app/[locale]/users/_components/SignInCard')
const { SignUpCard } = await import('@/app/[locale]/users/_components/SignUpCard')
const { PasswordResetCard } = await import('@/app/[locale]/users/_components/PasswordResetCard')
const { ForgotPasswordCard } = await import('@/app/[locale]/users/_components/ForgotPasswordCard')
const { ChangePasswordForm } = await import('@/app/[locale]/account/ChangePasswordForm')
const { ContactForm } = await import('@/lib/sections/contactForm/ContactForm')
const { contactFormText } = await import('@/lib/sections/contactForm/contact-form-text')
const { formText } = await import('@/lib/i18n/messages')

beforeEach(() => {
  resetFormActions()
})

const button = (name: string) => screen.getByRole('button', { name })

/** The field's error, found through its aria-describedby. */
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label)
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'))
  return ids.map((id) => document.getElementById(id)?.textContent).join()
}

async function submitExpecting(submit: string, errors: Record<string, string>) {
  const user = userEvent.setup()
  await user.click(button(submit))
  const [first] = Object.keys(errors)
  await waitFor(() => expect(errorOf(first!)).toBe(errors[first!]))
  expect(Object.fromEntries(Object.keys(errors).map((label) => [label, errorOf(label)]))).toEqual(errors)
  expect(document.activeElement).toBe(screen.getByLabelText(first!))
  return user
}

describe('sign-in in Spanish', () => {
  it('shows the Spanish card, labels and messages, and sends locale=es', async () => {
    authActions.signInAction.mockResolvedValue({
      status: 'done',
      ok: false,
      message: 'El correo electrónico o la contraseña no son correctos.',
    })
    render(<SignInCard locale="es" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeTruthy()
    expect(screen.getByLabelText('Recordarme').getAttribute('name')).toBe('remember')
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' }).getAttribute('href')).toBe(
      '/es/users/forgot-password',
    )
    expect(screen.getByRole('link', { name: '¿No tiene una cuenta? Cree una' }).getAttribute('href')).toBe(
      '/es/users/sign-up',
    )
    const user = await submitExpecting('Iniciar sesión', {
      'Correo electrónico': 'El correo electrónico no es válido',
      Contraseña: 'La contraseña es obligatoria',
    })
    await user.type(screen.getByLabelText('Correo electrónico'), 'ada@clinic.example')
    await user.type(screen.getByLabelText('Contraseña'), 'correct horse')
    await user.click(button('Iniciar sesión'))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('El correo electrónico o la contraseña no son correctos.'),
    )
    expect(authActions.signInAction.mock.calls[0]![1].get('locale')).toBe('es')
  })
})

describe('sign-up in Spanish', () => {
  it('shows the Spanish card and every Spanish message', async () => {
    render(<SignUpCard locale="es" plan="starter" />)
    expect(screen.getByText(/^Cree su cuenta de MediCore con el plan Starter, gratis durante 14 días\.$/)).toBeTruthy()
    expect(screen.getByText(/^Al registrarse/).textContent).toBe(
      'Al registrarse, acepta los Términos del servicio de MediCore.',
    )
    expect(screen.getByText('Al menos 8 caracteres.')).toBeTruthy()
    const user = await submitExpecting('Registrarse', {
      Nombre: 'El nombre es obligatorio',
      'Correo electrónico': 'El correo electrónico no es válido',
      Contraseña: 'La contraseña es obligatoria',
      'Confirmar contraseña': 'Confirme su contraseña',
    })
    await user.type(screen.getByLabelText('Nombre'), 'n'.repeat(101))
    await user.type(screen.getByLabelText('Contraseña'), 'short')
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'other')
    await user.click(button('Registrarse'))
    await waitFor(() => expect(errorOf('Nombre')).toBe('El nombre debe tener como máximo 100 caracteres'))
    expect(errorOf('Contraseña')).toBe('La contraseña debe tener al menos 8 caracteres')
    expect(errorOf('Confirmar contraseña')).toBe('Las contraseñas no coinciden')
  })
})

describe('password reset in Spanish', () => {
  it('shows the Spanish card and messages', async () => {
    render(<PasswordResetCard locale="es" token="token-from-the-mail" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeTruthy()
    expect(screen.getByLabelText('Cerrar sesión en todos los dispositivos').getAttribute('name')).toBe('logout_devices')
    await submitExpecting('Restablecer contraseña', {
      'Nueva contraseña': 'La contraseña es obligatoria',
      'Confirmar contraseña': 'Confirme su nueva contraseña',
    })
  })
})

describe('forgot password in Spanish', () => {
  it('shows the Spanish card and message, and the server answer', async () => {
    const answer =
      'Si existe una cuenta con ese correo electrónico, le enviamos un enlace para elegir una nueva contraseña. El enlace funciona una sola vez, durante una hora.'
    authActions.forgotPasswordAction.mockResolvedValue({ status: 'done', ok: true, message: answer })
    render(<ForgotPasswordCard locale="es" />)
    expect(screen.getByRole('heading', { level: 1, name: '¿Olvidó su contraseña?' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe('/es/users/sign-in')
    const user = await submitExpecting('Enviar enlace', { 'Correo electrónico': 'El correo electrónico no es válido' })
    await user.type(screen.getByLabelText('Correo electrónico'), 'ada@clinic.example')
    await user.click(button('Enviar enlace'))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(answer))
    expect(authActions.forgotPasswordAction.mock.calls[0]![1].get('locale')).toBe('es')
  })
})

describe('the password change in Spanish', () => {
  it('shows the Spanish labels and messages', async () => {
    render(<ChangePasswordForm locale="es" permalink="/es/account" text={formText('es', (m) => m.account.form)} />)
    await submitExpecting('Cambiar contraseña', {
      'Contraseña actual': 'La contraseña es obligatoria',
      'Nueva contraseña': 'La contraseña es obligatoria',
      'Confirmar contraseña': 'Confirme su nueva contraseña',
    })
  })
})

describe('contact in Spanish', () => {
  it('shows the Spanish labels and messages, and sends locale=es', async () => {
    contactAction.mockResolvedValue({ status: 'sent', message: 'Su mensaje fue enviado. ¡Gracias!' })
    render(<ContactForm locale="es" permalink="/es/contact-us" text={contactFormText('es')} />)
    const user = await submitExpecting('Enviar mensaje', {
      Nombre: 'El nombre es obligatorio',
      'Correo electrónico': 'El correo electrónico es obligatorio',
      Asunto: 'El asunto es obligatorio',
      Mensaje: 'El mensaje es obligatorio',
    })
    await user.type(screen.getByLabelText('Nombre'), 'Ada')
    await user.type(screen.getByLabelText('Correo electrónico'), 'ada@clinic.example')
    await user.type(screen.getByLabelText('Asunto'), 's'.repeat(151))
    await user.type(screen.getByLabelText('Mensaje'), 'Hola')
    await user.click(button('Enviar mensaje'))
    await waitFor(() => expect(errorOf('Asunto')).toBe('El asunto debe tener como máximo 150 caracteres'))
    await user.clear(screen.getByLabelText('Asunto'))
    await user.type(screen.getByLabelText('Asunto'), 'Demostración')
    await user.click(button('Enviar mensaje'))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Su mensaje fue enviado. ¡Gracias!'))
    expect(contactAction.mock.calls[0]![1].get('locale')).toBe('es')
  })

  it('prefills the subject of a link in Spanish, and a subject of its own as it is', async () => {
    window.history.replaceState(null, '', '/es/contact-us#subject=Request%20a%20quote')
    const { unmount } = render(<ContactForm locale="es" permalink="/es/contact-us" text={contactFormText('es')} />)
    await waitFor(() =>
      expect((screen.getByLabelText('Asunto') as HTMLInputElement).value).toBe('Solicitar una cotización'),
    )
    unmount()
    window.history.replaceState(null, '', '/es/contact-us#subject=Facturaci%C3%B3n')
    render(<ContactForm locale="es" permalink="/es/contact-us" text={contactFormText('es')} />)
    await waitFor(() => expect((screen.getByLabelText('Asunto') as HTMLInputElement).value).toBe('Facturación'))
  })
})
