import { expect, test, type APIRequestContext } from '@playwright/test'
import { uniqueClientAddress } from './support/clients'
import { hiddenFields } from '../support/hidden-fields'
import { contactPage, sendContactMessage, storedMessages, uniqueMarker } from './support/contact'

/*
 * Form bodies Next cannot or should not read: too large (over 64 KB, far above the largest form)
 * or not a form at all. Next's own handling answers both with a 500 and an error digest; the
 * site answers 413 or 400 with a plain page that says what to do, or, for a call from the page's
 * JavaScript, the same words as text. Nothing is stored, nothing crashes.
 */

const tooLarge = 'The form you sent is too large to be read. Shorten what you typed and send it again.'
const unreadable = 'The form you sent could not be read. Please send it again.'

/** The contact form's hidden fields, as a browser without JavaScript posts them. */
const actionFields = async (request: APIRequestContext) =>
  Object.fromEntries(hiddenFields(await (await request.get('/contact-us')).text()))

const contactFields = (message: string) => ({
  name: 'Ada Lovelace',
  email: 'ada@clinic.example',
  subject: 'Schedule a demo',
  message,
  website: '',
})

test('an oversize contact form without JavaScript gets a 413 page that says what to do', async ({ request }) => {
  const response = await request.post('/contact-us', {
    multipart: { ...(await actionFields(request)), ...contactFields('a'.repeat(2_000_000)) },
  })
  expect(response.status()).toBe(413)
  expect(response.headers()['content-type']).toMatch(/^text\/html/)
  const page = await response.text()
  expect(page).toContain(tooLarge)
  expect(page).toContain('<a href="/contact-us">Back to the form</a>')
  expect(page).not.toContain('digest')
  expect(response.headers()['cache-control']).not.toMatch(/s-maxage/)
})

test('an oversize call from the page’s JavaScript gets a 413 with the message as text', async ({ request }) => {
  const response = await request.post('/users/sign-in', {
    headers: { 'next-action': '00deadbeef', accept: 'text/x-component' },
    multipart: { '1_email': 'ada@clinic.example', '1_password': 'p'.repeat(100_000) },
  })
  expect(response.status()).toBe(413)
  expect(response.headers()['content-type']).toBe('text/plain')
  expect(await response.text()).toBe(tooLarge)
})

test('a body that is not a readable form gets a 400 page', async ({ request }) => {
  const fields = await actionFields(request)
  const truncated = [
    '--xyz',
    `Content-Disposition: form-data; name="$ACTION_KEY"`,
    '',
    fields.$ACTION_KEY,
    '--xyz',
    'Content-Disp',
  ].join('\r\n')
  const response = await request.post('/contact-us', {
    headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    data: truncated,
  })
  expect(response.status()).toBe(400)
  expect(await response.text()).toContain(unreadable)

  const json = await request.post('/contact-us', { headers: { 'content-type': 'application/json' }, data: '{"a":1}' })
  expect(json.status()).toBe(400)
  expect(await json.text()).toContain(unreadable)
})

test('the forms still work: an ordinary post is let through', async ({ request }) => {
  const response = await request.post('/contact-us', {
    multipart: { ...(await actionFields(request)), ...contactFields('Hello, a normal message. form-bodies') },
    headers: { 'x-forwarded-for': uniqueClientAddress() },
  })
  expect(response.status()).toBe(200)
  expect(await response.text()).toContain('Your message has been sent. Thank you!')
})

test('with JavaScript, a refused body is answered in the form, and what was typed stays', async ({ browser }) => {
  const page = await contactPage(browser)
  // The browser's form never sends that much: the request is swollen on its way, as a modified client would.
  await page.route('**/contact-us', async (route) => {
    const request = route.request()
    if (request.method() !== 'POST') return route.continue()
    const body = request.postDataBuffer()!
    const boundary = /boundary=(.+)$/.exec(request.headers()['content-type']!)![1]!
    const padding = `--${boundary}\r\nContent-Disposition: form-data; name="padding"\r\n\r\n${'x'.repeat(100_000)}\r\n`
    return route.continue({ postData: Buffer.concat([Buffer.from(padding), body]) })
  })
  const marker = uniqueMarker('swollen')
  await sendContactMessage(page, marker)
  await expect(page.locator('#contact-status')).toHaveText(tooLarge)
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(new RegExp(marker))
  expect(storedMessages(marker)).toHaveLength(0)
  await page.context().close()
})
