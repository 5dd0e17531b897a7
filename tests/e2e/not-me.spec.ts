import { expect, test, type Visitors } from './support/visitor'
import { en } from '@/lib/i18n/messages/en'
import { PASSWORD, setNewPassword, signUpByPost, uniqueEmail } from './support/accounts'
import { uniqueClientAddress } from './support/clients'
import { field } from './support/forms'
import { waitForMail } from './support/mail'

/*
 * "This wasn't me", from the mail a sign-in from a new browser sends (/users/not-me): opening the
 * link changes nothing (a mail scanner may open it), its button signs every session of the account
 * out, voids the password and mails a reset link; the link works once.
 */

const words = en.notMe

/** A new browser, a visitor of its own for the per-client limits. */
async function newBrowserPage(visitors: Visitors) {
  const context = await visitors.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() } })
  return context.newPage()
}

const linkIn = (text: string, path: string) => new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(text)![0]
const pathOf = (link: string) => new URL(link).pathname + new URL(link).search

test("the owner, told of a sign-in from a new browser, signs everyone out with the mail's link and sets a new password", async ({
  visitors,
}) => {
  const owner = await newBrowserPage(visitors)
  const email = uniqueEmail('not-me')
  await signUpByPost(owner.context().request, email)

  // Someone with the password signs in from a browser the account has never seen: the owner is told.
  const stranger = await newBrowserPage(visitors)
  await stranger.goto('/users/sign-in')
  await field(stranger, 'E-Mail Address').fill(email)
  await field(stranger, 'Password').fill(PASSWORD)
  await stranger.getByRole('button', { name: 'Login' }).click()
  await expect(stranger).toHaveURL(/\/account$/)
  const notice = await waitForMail(email, 'from a browser we had not seen before')
  const link = linkIn(notice.text, '/users/not-me')

  // Opening the link changes nothing: the button does.
  await owner.goto(pathOf(link))
  await expect(owner.getByRole('heading', { level: 1, name: words.card.title })).toBeVisible()
  await expect(owner.getByText(words.card.intro)).toBeVisible()
  await stranger.goto('/account')
  await expect(stranger).toHaveURL(/\/account$/)

  await owner.getByRole('button', { name: words.card.submit }).click()
  await expect(owner.getByRole('status')).toHaveText(words.done)
  // Every session has ended, the owner's too, and the password no longer signs in.
  for (const page of [stranger, owner]) {
    await page.goto('/account')
    await expect(page).toHaveURL(/\/users\/sign-in$/)
  }
  await field(stranger, 'E-Mail Address').fill(email)
  await field(stranger, 'Password').fill(PASSWORD)
  await stranger.getByRole('button', { name: 'Login' }).click()
  await expect(stranger.getByRole('status')).toHaveText('The email address or password is incorrect.')

  // The link works once.
  await owner.goto(pathOf(link))
  await owner.getByRole('button', { name: words.card.submit }).click()
  await expect(owner.getByRole('status')).toHaveText(`${words.invalid} ${words.resetLink}`)

  // The mailed reset link sets a new password, and signs the owner in.
  const reset = await waitForMail(email, '/users/password-reset?token=')
  await setNewPassword(owner, linkIn(reset.text, '/users/password-reset'), 'the owner’s new password')
  await expect(owner).toHaveURL(/\/account$/)
  await Promise.all([owner.context().close(), stranger.context().close()])
})
