import { expect, test, type APIRequestContext } from '@playwright/test'
import { readFile, writeFile } from 'node:fs/promises'
import { signedWebhook } from '@/lib/publish/sign'
import { planCard } from './support/pages'
import { e2e } from './support/servers'

/*
 * The publish path on the bundled dataset: staff change a document, Sanity posts a signed
 * webhook, and the pages showing that type are regenerated without a rebuild.
 */

const { dataset, revalidateSecret } = e2e.site

async function publish(request: APIRequestContext, type: string) {
  const webhook = await signedWebhook({ _type: type }, revalidateSecret)
  return request.post('/api/revalidate', { headers: webhook.headers, data: webhook.body })
}

async function editDataset(edit: (document: Record<string, unknown>) => void) {
  const lines = (await readFile(dataset, 'utf8')).split('\n').filter(Boolean)
  const documents = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  documents.forEach(edit)
  await writeFile(dataset, documents.map((document) => JSON.stringify(document)).join('\n') + '\n')
}

test('publishing a price refreshes the pricing page, and only the pages that show plans', async ({ page, request }) => {
  const original = await readFile(dataset, 'utf8')
  try {
    await page.goto('/pricing')
    await expect(planCard(page, 'Starter').getByText('$29', { exact: true })).toBeVisible()
    await page.goto('/')
    const firstQuestion = (await page.locator('details[name="faq"] summary').first().textContent())!.trim()

    await editDataset((document) => {
      if (document._id === 'plan-starter') document.monthlyPrice = 35
      if (document._type === 'faq') document.question = `Edited: ${document.question}`
    })

    const started = Date.now()
    const webhook = await signedWebhook({ _type: 'pricingPlan', _id: 'plan-starter' }, revalidateSecret)
    const answer = await request.post('/api/revalidate', { headers: webhook.headers, data: webhook.body })
    expect(answer.status()).toBe(200)
    expect(await answer.json()).toMatchObject({ revalidated: ['pricingPlan'] })

    const pricing = await request.get('/pricing')
    const elapsed = Date.now() - started
    expect(await pricing.text()).toContain('$35')
    test.info().annotations.push({ type: 'webhook to updated HTML', description: `${elapsed} ms` })
    console.log(`Publish: webhook to updated /pricing HTML in ${elapsed} ms`)

    await page.goto('/pricing')
    await expect(planCard(page, 'Starter').getByText('$35', { exact: true })).toBeVisible()

    // The FAQ changed in the file too, but no FAQ was published: the home page keeps its copy.
    await page.goto('/')
    await expect(page.locator('details[name="faq"] summary').first()).toHaveText(firstQuestion)

    expect((await publish(request, 'faq')).status()).toBe(200)
    await page.goto('/')
    await expect(page.locator('details[name="faq"] summary').first()).toHaveText(`Edited: ${firstQuestion}`)
  } finally {
    // Leave the server as it was: the original content, republished.
    await writeFile(dataset, original)
    await publish(request, 'pricingPlan')
    await publish(request, 'faq')
  }
})

test('the revalidation route refuses unsigned and wrongly signed requests', async ({ request }) => {
  const unsigned = await request.post('/api/revalidate', { data: { _type: 'pricingPlan' } })
  expect(unsigned.status()).toBe(401)
  const forged = await signedWebhook({ _type: 'pricingPlan' }, 'not-the-secret')
  const wrong = await request.post('/api/revalidate', { headers: forged.headers, data: forged.body })
  expect(wrong.status()).toBe(401)
  expect(await wrong.json()).toEqual({ message: 'Invalid signature.' })
})
