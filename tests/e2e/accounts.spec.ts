import { DatabaseSync } from 'node:sqlite'
import { type APIRequest, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { expect, test, type Visitors } from './support/visitor'
import { RESET_LIMITS } from '@/lib/auth/request-limits'
import { PASSWORD, requestReset, setNewPassword, signUpByPost, uniqueEmail } from './support/accounts'
import { uniqueClientAddress } from './support/clients'
import { field, sendPassword } from './support/forms'
import { mailsTo, queuedFor } from './support/mail'
import { hiddenFields } from '../support/hidden-fields'
import { planCard } from './support/pages'
import { e2e } from '../support/servers'

/*
 * Accounts end to end, against the production build and its real SQLite file (AUTH_DB_PATH in
 * playwright.config.ts), with JavaScript and without: sign-up from the pricing page, sign-in
 * with and without Remember Me, the lockout, the account page's sessions, and the password
 * reset with the link read from the mail the fake SMTP server received.
 */

const RESET_SUBJECT = 'Reset your MediCore password'
const SESSION_COOKIE = 'better-auth.session_token'
const DAY_MS = 24 * 60 * 60 * 1000

/** A browser context of its own, with a client address of its own for the per-client limits. */
async function newContext(
  visitors: Visitors,
  { javaScript = true, timezoneId }: { javaScript?: boolean; timezoneId?: string } = {},
) {
  return visitors.newContext({
    javaScriptEnabled: javaScript,
    timezoneId,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() },
  })
}

/** The hidden fields of a page's form, to post it as a script would. */
const actionFields = async (request: APIRequestContext, path: string) =>
  Object.fromEntries(hiddenFields(await (await request.get(path)).text()))

/**
 * A script posting a page's form once for each of `values`, all at once, as a client of its own
 * (the per-client limits): the pages it was answered.
 */
async function postedAtOnce(
  request: APIRequest,
  baseURL: string | undefined,
  path: string,
  values: Record<string, string>[],
) {
  const client = await request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() },
  })
  const fields = await actionFields(client, path)
  const answers = await Promise.all(
    values.map((value) =>
      client.post(path, { multipart: { ...fields, ...value } }).then((response) => response.text()),
    ),
  )
  await client.dispose()
  return answers
}

/** The mails the fake SMTP server received for `email` with this subject. */
const mailsWith = async (email: string, subject: string) =>
  (await mailsTo(email)).filter((mail) => mail.subject === subject)

async function signUp(page: Page, email: string, { path = '/users/sign-up', name = 'Ada Lovelace' } = {}) {
  if (path) await page.goto(path)
  await field(page, 'Name').fill(name)
  await field(page, 'E-Mail Address').fill(email)
  await field(page, 'Password').fill(PASSWORD)
  await field(page, 'Confirm Password').fill(PASSWORD)
  await sendPassword(page.getByRole('button', { name: 'Register' }), () => expect(page).toHaveURL(/\/account$/))
}

/** A new account, signed in, in a browser context of its own, on its account page. */
async function signedUp(visitors: Visitors, label: string, { timezoneId }: { timezoneId?: string } = {}) {
  const email = uniqueEmail(label)
  const context = await newContext(visitors, { timezoneId })
  await signUpByPost(context.request, email)
  const page = await context.newPage()
  await page.goto('/account')
  return { email, context, page }
}

/** A new account, signed up by a browser context of its own, which is then closed: its address. */
async function createAccount(visitors: Visitors, label: string) {
  const email = uniqueEmail(label)
  const context = await newContext(visitors)
  await signUpByPost(context.request, email)
  await context.close()
  return email
}

async function signIn(page: Page, email: string, password = PASSWORD, { remember = false } = {}) {
  await page.goto('/users/sign-in')
  await field(page, 'E-Mail Address').fill(email)
  await field(page, 'Password').fill(password)
  if (remember) await field(page, 'Remember Me').check()
  await page.getByRole('button', { name: 'Login' }).click()
}

/** The account signed in again, in a browser context of its own (another device), on its account page. */
async function signedIn(visitors: Visitors, email: string, { remember = false } = {}) {
  const context = await newContext(visitors)
  const page = await context.newPage()
  await signIn(page, email, PASSWORD, { remember })
  await expect(page).toHaveURL(/\/account$/)
  return { context, page }
}

/** A new account signed in on two devices: `page`, reloaded so it shows both sessions, and `otherPage`. */
async function onTwoDevices(visitors: Visitors, label: string) {
  const { email, context, page } = await signedUp(visitors, label)
  const { context: other, page: otherPage } = await signedIn(visitors, email)
  await page.reload()
  return { email, context, page, other, otherPage }
}

const signOutButton = (page: Page) => page.getByRole('button', { name: 'Sign out', exact: true }).first()

async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === SESSION_COOKIE)
  expect(cookie, `the ${SESSION_COOKIE} cookie`).toBeDefined()
  return cookie!
}

/** The address of the link in the newest reset mail to `email`, waiting for the mail to arrive. */
async function resetLinkFrom(email: string, after = 0): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const resets = await mailsWith(email, RESET_SUBJECT)
        link =
          resets.length > after
            ? /https?:\/\/\S+\/users\/password-reset\?token=\S+/.exec(resets.at(-1)!.text)?.[0]
            : undefined
        return link
      },
      { message: `a reset mail to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy()
  return link!
}

/** Runs SQL on the site server's own accounts database (WAL: safe beside the running server). */
function onAuthDatabase<T>(work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(e2e.site.authDb, { timeout: 5_000 })
  try {
    return work(db)
  } finally {
    db.close()
  }
}

const utcDate = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date)

for (const javaScript of [true, false]) {
  const mode = javaScript ? 'with JavaScript' : 'without JavaScript'

  test(`${mode}: sign up from a pricing button, see the plan, the trial start at the confirmation, sign out`, async ({
    visitors,
  }) => {
    const context = await newContext(visitors, { javaScript })
    const page = await context.newPage()
    await page.goto('/pricing')
    await planCard(page, 'Starter').getByRole('link', { name: 'Start Free Trial' }).click()
    await expect(page).toHaveURL(/\/users\/sign-up\?plan=starter$/)
    await expect(page.getByText('Create your MediCore account on the Starter plan, free for 14 days.')).toBeVisible()

    const email = uniqueEmail(`pricing-${javaScript ? 'js' : 'nojs'}`)
    await signUp(page, email, { path: '' })
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
    const details = page.locator('dl')
    await expect(details).toContainText('Ada Lovelace')
    await expect(details).toContainText(email)
    await expect(details).toContainText('PlanStarter')
    // No trial before anyone proved the address is theirs; the confirmation starts it.
    await expect(details).toContainText('Free trialYour free trial starts when you confirm your email address.')
    const confirmations = () => mailsWith(email, 'Confirm your MediCore email address')
    await expect.poll(async () => (await confirmations()).length, { message: 'a confirmation mail' }).toBe(1)
    const [confirmation] = await confirmations()
    const link = /https?:\/\/\S+\/users\/confirm-email\?token=\S+/.exec(confirmation!.text)![0]
    await page.goto(new URL(link).pathname + new URL(link).search)
    await page.getByRole('button', { name: 'Confirm my email address' }).click()
    await expect(page.getByRole('status')).toHaveText('Your email address is confirmed. Thank you!')
    await page.goto('/account')
    await expect(details).toContainText(`Trial ends${utcDate(new Date(Date.now() + 14 * DAY_MS))}`)

    // Signed in, the sign-in and sign-up pages lead to the account.
    await page.goto('/users/sign-in')
    await expect(page).toHaveURL(/\/account$/)
    await page.goto('/users/sign-up')
    await expect(page).toHaveURL(/\/account$/)

    await signOutButton(page).click()
    await expect(page).toHaveURL(/\/users\/sign-in$/)
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE)
    await page.goto('/account')
    await expect(page).toHaveURL(/\/users\/sign-in$/)
    await context.close()
  })

  test(`${mode}: sign in without Remember Me gets a browser-session cookie, with it a 30-day one`, async ({
    visitors,
  }) => {
    const email = await createAccount(visitors, 'remember')

    const forgetful = await newContext(visitors, { javaScript })
    const page = await forgetful.newPage()
    await signIn(page, email)
    await expect(page).toHaveURL(/\/account$/)
    const browserSession = await sessionCookie(forgetful)
    expect(browserSession).toMatchObject({ expires: -1, httpOnly: true, sameSite: 'Lax', secure: false })
    await forgetful.close()

    const remembered = await newContext(visitors, { javaScript })
    const again = await remembered.newPage()
    await signIn(again, email, PASSWORD, { remember: true })
    await expect(again).toHaveURL(/\/account$/)
    const persistent = await sessionCookie(remembered)
    expect(persistent).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    expect(persistent.expires * 1000).toBeGreaterThan(Date.now() + 30 * DAY_MS - 60_000)
    expect(persistent.expires * 1000).toBeLessThan(Date.now() + 30 * DAY_MS + 60_000)
    await remembered.close()
  })

  test(`${mode}: a wrong password and an unknown e-mail get the same message`, async ({ visitors }) => {
    const email = await createAccount(visitors, 'wrong')

    const context = await newContext(visitors, { javaScript })
    const page = await context.newPage()
    await signIn(page, email, 'not the password')
    await expect(page.getByRole('status')).toHaveText('The email address or password is incorrect.')
    await signIn(page, uniqueEmail('nobody'), PASSWORD)
    await expect(page.getByRole('status')).toHaveText('The email address or password is incorrect.')
    await expect(page).toHaveURL(/\/users\/sign-in$/)
    await context.close()
  })
}

test('five failed sign-ins lock browsers without the device cookie out for 15 minutes, even with the right password; the owner’s browser signs in', async ({
  visitors,
}) => {
  test.slow() // The answers slow down before the lockout.
  const { email, context: owner, page: ownerPage } = await signedUp(visitors, 'lockout')
  await signOutButton(ownerPage).click()

  const context = await newContext(visitors)
  const page = await context.newPage()
  for (let attempt = 1; attempt <= 5; attempt++) {
    await signIn(page, email, `wrong password ${attempt}`)
    await expect(page.getByRole('status')).toHaveText('The email address or password is incorrect.')
  }
  await signIn(page, email, PASSWORD)
  await expect(page.getByRole('status')).toHaveText('Too many failed sign-in attempts. Try again in 15 minutes.')
  await expect(page).toHaveURL(/\/users\/sign-in$/)

  // Every browser without the account's device cookie shares those five, whatever its network...
  const elsewhere = await newContext(visitors, { javaScript: false })
  const other = await elsewhere.newPage()
  await signIn(other, email, PASSWORD)
  await expect(other.getByRole('status')).toHaveText('Too many failed sign-in attempts. Try again in 15 minutes.')
  // ...but whoever guessed cannot lock the owner out of the browser they signed up with.
  await signIn(ownerPage, email, PASSWORD)
  await expect(ownerPage).toHaveURL(/\/account$/)
  await Promise.all([context.close(), elsewhere.close(), owner.close()])
})

/** What the sign-in form told each guess: checked and wrong, too busy to check it, or refused unchecked. */
function guessesAnswered(answers: string[]) {
  const count = (text: string) => answers.filter((html) => html.includes(text)).length
  return {
    checked: count('The email address or password is incorrect.'),
    busy: count('The site is busy right now.'),
    refused: count('Too many failed sign-in attempts.'),
  }
}

/**
 * The guard's five tries were used, and no more: checked, or (on a busy machine, a try that waited
 * too long for a hashing slot) answered busy, unchecked. A guard that refused every guess fails here.
 */
function expectFiveTries(answers: string[]) {
  const { checked, busy } = guessesAnswered(answers)
  expect(checked + busy, 'the guesses let through').toBe(5)
  expect(checked, 'the guesses checked').toBeGreaterThan(0)
}

test('30 wrong passwords for one account, posted at once: the five the guard allows are checked, the rest refused', async ({
  visitors,
  playwright,
  baseURL,
}) => {
  const email = await createAccount(visitors, 'parallel-guesses')
  const guesses = Array.from({ length: 30 }, (_, index) => ({ email, password: `guess number ${index}` }))
  const answers = await postedAtOnce(playwright.request, baseURL, '/users/sign-in', guesses)
  expect(guessesAnswered(answers)).toEqual({ checked: expect.any(Number), busy: expect.any(Number), refused: 25 })
  expectFiveTries(answers)
})

test('an e-mail that already has an account gets a clear message and a link to sign in', async ({ visitors }) => {
  const email = await createAccount(visitors, 'exists')

  const context = await newContext(visitors, { javaScript: false })
  const page = await context.newPage()
  await page.goto('/users/sign-up')
  await field(page, 'Name').fill('Someone Else')
  await field(page, 'E-Mail Address').fill(email.toUpperCase())
  await field(page, 'Password').fill('another password')
  await field(page, 'Confirm Password').fill('another password')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('status')).toHaveText('An account with this email address already exists. Login')
  await expect(page.getByRole('status').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/users/sign-in')
  await expect(field(page, 'Name')).toHaveValue('Someone Else')
  await context.close()
})

test('the account page lists the sessions, ends one, and ends every other', async ({ visitors }) => {
  const { email, context: first, page } = await signedUp(visitors, 'sessions', { timezoneId: 'America/Chicago' })
  const { context: second, page: secondPage } = await signedIn(visitors, email)
  const { context: third, page: thirdPage } = await signedIn(visitors, email)

  await page.reload()
  const sessions = page.getByRole('region', { name: 'Active sessions' }).getByRole('listitem')
  await expect(sessions).toHaveCount(3)
  await expect(sessions.first()).toContainText('Chrome on Windows (this device)')
  // When each was last active, in the browser's own zone (the server wrote it in UTC).
  await expect(sessions.locator('time')).toHaveText(Array(3).fill(/ C[SD]T$/))
  await expect(sessions.nth(1)).not.toContainText('(this device)')

  // "Sign out" on one other session ends that session only.
  await sessions.nth(1).getByRole('button', { name: 'Sign out' }).click()
  await expect(sessions).toHaveCount(2)
  const stillIn = await Promise.all(
    [secondPage, thirdPage].map(async (other) => {
      await other.goto('/account')
      return /\/account$/.test(other.url())
    }),
  )
  expect(stillIn.toSorted()).toEqual([false, true])

  await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
  await expect(sessions).toHaveCount(1)
  for (const other of [secondPage, thirdPage]) {
    await other.goto('/account')
    await expect(other).toHaveURL(/\/users\/sign-in$/)
  }
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
  await Promise.all([first.close(), second.close(), third.close()])
})

test('a password change on /account ends the other browser’s session, keeps this one, and tells the address', async ({
  visitors,
}) => {
  const { email, context, page, other, otherPage } = await onTwoDevices(visitors, 'change')
  const form = page.getByRole('region', { name: 'Change password' })
  await form.getByLabel('Current Password').fill('not my password')
  await form.getByLabel('New Password').fill('a brand new password')
  await form.getByLabel('Confirm Password').fill('a brand new password')
  await form.getByRole('button', { name: 'Change Password' }).click()
  await expect(form.getByLabel('Current Password')).toHaveAccessibleDescription(/The current password is incorrect\./)

  await form.getByLabel('Current Password').fill(PASSWORD)
  await form.getByLabel('New Password').fill('a brand new password')
  await form.getByLabel('Confirm Password').fill('a brand new password')
  await form.getByRole('button', { name: 'Change Password' }).click()
  await expect(form.getByRole('status')).toHaveText(
    'Your password has been changed. Every other session of your account has been signed out.',
  )

  await otherPage.goto('/account')
  await expect(otherPage).toHaveURL(/\/users\/sign-in$/)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Active sessions' }).getByRole('listitem')).toHaveCount(1)
  await expect.poll(async () => (await mailsWith(email, 'Your MediCore password was changed')).length).toBe(1)
  const [notice] = await mailsWith(email, 'Your MediCore password was changed')
  expect(notice!.text).toMatch(
    /If this was not you, reset your password now:\s+http:\/\/127\.0\.0\.1:\d+\/users\/forgot-password/,
  )

  await signOutButton(page).click()
  await signIn(page, email, 'a brand new password')
  await expect(page).toHaveURL(/\/account$/)
  await Promise.all([context.close(), other.close()])
})

test('a remembered session two days old keeps its account page and its session list', async ({ visitors }) => {
  const email = await createAccount(visitors, 'aged')
  const { context, page } = await signedIn(visitors, email, { remember: true })
  const token = decodeURIComponent((await sessionCookie(context)).value).split('.')[0]!
  onAuthDatabase((db) =>
    db
      .prepare('UPDATE session SET createdAt = ?, updatedAt = ? WHERE token = ?')
      .run(new Date(Date.now() - 2 * DAY_MS).toISOString(), new Date(Date.now() - 2 * DAY_MS).toISOString(), token),
  )
  const response = await page.goto('/account')
  expect(response?.status()).toBe(200)
  // This one and the sign-up's own.
  const sessions = page.getByRole('region', { name: 'Active sessions' }).getByRole('listitem')
  await expect(sessions).toHaveCount(2)
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(sessions).toHaveCount(1)
  await context.close()
})

test('a session without Remember Me ends 12 hours after sign-in, even when the client drops dont_remember', async ({
  visitors,
}) => {
  const email = await createAccount(visitors, 'short')
  const { context, page } = await signedIn(visitors, email)
  // Only the session cookie goes back: Better Auth alone would renew the session to 30 days.
  const session = await sessionCookie(context)
  await context.clearCookies()
  await context.addCookies([session])
  expect(await page.goto('/account').then((response) => response?.status())).toBe(200)
  const token = decodeURIComponent(session.value).split('.')[0]!
  const expiresAt = onAuthDatabase(
    (db) => (db.prepare('SELECT expiresAt FROM session WHERE token = ?').get(token) as { expiresAt: string }).expiresAt,
  )
  expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(12 * 60 * 60 * 1000)

  // Twelve hours and a minute later, as the database tells it.
  const shift = (column: string) => `${column} = strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, '-12 hours', '-1 minutes')`
  onAuthDatabase((db) =>
    db
      .prepare(
        `UPDATE session SET ${shift('createdAt')}, ${shift('updatedAt')}, ${shift('expiresAt')}, ${shift('lastsUntil')} WHERE token = ?`,
      )
      .run(token),
  )
  await page.goto('/account')
  await expect(page).toHaveURL(/\/users\/sign-in$/)
  await context.close()
})

test('“Sign out everywhere else” from a page whose session has ended leads to sign-in, not an error', async ({
  visitors,
}) => {
  const { context, page, other } = await onTwoDevices(visitors, 'signed-out-action')
  await context.clearCookies()
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
  await expect(page).toHaveURL(/\/users\/sign-in$/)
  await Promise.all([context.close(), other.close()])
})

test(`20 reset requests for one address, sent at once, mail it at most ${RESET_LIMITS.perAddress} links`, async ({
  visitors,
  playwright,
  baseURL,
}) => {
  const email = await createAccount(visitors, 'reset-flood')
  const requests = Array.from({ length: 20 }, () => ({ email }))
  const answers = await postedAtOnce(playwright.request, baseURL, '/users/forgot-password', requests)
  // Every answer is the same, sent or not.
  for (const html of answers) expect(html).toContain('If an account exists for that email address')
  // Every answer has been given: what was queued for the address is all there will be.
  expect(queuedFor(email, RESET_SUBJECT)).toHaveLength(RESET_LIMITS.perAddress)
  await expect.poll(async () => (await mailsWith(email, RESET_SUBJECT)).length).toBe(RESET_LIMITS.perAddress)
})

test.describe('password reset by mail', () => {
  for (const javaScript of [true, false]) {
    test(`${javaScript ? 'with' : 'without'} JavaScript: the link sets a new password once, and signs in`, async ({
      visitors,
    }) => {
      const email = await createAccount(visitors, `reset-${javaScript ? 'js' : 'nojs'}`)

      const context = await newContext(visitors, { javaScript })
      const page = await context.newPage()
      await requestReset(page, email)
      const link = await resetLinkFrom(email)
      expect(new URL(link).origin).toBe(new URL(page.url()).origin)

      await setNewPassword(page, link, 'my new password')
      await expect(page).toHaveURL(/\/account$/)
      await expect(page.locator('dl')).toContainText(email)

      // Used once: the same link is refused, with a way to ask again.
      await setNewPassword(page, link, 'yet another password')
      await expect(page.getByRole('status')).toHaveText(
        'This password reset link has expired or has already been used. Ask for a new link',
      )

      await page.goto('/account')
      await signOutButton(page).click()
      await signIn(page, email, PASSWORD)
      await expect(page.getByRole('status')).toHaveText('The email address or password is incorrect.')
      await signIn(page, email, 'my new password')
      await expect(page).toHaveURL(/\/account$/)
      await context.close()
    })
  }

  test('asking for a link answers the same for an unknown address, and sends nothing', async ({ visitors }) => {
    const context = await newContext(visitors)
    const page = await context.newPage()
    const nobody = uniqueEmail('no-account')
    await requestReset(page, nobody)
    expect(queuedFor(nobody)).toEqual([])
    // A request for an account's address, answered after it, is queued and sent; by then nothing went to the other.
    const email = await createAccount(visitors, 'after-no-account')
    await requestReset(page, email)
    expect(queuedFor(email, RESET_SUBJECT)).toHaveLength(1)
    await resetLinkFrom(email)
    expect(await mailsTo(nobody)).toEqual([])
    await context.close()
  })

  test('an expired link is refused with a way to ask again', async ({ visitors }) => {
    const { email, context, page } = await signedUp(visitors, 'expired')
    await signOutButton(page).click()
    await requestReset(page, email)
    const link = await resetLinkFrom(email)

    // An hour later, as the database sees it.
    const changed = onAuthDatabase(
      (db) =>
        db
          .prepare(`UPDATE verification SET expiresAt = ? WHERE value = (SELECT id FROM user WHERE email = ?)`)
          .run(new Date(Date.now() - 1_000).toISOString(), email).changes,
    )
    expect(changed).toBe(1)

    await setNewPassword(page, link, 'too late password')
    await expect(page.getByRole('status')).toHaveText(
      'This password reset link has expired or has already been used. Ask for a new link',
    )
    await page.getByRole('link', { name: 'Ask for a new link' }).click()
    await expect(page).toHaveURL(/\/users\/forgot-password$/)
    await signIn(page, email, PASSWORD)
    await expect(page).toHaveURL(/\/account$/)
    await context.close()
  })

  test("'Logout all devices' ends the other browser's session; the one that reset stays signed in", async ({
    visitors,
  }) => {
    const { email, context: laptop, page: laptopPage } = await signedUp(visitors, 'logout-all')

    const phone = await newContext(visitors)
    const phonePage = await phone.newPage()
    await requestReset(phonePage, email)
    await setNewPassword(phonePage, await resetLinkFrom(email), 'after the reset', { logoutDevices: true })
    await expect(phonePage).toHaveURL(/\/account$/)

    await laptopPage.goto('/account')
    await expect(laptopPage).toHaveURL(/\/users\/sign-in$/)
    await phonePage.goto('/account')
    await expect(phonePage).toHaveURL(/\/account$/)
    await expect(phonePage.getByRole('region', { name: 'Active sessions' }).getByRole('listitem')).toHaveCount(1)
    await Promise.all([laptop.close(), phone.close()])
  })

  test('for an address never confirmed, a reset ends the other sessions even without the box', async ({ visitors }) => {
    // Whoever registered the address may not be its owner: the owner's reset must shut them out.
    const { email, context: squatter, page: squatterPage } = await signedUp(visitors, 'unconfirmed')

    const owner = await newContext(visitors)
    const ownerPage = await owner.newPage()
    await requestReset(ownerPage, email)
    await setNewPassword(ownerPage, await resetLinkFrom(email), 'after the reset')
    await expect(ownerPage).toHaveURL(/\/account$/)
    await squatterPage.goto('/account')
    await expect(squatterPage).toHaveURL(/\/users\/sign-in$/)
    await expect.poll(async () => (await mailsWith(email, 'Your MediCore password was changed')).length).toBe(1)
    await Promise.all([squatter.close(), owner.close()])
  })
})

test('a sign-in form posted from another site is refused and signs nobody in', async ({
  visitors,
  request,
  baseURL,
}) => {
  const email = await createAccount(visitors, 'csrf')
  // The form as the page serves it: its hidden action fields, then the visitor's values.
  const fields = await actionFields(request, '/users/sign-in')
  const post = (origin: string) =>
    request.post('/users/sign-in', {
      headers: { origin },
      multipart: { ...fields, email, password: PASSWORD },
      maxRedirects: 0,
    })
  const sessionSet = (headers: { name: string; value: string }[]) =>
    headers.some((header) => header.name.toLowerCase() === 'set-cookie' && header.value.includes(SESSION_COOKIE))

  const forged = await post('https://evil.example')
  expect(forged.status()).toBeGreaterThanOrEqual(400)
  expect(sessionSet(forged.headersArray())).toBe(false)

  // The same post from the site itself signs in: the refusal above is the origin check.
  const own = await post(new URL(baseURL!).origin)
  expect(own.status()).toBe(303)
  expect(own.headers().location).toBe('/account')
  expect(sessionSet(own.headersArray())).toBe(true)
})

test.describe("the owner's browser (device cookie)", () => {
  const DEVICE_COOKIE = 'medicore.device'
  const YEAR_MS = 365 * DAY_MS

  /** Wrong passwords for `email` posted at once, each from a client of its own: what each was answered. */
  async function guessedFromManyClients(
    request: APIRequest,
    baseURL: string | undefined,
    email: string,
    count: number,
  ) {
    const client = await request.newContext({ baseURL })
    const fields = await actionFields(client, '/users/sign-in')
    const answers = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        client
          .post('/users/sign-in', {
            headers: { 'x-forwarded-for': uniqueClientAddress() },
            multipart: { ...fields, email, password: `guess number ${index}` },
          })
          .then((response) => response.text()),
      ),
    )
    await client.dispose()
    return answers
  }

  test('an address locked by guesses from a hundred clients still lets its owner in, from the browser they signed in with', async ({
    visitors,
    playwright,
    baseURL,
  }) => {
    test.slow() // A hundred sign-ins at once.
    const { email, context, page } = await signedUp(visitors, 'device')
    await signOutButton(page).click()
    await signIn(page, email)
    await expect(page).toHaveURL(/\/account$/)
    const device = (await context.cookies()).find((cookie) => cookie.name === DEVICE_COOKIE)
    expect(device, 'the device cookie').toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/' })
    expect(device!.expires * 1000).toBeGreaterThan(Date.now() + YEAR_MS - 60_000)
    expect(decodeURIComponent(device!.value)).not.toContain(email.split('@')[0]!)
    await signOutButton(page).click()

    // However many clients they come from, browsers without the device cookie share 5 tries.
    const answers = await guessedFromManyClients(playwright.request, baseURL, email, 100)
    expect(guessesAnswered(answers)).toEqual({ checked: expect.any(Number), busy: expect.any(Number), refused: 95 })
    expectFiveTries(answers)

    // Anyone else, even with the right password, now waits out the address's lock...
    const stranger = await newContext(visitors, { javaScript: false })
    const strangerPage = await stranger.newPage()
    await signIn(strangerPage, email)
    await expect(strangerPage.getByRole('status')).toHaveText(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    )

    // ...but the owner's browser is not refused: its device cookie gives it tries of its own.
    await signIn(page, email)
    await expect(page).toHaveURL(/\/account$/)
    await Promise.all([context.close(), stranger.close()])
  })
})

test('wrong current passwords on /account go through the sign-in lockout: the sixth try is refused, even the right one', async ({
  visitors,
}) => {
  const { email, context, page } = await signedUp(visitors, 'change-guesses')
  const form = page.getByRole('region', { name: 'Change password' })
  const tryChange = async (current: string, answered: () => Promise<void>) => {
    await form.getByLabel('Current Password').fill(current)
    await form.getByLabel('New Password').fill('a stolen session password')
    await form.getByLabel('Confirm Password').fill('a stolen session password')
    await sendPassword(form.getByRole('button', { name: 'Change Password' }), answered)
  }
  for (let attempt = 1; attempt <= 5; attempt++) {
    await tryChange(`guess number ${attempt}`, () =>
      expect(form.getByLabel('Current Password')).toHaveAccessibleDescription(/The current password is incorrect\./),
    )
  }
  await tryChange(PASSWORD, () =>
    expect(form.getByRole('status')).toHaveText('Too many failed sign-in attempts. Try again in 15 minutes.'),
  )

  // The password is still the old one, and no notice went out.
  const other = await newContext(visitors)
  const otherPage = await other.newPage()
  await signIn(otherPage, email, 'a stolen session password')
  await expect(otherPage.getByRole('status')).toHaveText('The email address or password is incorrect.')
  expect(await mailsWith(email, 'Your MediCore password was changed')).toEqual([])
  await Promise.all([context.close(), other.close()])
})

test.describe('every other reset link of the account ends', () => {
  const refused = 'This password reset link has expired or has already been used. Ask for a new link'

  test('after a reset with one of them', async ({ visitors }) => {
    const email = await createAccount(visitors, 'two-links')
    const context = await newContext(visitors)
    const page = await context.newPage()
    await requestReset(page, email)
    const first = await resetLinkFrom(email)
    await requestReset(page, email)
    const second = await resetLinkFrom(email, 1)
    await setNewPassword(page, second, 'the owner password')
    await expect(page).toHaveURL(/\/account$/)

    // Whoever reads the first mail later cannot set the password again.
    const other = await newContext(visitors)
    const otherPage = await other.newPage()
    await setNewPassword(otherPage, first, 'an attacker password')
    await expect(otherPage.getByRole('status')).toHaveText(refused)
    await Promise.all([context.close(), other.close()])
  })

  test('after a password change on /account', async ({ visitors }) => {
    const { email, context, page } = await signedUp(visitors, 'link-then-change')
    const other = await newContext(visitors)
    const otherPage = await other.newPage()
    await requestReset(otherPage, email)
    const link = await resetLinkFrom(email)

    const form = page.getByRole('region', { name: 'Change password' })
    await form.getByLabel('Current Password').fill(PASSWORD)
    await form.getByLabel('New Password').fill('a brand new password')
    await form.getByLabel('Confirm Password').fill('a brand new password')
    await form.getByRole('button', { name: 'Change Password' }).click()
    await expect(form.getByRole('status')).toContainText('Your password has been changed.')

    await setNewPassword(otherPage, link, 'an attacker password')
    await expect(otherPage.getByRole('status')).toHaveText(refused)
    await Promise.all([context.close(), other.close()])
  })
})

test.describe("the account's language", () => {
  const subjects = { en: 'Reset your MediCore password', es: 'Restablezca su contraseña de MediCore' }

  /** The subjects of the reset mails `email` has received, waiting for the `count`th. */
  async function resetSubjects(email: string, count: number) {
    let subjects: string[] = []
    await expect
      .poll(async () => {
        subjects = (await mailsTo(email))
          .map((mail) => mail.subject)
          .filter((subject) => /MediCore/.test(subject) && /Reset|Restablezca/.test(subject))
        return subjects.length
      })
      .toBe(count)
    return subjects
  }

  test('a Spanish account signing in on the English form lands on /es/account; the language it chooses there is its mails’', async ({
    visitors,
  }) => {
    const email = uniqueEmail('idioma')
    const context = await newContext(visitors, { javaScript: false })
    const page = await context.newPage()
    await page.goto('/es/users/sign-up')
    await field(page, 'Nombre').fill('Ana Gómez')
    await field(page, 'Correo electrónico').fill(email)
    await field(page, 'Contraseña').fill(PASSWORD)
    await field(page, 'Confirmar contraseña').fill(PASSWORD)
    await page.getByRole('button', { name: 'Registrarse' }).click()
    await expect(page).toHaveURL(/\/es\/account$/)
    await page.getByRole('button', { name: 'Cerrar sesión' }).first().click()

    await signIn(page, email)
    await expect(page).toHaveURL(/\/es\/account$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page.getByRole('heading', { level: 1, name: 'Su cuenta' })).toBeVisible()

    // The setting, in Spanish, shows the account's language; English is chosen.
    const setting = page.getByRole('region', { name: 'Idioma' })
    await expect(setting.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es')
    await setting.getByRole('combobox').selectOption({ label: 'English' })
    await setting.getByRole('button', { name: 'Guardar idioma' }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page).not.toHaveURL(/\/es\//)
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Language' }).getByRole('combobox')).toHaveValue('en')

    // The mails follow: English now, and Spanish again once it is chosen back.
    const other = await newContext(visitors)
    const otherPage = await other.newPage()
    await requestReset(otherPage, email)
    expect(await resetSubjects(email, 1)).toEqual([subjects.en])
    await page.getByRole('region', { name: 'Language' }).getByRole('combobox').selectOption({ label: 'Español' })
    await page.getByRole('button', { name: 'Save language' }).click()
    await expect(page).toHaveURL(/\/es\/account$/)
    await requestReset(otherPage, email)
    expect(await resetSubjects(email, 2)).toEqual([subjects.en, subjects.es])

    // A reset's sign-in lands on the account's language too.
    const link = /https?:\/\/\S+\/users\/password-reset\?token=\S+/.exec((await mailsTo(email)).at(-1)!.text)![0]
    expect(new URL(link).pathname).toBe('/es/users/password-reset')
    await otherPage.goto(new URL(link).pathname.replace(/^\/es/, '') + new URL(link).search)
    await field(otherPage, 'New Password').fill('una contraseña nueva')
    await field(otherPage, 'Confirm Password').fill('una contraseña nueva')
    await otherPage.getByRole('button', { name: 'Reset Password' }).click()
    await expect(otherPage).toHaveURL(/\/es\/account$/)
    await Promise.all([context.close(), other.close()])
  })
})
