import { expect, type Page } from '@playwright/test'
import { uniqueClientAddress } from './clients'
import { field, sendPassword } from './forms'
import { waitForMail } from './mail'

/** An address no other test uses, named for the test that signs it up. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@clinic.example`

/** Signs a new account up in the page's browser context, which is then signed in on /account. */
export async function signUpNewAccount(page: Page, label = 'quality', { name = 'Ada Lovelace' } = {}) {
  const email = uniqueEmail(label)
  // A visitor of its own: the sign-up limit counts per client.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientAddress() })
  await page.goto('/users/sign-up')
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('E-Mail Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery')
  await page.getByLabel('Confirm Password').fill('correct horse battery')
  await sendPassword(page.getByRole('button', { name: 'Register' }), () => expect(page).toHaveURL(/\/account$/))
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
