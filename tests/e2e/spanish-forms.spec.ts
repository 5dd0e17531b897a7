import type { Page } from '@playwright/test'
import { expect, test } from './support/visitor'
import type { SanityDocument } from '@/lib/content/sources/bundled'
import { PASSWORD_MIN } from '@/lib/forms/account-fields'
import { en } from '@/lib/i18n/messages/en'
import { es } from '@/lib/i18n/messages/es'
import { fill } from '@/lib/i18n/text'
import { site } from '@/lib/site'
import { inEnglish, loadBundledDataset } from '../support/dataset'
import { uniqueClientAddress } from './support/clients'
import { uniqueEmail } from './support/accounts'
import { pageWords } from './support/english-words'
import { expectFieldErrors, field, fillFields } from './support/forms'
import { mailsTo, waitForMail } from './support/mail'
import { translationOf } from './support/translations'

/*
 * The Spanish account screens (/es/users/…), with JavaScript and without: each form's messages in
 * Spanish beside their fields (the words of lib/i18n/messages/es.ts), a Spanish sign-up that lands
 * on the Spanish account page, and a reset request that mails the link in Spanish. Then the
 * Spanish blog: its translated articles and categories show the bundled dataset's Spanish words,
 * and an article without a translation has no Spanish address.
 */

const v = es.validation
const PASSWORD = 'una contraseña segura'

/** Sends the form as it is, and expects each field's message. */
async function submitExpecting(page: Page, submit: string, messages: Record<string, string>) {
  await page.getByRole('button', { name: submit }).click()
  await expectFieldErrors(page, messages)
}

/**
 * Opens a Spanish account screen (in Spanish, with its card's heading) and sends its form empty:
 * each field's message, and the focus on the first field.
 */
async function sendEmpty(
  page: Page,
  screen: { path: string; heading: string; submit: string },
  messages: Record<string, string>,
) {
  await page.goto(screen.path)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible()
  await submitExpecting(page, screen.submit, messages)
  await expect(field(page, Object.keys(messages)[0]!)).toBeFocused()
}

/** The English account page's own words: none may show on the Spanish one (a plan's name is the same in both: docs/translations.md#plan-names). */
const englishAccountWords = Object.entries(en.account.page)
  .filter(([key, words]) => words !== es.account.page[key as keyof typeof es.account.page])
  .map(([, words]) => fill(words, { browser: 'Chrome', system: 'Windows' }))

/** Signs up through the Spanish form and lands on the Spanish account page. */
async function signUpInSpanish(page: Page, email: string, name: string) {
  await page.goto('/es/users/sign-up')
  await fillFields(page, {
    [es.signUp.form.name]: name,
    [es.signUp.form.email]: email,
    [es.signUp.form.password]: PASSWORD,
    [es.signUp.form.confirmPassword]: PASSWORD,
  })
  await page.getByRole('button', { name: es.signUp.form.submit }).click()
  await expect(page).toHaveURL(/\/es\/account$/)
}

test.describe('the Spanish account forms', () => {
  /** One account made in Spanish, for the reset requests of both modes (3 an hour per address are allowed). */
  let spanishAccount: { email: string; name: string }
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() },
    })
    spanishAccount = {
      email: uniqueEmail('es-reset'),
      name: 'Lucía Fernández',
    }
    await signUpInSpanish(await context.newPage(), spanishAccount.email, spanishAccount.name)
    await context.close()
  })

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled })
      test.beforeEach(async ({ page }) => {
        // A visitor of its own: sign-ups and reset requests are limited per client.
        await page.setExtraHTTPHeaders({
          'x-forwarded-for': uniqueClientAddress(),
        })
      })

      test('sign-up says what is wrong in Spanish, then lands on the Spanish account page and mails in Spanish', async ({
        page,
      }) => {
        const words = es.signUp.form
        await sendEmpty(
          page,
          {
            path: '/es/users/sign-up',
            heading: es.signUp.card.title,
            submit: words.submit,
          },
          {
            [words.name]: v.nameRequired,
            [words.email]: v.emailInvalid,
            [words.password]: v.passwordRequired,
            [words.confirmPassword]: v.confirmPassword,
          },
        )

        const email = uniqueEmail(`es-signup-${javaScriptEnabled ? 'js' : 'nojs'}`)
        await fillFields(page, {
          [words.name]: 'Lucía Fernández',
          [words.email]: 'no-es-un-correo',
          [words.password]: 'corta',
          [words.confirmPassword]: 'distinta',
        })
        await submitExpecting(page, words.submit, {
          [words.email]: v.emailInvalid,
          [words.password]: fill(v.passwordTooShort, { min: PASSWORD_MIN }),
          [words.confirmPassword]: v.passwordsDiffer,
        })

        await fillFields(page, {
          [words.email]: email,
          [words.password]: PASSWORD,
          [words.confirmPassword]: PASSWORD,
        })
        await page.getByRole('button', { name: words.submit }).click()
        await expect(page).toHaveURL(/\/es\/account$/)
        await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
        await expect(page.getByRole('heading', { level: 1, name: es.account.page.title })).toBeVisible()
        await expect(page.locator('dl')).toContainText(`${email} (${es.account.page.notConfirmed})`)
        await expect(page.getByText(fill(es.authAnswers.confirmEmail, { email }))).toBeVisible()
        // No English word: the plan as the Spanish pricing page names it (its Spanish document's name), the session's browser in Spanish.
        await expect(
          page.locator('dt', { hasText: es.account.page.plan }).locator('xpath=following-sibling::dd[1]'),
        ).toHaveText(translationOf(loadBundledDataset(), 'plan-free', 'es')!.name as string)
        await expect(page.getByRole('region', { name: es.account.page.sessionsTitle })).toContainText(
          `${fill(es.account.page.browserOnSystem, { browser: 'Chrome', system: 'Windows' })} ${es.account.page.thisDevice}`,
        )
        const shown = (await pageWords(page)).join('\n')
        expect(englishAccountWords.filter((words) => shown.includes(words))).toEqual([])

        // The confirmation mail is in the account's language, and its link opens the Spanish page.
        const mail = await waitForMail(email, fill(es.mails.confirmation.asked, { email, site: site.name }))
        expect(mail.subject).toBe(fill(es.mails.confirmation.subject, { site: site.name }))
        expect(mail.text).toMatch(/https?:\/\/\S+\/es\/users\/confirm-email\?token=\S+/)
      })

      test('forgot-password says what is wrong in Spanish, and a request mails the reset link in Spanish', async ({
        page,
      }) => {
        const words = es.forgotPassword.form
        await sendEmpty(
          page,
          {
            path: '/es/users/forgot-password',
            heading: es.forgotPassword.card.title,
            submit: words.submit,
          },
          { [words.email]: v.emailInvalid },
        )
        await field(page, words.email).fill('no-es-un-correo')
        await submitExpecting(page, words.submit, {
          [words.email]: v.emailInvalid,
        })

        // The other mode's test may have asked for a link to the same account already.
        const resetMails = async () =>
          (await mailsTo(spanishAccount.email)).filter((mail) => mail.text.includes(es.mails.passwordReset.once))
        const before = (await resetMails()).length
        await field(page, words.email).fill(spanishAccount.email)
        await page.getByRole('button', { name: words.submit }).click()
        await expect(page.getByRole('status')).toHaveText(es.authAnswers.resetRequested)

        await expect
          .poll(async () => (await resetMails()).length, {
            message: 'a Spanish reset mail',
          })
          .toBe(before + 1)
        const mail = (await resetMails()).at(-1)!
        expect(mail.subject).toBe(fill(es.mails.passwordReset.subject, { site: site.name }))
        // The name typed at sign-up never goes into a mail.
        expect(mail.text.split('\n')[0]).toBe(es.mails.greeting)
        expect(mail.text).not.toContain(spanishAccount.name)
        expect(mail.text).toContain(
          fill(es.mails.passwordReset.asked, {
            site: site.name,
            email: spanishAccount.email,
          }),
        )
        // The link opens the reset page in Spanish.
        const link = /https?:\/\/\S+\/es\/users\/password-reset\?token=\S+/.exec(mail.text)?.[0]
        expect(link, 'a Spanish reset link in the mail').toBeDefined()
        await page.goto(new URL(link!).pathname + new URL(link!).search)
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: es.passwordReset.card.title,
          }),
        ).toBeVisible()
      })

      test('password-reset says what is wrong in Spanish, and that a used link is no longer valid', async ({
        page,
      }) => {
        const words = es.passwordReset.form
        await sendEmpty(
          page,
          {
            path: '/es/users/password-reset?token=not-a-real-token',
            heading: es.passwordReset.card.title,
            submit: words.submit,
          },
          {
            [words.password]: v.passwordRequired,
            [words.confirmPassword]: v.confirmNewPassword,
          },
        )

        await fillFields(page, {
          [words.password]: '1234567',
          [words.confirmPassword]: '7654321',
        })
        await submitExpecting(page, words.submit, {
          [words.password]: fill(v.passwordTooShort, { min: PASSWORD_MIN }),
          [words.confirmPassword]: v.passwordsDiffer,
        })

        await fillFields(page, {
          [words.password]: 'violeta paraguas 42',
          [words.confirmPassword]: 'violeta paraguas 42',
        })
        await page.getByRole('button', { name: words.submit }).click()
        await expect(page.getByRole('status')).toContainText(es.authAnswers.resetLinkInvalid)
        await expect(page.getByRole('link', { name: es.authAnswers.newLinkLink })).toHaveAttribute(
          'href',
          '/es/users/forgot-password',
        )
      })
    })
  }
})

/* The Spanish blog, from the bundled dataset's Spanish documents. */

const dataset = loadBundledDataset()
const byId = new Map(dataset.map((document) => [document._id, document]))
const slugOf = (document: SanityDocument) => (document.slug as { current: string }).current
const refOf = (value: unknown) => byId.get((value as { _ref: string })._ref)!

type Block = { _type: string; style?: string; children?: { text: string }[] }
const blockText = (block: Block) => (block.children ?? []).map((child) => child.text).join('')

const spanishPosts = dataset
  .filter((document) => document._type === 'post' && document.language === 'es')
  .toSorted((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)))
const spanishCategories = dataset.filter((document) => document._type === 'category' && document.language === 'es')
const englishPosts = dataset.filter((document) => document._type === 'post' && inEnglish(document))

test('the bundled dataset has every article and category in Spanish', () => {
  expect(englishPosts.length).toBeGreaterThanOrEqual(6)
  for (const post of englishPosts) expect(translationOf(dataset, post._id, 'es'), post._id).toBeDefined()
  expect(spanishPosts.length).toBe(englishPosts.length)
  expect(spanishCategories.length).toBe(dataset.filter((d) => d._type === 'category' && inEnglish(d)).length)
})

test('/es/blog lists every Spanish article, newest first, on one page', async ({ visitor: page }) => {
  const response = await page.goto('/es/blog')
  expect(response?.status()).toBe(200)
  await expect(page.locator('main article h3')).toHaveText(spanishPosts.map((post) => post.title as string))
  await expect(page.getByRole('navigation', { name: 'Páginas de artículos' })).toHaveCount(0)
  expect((await page.request.get('/es/blog/page/2')).status()).toBe(404)
})

for (const post of spanishPosts) {
  test(`/es/blog/${slugOf(post)} shows the Spanish article`, async ({ visitor: page }) => {
    const body = post.body as Block[]
    const firstParagraph = blockText(body.find((block) => block._type === 'block' && block.style === 'normal')!)
    const sections = body.filter((block) => block.style === 'h2').map(blockText)
    const category = refOf(post.category)

    const response = await page.goto(`/es/blog/${slugOf(post)}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title as string)
    const article = page.locator('main article').first()
    await expect(article).toContainText(post.excerpt as string)
    await expect(article).toContainText(firstParagraph)
    for (const section of sections)
      await expect(article.getByRole('heading', { level: 2, name: section })).toBeVisible()
    await expect(article.getByRole('link', { name: category.title as string, exact: true }).first()).toHaveAttribute(
      'href',
      `/es/blog/category/${slugOf(category)}`,
    )
  })
}

for (const category of spanishCategories) {
  test(`/es/blog/category/${slugOf(category)} lists its Spanish articles, newest first`, async ({ visitor: page }) => {
    const response = await page.goto(`/es/blog/category/${slugOf(category)}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title as string)
    await expect(page.locator('main')).toContainText(category.description as string)
    const expected = spanishPosts.filter((post) => refOf(post.category) === category).map((post) => post.title)
    await expect(page.locator('main article h3')).toHaveText(expected as string[])
  })
}

// An article without a translation is the same case for the site (no Spanish article has that
// slug): tests/cms/language-switch.test.ts covers one, over a dataset that lacks it.
test('an English article’s slug is not a Spanish address', async ({ request }) => {
  for (const post of englishPosts) {
    const path = `/es/blog/${slugOf(post)}`
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  }
})
