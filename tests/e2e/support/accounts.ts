import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { routes } from '@/lib/routes'
import { hiddenFields } from '../../support/hidden-fields'
import { uniqueClientAddress } from './clients'
import { BUSY_ANSWER, field } from './forms'
import { waitForMail } from './mail'
import { visit } from './settled'

/** The password every test account signs up with. */
export const PASSWORD = 'correct horse battery'

/** An address no other test uses, named for the test that signs it up. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@clinic.example`

/**
 * Signs a new account up as a browser without JavaScript posts the sign-up form, in the request
 * context given (a browser context's `request` shares its cookies): signing up is only the test's
 * set-up, and a page's load of the form, its scripts and its fields cost more than the test. What
 * the form does in a browser is shown by accounts.spec.ts and forms.spec.ts. Told that the site is
 * too busy to hash the password, it sends the form again, as a visitor would (up to three times).
 */
export async function signUpByPost(request: APIRequestContext, email: string, { name = 'Ada Lovelace' } = {}) {
  const path = routes.signUp.path
  // A visitor of its own: the sign-up limit counts per client.
  const headers = { 'x-forwarded-for': uniqueClientAddress() }
  // maxRetries: sent again on a kept-alive connection the server closed as it was reused (ECONNRESET,
  // nothing answered), as a browser does; the site's server closes one idle for 5 s.
  const fields = Object.fromEntries(hiddenFields(await (await request.get(path, { headers, maxRetries: 1 })).text()))
  const values = { name, email, password: PASSWORD, confirmPassword: PASSWORD }
  for (let sent = 1; ; sent++) {
    const response = await request.post(path, {
      headers,
      multipart: { ...fields, ...values },
      maxRedirects: 0,
      maxRetries: 1,
    })
    if (response.status() === 303) return expect(response.headers().location).toBe(routes.account.path)
    const busy = (await response.text()).includes(BUSY_ANSWER)
    if (sent === 3 || !busy) throw new Error(`The sign-up of ${email} was answered ${response.status()}, not a 303.`)
  }
}

/** Signs a new account up in the page's browser context, which is then signed in, on /account. */
export async function signUpNewAccount(page: Page, label = 'quality', { name = 'Ada Lovelace' } = {}) {
  const email = uniqueEmail(label)
  await signUpByPost(page.context().request, email, { name })
  await visit(page, routes.account.path)
  return email
}

/** Confirms the account's address with the link mailed at sign-up. */
export async function confirmAddress(page: Page, email: string) {
  const mail = await waitForMail(email, '/users/confirm-email?token=')
  const link = /https?:\/\/\S+\/users\/confirm-email\?token=\S+/.exec(mail.text)![0]
  await page.goto(new URL(link).pathname + new URL(link).search)
  await page.getByRole('button', { name: 'Confirm my email address' }).click()
  await expect(page.getByRole('status')).toHaveText('Your email address is confirmed. Thank you!')
}

/** Asks for a reset link on the forgotten-password page. */
export async function requestReset(page: Page, email: string) {
  await page.goto('/users/forgot-password')
  await field(page, 'E-Mail Address').fill(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for that email address, we have sent it a link to choose a new password. The link works once, within one hour.',
  )
}

/** Opens a reset link and sets a new password with it. */
export async function setNewPassword(page: Page, link: string, password: string, { logoutDevices = false } = {}) {
  await page.goto(new URL(link).pathname + new URL(link).search)
  await field(page, 'New Password').fill(password)
  await field(page, 'Confirm Password').fill(password)
  if (logoutDevices) await field(page, 'Logout all devices').check()
  await page.getByRole('button', { name: 'Reset Password' }).click()
}
