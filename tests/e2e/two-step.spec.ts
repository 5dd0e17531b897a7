import { type Page } from '@playwright/test'
import { expect, test, type Visitors } from './support/visitor'
import { en } from '@/lib/i18n/messages/en'
import { authenticatorApp } from '../support/authenticator'
import { confirmAddress, requestReset, setNewPassword, signUpNewAccount } from './support/accounts'
import { uniqueClientAddress } from './support/clients'
import { field } from './support/forms'
import { expectFitsAPhone } from './support/page-checks'
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
async function newBrowserPage(visitors: Visitors, { javaScript = true } = {}) {
  const context = await visitors.newContext({
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() },
  })
  return context.newPage()
}

/** The password step: the page then asks for the code (or, for a trusted browser, is the account page). */
async function signInWithPassword(page: Page, email: string, password = PASSWORD) {
  await page.goto('/users/sign-in')
  await field(page, 'E-Mail Address').fill(email)
  await field(page, 'Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

/** One of the settings' forms that take the password and a code, by its heading, filled in and sent. */
async function sendPasswordAndCode(page: Page, title: string, password: string, code: string) {
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: title }) })
  await form.getByLabel(words.settings.password, { exact: true }).fill(password)
  await form.getByLabel(words.settings.code, { exact: true }).fill(code)
  await form
    .getByRole('button', { name: title === words.settings.renewTitle ? words.settings.renew : words.settings.turnOff })
    .click()
  return form
}

async function typeCode(page: Page, code: string, { trust = false } = {}) {
  await expect(page).toHaveURL(/\/users\/two-step$/)
  await field(page, words.form.code).fill(code)
  if (trust) await page.getByLabel(words.form.trust).check()
  await page.getByRole('button', { name: words.form.submit }).click()
}

test('two-step sign-in: on with a code, a recovery code works once, a trusted browser skips it, the history shows each, new recovery codes, off', async ({
  visitors,
}) => {
  test.slow()
  const owner = await newBrowserPage(visitors)
  const email = await signUpNewAccount(owner, 'two-step')
  // Only the owner of a confirmed address may add a second step.
  await expect(owner.getByText(words.settings.confirmFirst)).toBeVisible()
  await confirmAddress(owner, email)
  await owner.goto('/account')

  // On: the password, then the QR code's key and a code from the app.
  await field(owner, words.settings.password).fill(PASSWORD)
  await owner.getByRole('button', { name: words.settings.start }).click()
  await expect(owner.getByRole('img', { name: words.settings.qrLabel })).toBeVisible()
  // The code and the key, four groups a row, fit a phone's screen.
  await expectFitsAPhone(owner)
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
  const noScript = await newBrowserPage(visitors, { javaScript: false })
  await signInWithPassword(noScript, email)
  await typeCode(noScript, '000000')
  await expect(noScript.getByText(words.answers.codeWrong)).toBeVisible()
  await typeCode(noScript, await app.nextCode())
  await expect(noScript).toHaveURL(/\/account$/)
  await waitForMail(email, 'from a browser we had not seen before')

  // A recovery code, once.
  const lostPhone = await newBrowserPage(visitors)
  await signInWithPassword(lostPhone, email)
  await typeCode(lostPhone, recoveryCodes[0]!)
  await expect(lostPhone).toHaveURL(/\/account$/)
  const again = await newBrowserPage(visitors)
  await signInWithPassword(again, email)
  await typeCode(again, recoveryCodes[0]!)
  await expect(again.getByText(words.answers.codeWrong)).toBeVisible()
  await expect(again).toHaveURL(/\/users\/two-step$/)

  // "Trust this browser for 30 days": signed out and in again, no code.
  const trusted = await newBrowserPage(visitors)
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

  // A reset is the password step: the code step comes next (a recovery code here), and then the account.
  const newPassword = 'a new correct horse'
  await requestReset(again, email)
  const reset = await waitForMail(email, '/users/password-reset?token=')
  await setNewPassword(again, /https?:\/\/\S+\/users\/password-reset\?token=\S+/.exec(reset.text)![0], newPassword)
  await typeCode(again, recoveryCodes[1]!)
  await expect(again).toHaveURL(/\/account$/)

  // New recovery codes, with the password and a code: ten new ones, shown once, and the earlier ones stop working.
  await sendPasswordAndCode(again, words.settings.renewTitle, newPassword, recoveryCodes[2]!)
  await expect(again.getByText(words.answers.renewed)).toBeVisible()
  const renewedList = again.getByRole('list', { name: words.settings.recoveryTitle })
  await expect(renewedList.getByRole('listitem')).toHaveCount(10)
  const renewed = await renewedList.getByRole('listitem').allTextContents()
  expect(renewed.filter((code) => recoveryCodes.includes(code))).toEqual([])
  await waitForMail(email, 'New recovery codes were just made')

  // Turned off with the password and a code, an earlier recovery code refused: a sign-in asks for the password alone.
  const off = await sendPasswordAndCode(again, words.settings.offTitle, newPassword, recoveryCodes[3]!)
  await expect(off.getByText(words.answers.codeWrong)).toBeVisible()
  await sendPasswordAndCode(again, words.settings.offTitle, newPassword, renewed[0]!)
  // The settings offer to set it up again.
  await expect(again.getByRole('button', { name: words.settings.start })).toBeVisible()
  await waitForMail(email, 'Two-step sign-in was just turned off')
  const afterOff = await newBrowserPage(visitors)
  await signInWithPassword(afterOff, email, newPassword)
  await expect(afterOff).toHaveURL(/\/account$/)
})
