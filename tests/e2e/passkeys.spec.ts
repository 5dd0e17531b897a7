import { DatabaseSync } from 'node:sqlite'
import { type Page } from '@playwright/test'
import { expect, test } from './support/visitor'
import { confirmAddress, signUpNewAccount } from './support/accounts'
import { uniqueClientAddress } from './support/clients'
import { e2e } from '../support/servers'

/*
 * Passkeys end to end, in Chromium with a virtual authenticator (the DevTools protocol's WebAuthn
 * domain: a platform authenticator that keeps discoverable credentials and verifies its user), on
 * the production build and its SQLite file. WebAuthn refuses an IP address as a site, so the
 * browser comes on `localhost`, which the local site answers as it does 127.0.0.1.
 */

const PASSWORD = 'correct horse battery'
const localhostUrl = `http://localhost:${e2e.site.port}`

/** A virtual authenticator in the page's browser, as a phone or laptop with a fingerprint reader would be. */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials }
}

/** How the account's newest session was signed in to, as the database keeps it. */
function newestSessionMethod(email: string) {
  const db = new DatabaseSync(e2e.site.authDb, { timeout: 5_000 })
  try {
    const row = db
      .prepare(
        'SELECT session.signInMethod AS method FROM session JOIN user ON user.id = session.userId WHERE user.email = ? ORDER BY session.createdAt DESC LIMIT 1',
      )
      .get(email) as { method: string } | undefined
    return row?.method
  } finally {
    db.close()
  }
}

test('a passkey is added on /account, renamed, signs in without the password, and once removed signs in no more', async ({
  visitors,
}) => {
  const context = await visitors.newContext({
    baseURL: localhostUrl,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() },
  })
  const page = await context.newPage()
  const authenticator = await addAuthenticator(page)
  const email = await signUpNewAccount(page, 'passkey')
  await confirmAddress(page, email)

  await page.goto('/account')
  const passkeys = page.getByRole('region', { name: 'Passkeys' })
  await expect(passkeys).toContainText('You have not added a passkey yet.')
  // The form loads when asked for, and the visitor carries on in its first field.
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(passkeys.getByLabel('Name (optional)')).toBeFocused()
  await passkeys.getByLabel('Name (optional)').fill('Work laptop')
  await passkeys.getByLabel('Current Password').fill(PASSWORD)
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(passkeys.getByRole('status').first()).toHaveText(/Your passkey has been added\./)
  await expect(passkeys.getByLabel('Name of this passkey')).toHaveValue('Work laptop')
  expect(await authenticator.credentials()).toEqual([expect.objectContaining({ isResidentCredential: true })])

  // Renamed: the list shows the new name, after a reload too.
  await passkeys.getByLabel('Name of this passkey').fill('Home laptop')
  await passkeys.getByRole('button', { name: 'Save name' }).click()
  await expect(passkeys.getByRole('status').first()).toHaveText(/The passkey has been renamed\./)
  await page.reload()
  await expect(passkeys.getByLabel('Name of this passkey')).toHaveValue('Home laptop')
  await expect(passkeys.getByText(/^Home laptop · Added/)).toBeVisible()

  await page.getByRole('button', { name: 'Sign out' }).first().click()
  await expect(page).toHaveURL(/\/users\/sign-in$/)
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
  // Two factors in one: a second step must not be asked of this session.
  expect(newestSessionMethod(email)).toBe('passkey')

  await passkeys.getByRole('button', { name: 'Remove' }).click()
  await expect(passkeys.getByRole('status').first()).toHaveText(/The passkey has been removed\./)
  await expect(passkeys).toContainText('You have not added a passkey yet.')

  // The device still holds the credential; the site no longer knows it.
  await page.getByRole('button', { name: 'Sign out' }).first().click()
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page.locator('#passkey-sign-in-status')).toContainText('This passkey does not belong to an account here')
  await expect(page).toHaveURL(/\/users\/sign-in$/)
  await context.close()
})

test('without JavaScript the sign-in screen says in its language that passkeys need it, and the password form stays usable', async ({
  visitors,
}) => {
  const context = await visitors.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const [path, button, words] of [
    [
      '/es/users/sign-in',
      'Iniciar sesión con una llave de acceso',
      'Para iniciar sesión con una llave de acceso se necesita JavaScript',
    ],
    ['/users/sign-in', 'Sign in with a passkey', 'Signing in with a passkey needs JavaScript'],
  ] as const) {
    // Chromium with scripts turned off by the DevTools protocol still parses <noscript> as if they ran, so the page's source is read.
    const html = await (await page.request.get(path)).text()
    expect(html).toMatch(new RegExp(`<noscript><p[^>]*>${words}[^<]*</p></noscript>`))
    await page.goto(path)
    await expect(page.getByRole('button', { name: button })).toBeDisabled()
    await expect(
      page.getByRole('button', { name: path.startsWith('/es') ? 'Iniciar sesión' : 'Login', exact: true }),
    ).toBeEnabled()
  }
  await context.close()
})
