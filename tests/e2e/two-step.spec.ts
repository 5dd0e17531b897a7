import { expect, test, type Browser, type Page } from '@playwright/test'
import { en } from '@/lib/i18n/messages/en'
import { authenticatorApp } from '../support/authenticator'
import { confirmAddress, requestReset, setNewPassword, signUpNewAccount } from './support/accounts'
import { uniqueClientAddress } from './support/clients'
import { field } from './support/forms'
import { waitForMail } from './support/mail'

/*
 * Two-step sign-in end to end, as its owner lives it: turned on from /account with the QR code's
 * key and a code, then sign-ins from new browsers (one without JavaScript) with a code, with a
 * recovery code (once), and from a browser trusted for 30 days; the sign-in history shows each
 * method, and the first sign-in from a new browser mailed a notice. The codes are computed here from
 * the key the page prints, as an authenticator app would.
 */

const PASSWORD = 'correct horse battery'
const words = en.twoStep

/** A new browser, a visitor of its own for the per-client limits. */
async function newBrowserPage(browser: Browser, { javaScript = true } = {}) {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() },
  })
  return context.newPage()
}

/** The password step: the page then asks for the code (or, for a trusted browser, is the account page). */
async function signInWithPassword(page: Page, email: string) {
  await page.goto('/users/sign-in')
  await field(page, 'E-Mail Address').fill(email)
  await field(page, 'Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
}

async function typeCode(page: Page, code: string, { trust = false } = {}) {
  await expect(page).toHaveURL(/\/users\/two-step$/)
  await field(page, words.form.code).fill(code)
  if (trust) await page.getByLabel(words.form.trust).check()
  await page.getByRole('button', { name: words.form.submit }).click()
}

test('two-step sign-in: on with a code, a recovery code works once, a trusted browser skips it, the history shows each', async ({
  browser,
}) => {
  test.slow()
  const owner = await newBrowserPage(browser)
  const email = await signUpNewAccount(owner, 'two-step')
  // Only the owner of a confirmed address may add a second step.
  await expect(owner.getByText(words.settings.confirmFirst)).toBeVisible()
  await confirmAddress(owner, email)
  await owner.goto('/account')

  // On: the password, then the QR code's key and a code from the app.
  await field(owner, words.settings.password).fill(PASSWORD)
  await owner.getByRole('button', { name: words.settings.start }).click()
  await expect(owner.getByRole('img', { name: words.settings.qrLabel })).toBeVisible()
  const app = authenticatorApp((await owner.getByTestId('two-step-key').textContent()) ?? '')
  await field(owner, words.settings.code).fill(await app.nextCode())
  await owner.getByRole('button', { name: words.settings.confirm }).click()
  const recoveryList = owner.getByRole('list', { name: words.settings.recoveryTitle })
  await expect(recoveryList.getByRole('listitem')).toHaveCount(10)
  const recoveryCodes = await recoveryList.getByRole('listitem').allTextContents()
  await expect(owner.getByText(words.settings.onIntro)).toBeVisible()
  // Shown once.
  await owner.reload()
  await expect(owner.getByText(words.settings.recoveryTitle)).toHaveCount(0)

  // A new browser without JavaScript: the password, then a code.
  const noScript = await newBrowserPage(browser, { javaScript: false })
  await signInWithPassword(noScript, email)
  await typeCode(noScript, '000000')
  await expect(noScript.getByText(words.answers.codeWrong)).toBeVisible()
  await typeCode(noScript, await app.nextCode())
  await expect(noScript).toHaveURL(/\/account$/)
  await waitForMail(email, 'from a browser we had not seen before')

  // A recovery code, once.
  const lostPhone = await newBrowserPage(browser)
  await signInWithPassword(lostPhone, email)
  await typeCode(lostPhone, recoveryCodes[0]!)
  await expect(lostPhone).toHaveURL(/\/account$/)
  const again = await newBrowserPage(browser)
  await signInWithPassword(again, email)
  await typeCode(again, recoveryCodes[0]!)
  await expect(again.getByText(words.answers.codeWrong)).toBeVisible()
  await expect(again).toHaveURL(/\/users\/two-step$/)

  // "Trust this browser for 30 days": signed out and in again, no code.
  const trusted = await newBrowserPage(browser)
  await signInWithPassword(trusted, email)
  await typeCode(trusted, await app.nextCode(), { trust: true })
  await expect(trusted).toHaveURL(/\/account$/)
  await trusted.getByRole('button', { name: 'Sign out', exact: true }).first().click()
  await expect(trusted).toHaveURL(/\/users\/sign-in$/)
  await signInWithPassword(trusted, email)
  await expect(trusted).toHaveURL(/\/account$/)

  // The history: every method, and the failed attempts.
  const history = trusted.getByRole('table')
  const methods = en.signInHistory.methods
  for (const method of [methods.password, methods.code, methods['recovery-code']]) {
    await expect(history.getByRole('cell', { name: method, exact: true }).first()).toBeVisible()
  }
  await expect(
    history.getByRole('row').filter({ hasText: en.signInHistory.failed }).filter({ hasText: methods['recovery-code'] }),
  ).toHaveCount(1)
  await expect(
    history.getByRole('row').filter({ hasText: en.signInHistory.failed }).filter({ hasText: methods.code }),
  ).toHaveCount(1)
  await expect(history.getByRole('cell', { name: en.signInHistory.notRecorded }).first()).toBeVisible()

  // A reset is the password step: the code step comes next, and then the account.
  await requestReset(again, email)
  const reset = await waitForMail(email, '/users/password-reset?token=')
  await setNewPassword(
    again,
    /https?:\/\/\S+\/users\/password-reset\?token=\S+/.exec(reset.text)![0],
    'a new correct horse',
  )
  await typeCode(again, await app.nextCode())
  await expect(again).toHaveURL(/\/account$/)
})
