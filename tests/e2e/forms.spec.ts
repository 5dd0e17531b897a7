import { type Page } from '@playwright/test'
import { expect, test, type Visitors } from './support/visitor'
import { uniqueClientAddress } from './support/clients'
import { storedMessages } from './support/contact'
import { expectFieldError, expectFieldErrors, field, fillFields } from './support/forms'

/*
 * The account screens' labels, messages and focus, and the contact form, in a real browser,
 * with JavaScript and without (what the accounts do is in accounts.spec.ts). Contact messages are checked in the store the site server writes to: the
 * SQLite file playwright.config.ts gives it as CONTACT_DB_PATH.
 */

const SENT = 'Your message has been sent. Thank you!'

/** A page in a context of its own, with a client address of its own for the contact rate limit. */
async function newPage(visitors: Visitors, { javaScript = true } = {}) {
  const context = await visitors.newContext({
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() },
  })
  return context.newPage()
}

test.describe('sign-in', () => {
  test('shows its messages, focuses the first invalid field and answers an unknown account with the generic message', async ({
    visitors,
  }) => {
    const page = await newPage(visitors)
    await page.goto('/users/sign-in')
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/users/forgot-password')
    await expect(page.getByRole('link', { name: "Don't have an account? Create One" })).toHaveAttribute(
      'href',
      '/users/sign-up',
    )
    await expect(page.locator('form')).toHaveAttribute('method', 'POST')

    await page.getByRole('button', { name: 'Login' }).click()
    await expectFieldErrors(page, {
      'E-Mail Address': 'Email is invalid',
      Password: 'Password is required',
    })
    await expect(field(page, 'E-Mail Address')).toBeFocused()

    const password = 'correct horse battery'
    await fillFields(page, { 'E-Mail Address': `nobody-${Date.now()}@clinic.example`, Password: password })
    await field(page, 'Remember Me').check()
    const requests: { method: string; url: string; body: string }[] = []
    page.on('request', (request) =>
      requests.push({ method: request.method(), url: request.url(), body: request.postData() ?? '' }),
    )
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('status')).toHaveText('The email address or password is incorrect.')
    // One POST, to the page's own server action, which carries the password in its body...
    const posts = requests.filter((request) => request.method === 'POST')
    expect(posts.map((request) => new URL(request.url).pathname)).toEqual(['/users/sign-in'])
    expect(posts[0]!.body).toContain(password)
    // ...and no address the page asked for holds it, in any encoding.
    const inUrls = requests.map((request) => decodeURIComponent(request.url.replaceAll('+', ' ')))
    expect(inUrls.filter((url) => url.includes(password))).toEqual([])
    await expect(page).toHaveURL(/\/users\/sign-in$/)
    await page.context().close()
  })

  test('works without JavaScript: the server gives the same messages', async ({ visitors }) => {
    const page = await newPage(visitors, { javaScript: false })
    await page.goto('/users/sign-in')
    await page.getByRole('button', { name: 'Login' }).click()
    await expectFieldErrors(page, {
      'E-Mail Address': 'Email is invalid',
      Password: 'Password is required',
    })
    await expect(field(page, 'E-Mail Address')).toBeFocused()

    const email = `nobody-nojs-${Date.now()}@clinic.example`
    await fillFields(page, {
      'E-Mail Address': email,
      Password: 'secret-secret',
    })
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('status')).toHaveText('The email address or password is incorrect.')
    // The form is posted: the credentials never travel in an address (a GET form would put them in the page's).
    expect(urls.length).toBeGreaterThan(0)
    expect(urls.filter((url) => url.includes('secret-secret'))).toEqual([])
    // The email is kept, the password is never sent back.
    await expect(field(page, 'E-Mail Address')).toHaveValue(email)
    await expect(field(page, 'Password')).toHaveValue('')
    expect(await page.content()).not.toContain('secret-secret')
    await page.context().close()
  })
})

test.describe('sign-up', () => {
  test('shows every message and the note, then creates the account', async ({ visitors }) => {
    const page = await newPage(visitors)
    await page.goto('/users/sign-up')
    await expect(page.getByText('By registering you agree with our terms and condition.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Already have an account? Login' })).toHaveAttribute(
      'href',
      '/users/sign-in',
    )

    await page.getByRole('button', { name: 'Register' }).click()
    await expectFieldErrors(page, {
      Name: 'Name is required',
      'E-Mail Address': 'Email is invalid',
      Password: 'Password is required',
      'Confirm Password': 'Please confirm your password',
    })
    await expect(field(page, 'Name')).toBeFocused()

    await fillFields(page, {
      Name: 'Ada Lovelace',
      'E-Mail Address': `ada-forms-${Date.now()}@clinic.example`,
      Password: 'short',
      'Confirm Password': 'different',
    })
    await page.getByRole('button', { name: 'Register' }).click()
    await expectFieldErrors(page, {
      Password: 'Password must be at least 8 characters',
      'Confirm Password': 'Passwords do not match',
    })
    await expect(field(page, 'Password')).toBeFocused()

    await fillFields(page, {
      Password: 'long enough',
      'Confirm Password': 'long enough',
    })
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByText('Ada Lovelace')).toBeVisible()
    await page.context().close()
  })
})

test.describe('password reset', () => {
  test('/password-reset, the link the specification gives, leads to the request for a reset link', async ({
    visitor: page,
  }) => {
    await page.goto('/password-reset')
    await expect(page).toHaveURL(/\/users\/forgot-password$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible()
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expectFieldError(page, 'E-Mail Address', 'Email is invalid')
    await expect(field(page, 'E-Mail Address')).toBeFocused()
  })

  test("the card the mail's link opens shows every message", async ({ visitor: page }) => {
    await page.goto('/users/password-reset?token=not-a-real-token')
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible()
    await expect(field(page, 'Logout all devices')).toHaveAttribute('name', 'logout_devices')

    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expectFieldErrors(page, {
      'New Password': 'Password is required',
      'Confirm Password': 'Please confirm your new password',
    })
    await expect(field(page, 'New Password')).toBeFocused()

    await fillFields(page, {
      'New Password': '1234567',
      'Confirm Password': '7654321',
    })
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expectFieldErrors(page, {
      'New Password': 'Password must be at least 8 characters',
      'Confirm Password': 'Passwords do not match',
    })

    await fillFields(page, {
      'New Password': 'violet umbrella 42',
      'Confirm Password': 'violet umbrella 42',
    })
    await field(page, 'Logout all devices').check()
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page.getByRole('status')).toHaveText(
      'This password reset link has expired or has already been used. Ask for a new link',
    )
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/users/forgot-password',
    )
  })
})

test.describe('contact', () => {
  async function fill(page: Page, marker: string) {
    await fillFields(page, {
      Name: 'Ada Lovelace',
      Email: 'ada@clinic.example',
      Subject: 'Schedule a demo',
      Message: `Hello from the end-to-end test.\n${marker}`,
    })
  }

  test('shows the address, the email and the note about health information', async ({ visitor: page }) => {
    await page.goto('/contact-us')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'hello@medicore.example' })).toHaveAttribute(
      'href',
      'mailto:hello@medicore.example',
    )
    await expect(page.getByText('100 Market Street, Suite 300')).toBeVisible()
    await expect(field(page, 'Message')).toHaveAccessibleDescription(/do not include personal health information/)
  })

  test('shows the messages for empty fields', async ({ visitor: page }) => {
    await page.goto('/contact-us')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expectFieldErrors(page, {
      Name: 'Name is required',
      Email: 'Email is required',
      Subject: 'Subject is required',
      Message: 'Message is required',
    })
    await expect(field(page, 'Name')).toBeFocused()
  })

  test('prefills the subject from the link that led here', async ({ visitor: page }) => {
    await page.goto('/contact-us?subject=Request%20a%20quote')
    await expect(field(page, 'Subject')).toHaveValue('Request a quote')
  })

  test('delivers with JavaScript, the confirmation takes the form’s place, and the message is in the store', async ({
    visitors,
  }) => {
    const page = await newPage(visitors)
    const marker = `e2e-js-${Date.now()}-${Math.random().toString(36).slice(2)}`
    await page.goto('/contact-us')
    await fill(page, marker)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status')).toHaveText(SENT)
    // Nothing left to send twice: the form is gone, the confirmation says what comes next and focuses its answer.
    await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0)
    await expect(page.getByRole('status')).toBeFocused()
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Send another message' })).toHaveAttribute('href', '/contact-us')
    expect(storedMessages(marker)).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@clinic.example',
        subject: 'Schedule a demo',
        message: `Hello from the end-to-end test.\n${marker}`,
      },
    ])
    await page.context().close()
  })

  test('delivers without JavaScript, and the message is in the store', async ({ visitors }) => {
    const page = await newPage(visitors, { javaScript: false })
    const marker = `e2e-nojs-${Date.now()}-${Math.random().toString(36).slice(2)}`
    await page.goto('/contact-us')
    await fill(page, marker)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status')).toHaveText(SENT)
    await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0)
    expect(storedMessages(marker)).toHaveLength(1)
    expect(storedMessages(marker)[0]).toMatchObject({ subject: 'Schedule a demo' })
    await page.context().close()
  })

  test('without JavaScript, refuses bad input with the same messages, keeps the text and stores nothing', async ({
    visitors,
  }) => {
    const page = await newPage(visitors, { javaScript: false })
    const marker = `e2e-nojs-bad-${Date.now()}`
    await page.goto('/contact-us')
    await fill(page, marker)
    await field(page, 'Email').fill('ada@')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expectFieldError(page, 'Email', 'Email is invalid')
    await expect(field(page, 'Email')).toBeFocused()
    await expect(field(page, 'Message')).toHaveValue(`Hello from the end-to-end test.\n${marker}`)
    await expect(page.getByRole('status')).toHaveText('')
    expect(storedMessages(marker)).toEqual([])
    await page.context().close()
  })
})
