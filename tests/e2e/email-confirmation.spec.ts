import { expect, test, type Visitors } from './support/visitor'
import { CONFIRMATION_RESEND_LIMITS } from '@/lib/auth/request-limits'
import { signUpNewAccount } from './support/accounts'
import { uniqueClientAddress } from './support/clients'
import { mailsTo, waitForMail } from './support/mail'

/* The address of a new account, confirmed through the link in the mail the fake SMTP server received. */

const PASSWORD = 'correct horse battery'
const SUBJECT = 'Confirm your MediCore email address'

async function signedUp(visitors: Visitors, javaScript: boolean) {
  const context = await visitors.newContext({ javaScriptEnabled: javaScript })
  const page = await context.newPage()
  const email = await signUpNewAccount(page, 'confirm')
  return { email, context, page }
}

async function confirmationLinks(email: string, count: number): Promise<string[]> {
  let links: string[] = []
  await expect
    .poll(
      async () => {
        links = (await mailsTo(email))
          .filter((mail) => mail.subject === SUBJECT)
          .map((mail) => /https?:\/\/\S+\/users\/confirm-email\?token=\S+/.exec(mail.text)?.[0] ?? '')
        return links.length
      },
      { message: `${count} confirmation mails to ${email}`, timeout: 15_000 },
    )
    .toBe(count)
  return links
}

const pathOf = (link: string) => new URL(link).pathname + new URL(link).search

for (const javaScript of [true, false]) {
  test(`${javaScript ? 'with' : 'without'} JavaScript: sign-up asks to confirm the address, and the mailed link confirms it`, async ({
    visitors,
  }) => {
    const { email, context, page } = await signedUp(visitors, javaScript)
    await expect(page.locator('dl')).toContainText(`${email} (not confirmed yet)`)
    await expect(page.getByText(`Please confirm your email address: we sent a link to ${email}.`)).toBeVisible()

    const [link] = await confirmationLinks(email, 1)
    // Opening the link confirms nothing by itself (a mail scanner may open it): the button does.
    await page.goto(pathOf(link!))
    await page.goto('/account')
    await expect(page.locator('dl')).toContainText('(not confirmed yet)')
    await page.goto(pathOf(link!))
    await page.getByRole('button', { name: 'Confirm my email address' }).click()
    await expect(page.getByRole('status')).toHaveText('Your email address is confirmed. Thank you!')

    await page.goto('/account')
    await expect(page.locator('dl')).toContainText(`${email} (confirmed)`)
    await expect(page.getByRole('button', { name: 'Send the link again' })).toHaveCount(0)
    await context.close()
  })
}

test('a forged link is refused plainly', async ({ page }) => {
  await page.goto('/users/confirm-email?token=not-a-real-token')
  await page.getByRole('button', { name: 'Confirm my email address' }).click()
  await expect(page.getByRole('status')).toContainText('This confirmation link has expired or is not valid.')
})

test('the link can be sent again three times an hour, then the page says to use the newest', async ({ visitors }) => {
  const { email, context, page } = await signedUp(visitors, false)
  for (let resend = 1; resend <= CONFIRMATION_RESEND_LIMITS.perAddress; resend++) {
    await page.getByRole('button', { name: 'Send the link again' }).click()
    await expect(page.getByText('We sent you a new confirmation link. It works for 24 hours.')).toBeVisible()
  }
  await page.getByRole('button', { name: 'Send the link again' }).click()
  await expect(
    page.getByText('We have sent several links in the last hour. Please use the newest one, or try again later.'),
  ).toBeVisible()
  const links = await confirmationLinks(email, CONFIRMATION_RESEND_LIMITS.perAddress + 1)
  // The newest link works.
  await page.goto(pathOf(links.at(-1)!))
  await page.getByRole('button', { name: 'Confirm my email address' }).click()
  await expect(page.getByRole('status')).toHaveText('Your email address is confirmed. Thank you!')
  await context.close()
})

test('an address signed up by someone else: the owner’s confirmation signs the registrant out and voids their password; no mail carries their “name”', async ({
  visitors,
}) => {
  const phishing = 'Your account is suspended, call +1 555 0100'
  // 1. The squatter signs the victim's address up, with a password of their own and a made-up "name".
  const squatter = await visitors.newContext()
  const squatterPage = await squatter.newPage()
  const email = await signUpNewAccount(squatterPage, 'squatted', { name: phishing })

  const [link] = await confirmationLinks(email, 1)

  // 2. The owner opens the mail in another browser and confirms.
  const owner = await visitors.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() } })
  const ownerPage = await owner.newPage()
  await ownerPage.goto(pathOf(link!))
  await ownerPage.getByRole('button', { name: 'Confirm my email address' }).click()
  await expect(ownerPage.getByRole('status')).toHaveText(
    'Your email address is confirmed. The account was created from another browser, so its password no longer works and every session of the account has been signed out. We have sent you a mail: choose a password to sign in.',
  )

  // 3. The squatter is signed out, and their password no longer works.
  await squatterPage.goto('/account')
  await expect(squatterPage).toHaveURL(/\/users\/sign-in$/)
  await squatterPage.getByLabel('E-Mail Address').fill(email)
  await squatterPage.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await squatterPage.getByRole('button', { name: 'Login' }).click()
  await expect(squatterPage.getByRole('status')).toHaveText('The email address or password is incorrect.')

  // 4. The owner was told what happened, and chooses a password with a reset link.
  await waitForMail(email, 'from a browser that did not choose its password')
  await ownerPage.getByRole('link', { name: 'Choose a password' }).click()
  await ownerPage.getByLabel('E-Mail Address').fill(email)
  await ownerPage.getByRole('button', { name: 'Send Reset Link' }).click()
  const reset = await waitForMail(email, '/users/password-reset?token=')

  // 5. No mail, confirmed or not, greets anyone with the name the squatter typed.
  for (const mail of [...(await mailsTo(email)), reset]) {
    expect(mail.text.split('\n')[0]).toBe('Hello,')
    expect(`${mail.text}${mail.html}`).not.toContain('suspended')
  }
  await Promise.all([squatter.close(), owner.close()])
})

test('confirming from a signed-in browser keeps its session and ends the ones that began before', async ({
  visitors,
}) => {
  const { email, context, page } = await signedUp(visitors, true)
  const other = await visitors.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() } })
  const otherPage = await other.newPage()
  await otherPage.goto('/users/sign-in')
  await otherPage.getByLabel('E-Mail Address').fill(email)
  await otherPage.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await otherPage.getByRole('button', { name: 'Login' }).click()
  await expect(otherPage).toHaveURL(/\/account$/)

  const [link] = await confirmationLinks(email, 1)
  await page.goto(pathOf(link!))
  await page.getByRole('button', { name: 'Confirm my email address' }).click()
  await expect(page.getByRole('status')).toHaveText('Your email address is confirmed. Thank you!')

  await page.goto('/account')
  await expect(page.locator('dl')).toContainText(`${email} (confirmed)`)
  await expect(page.getByRole('region', { name: 'Active sessions' }).getByRole('listitem')).toHaveCount(1)
  await otherPage.goto('/account')
  await expect(otherPage).toHaveURL(/\/users\/sign-in$/)
  await Promise.all([context.close(), other.close()])
})
