import { Mutation } from '@sanity/mutator'
import { describe, expect, it } from 'vitest'
import { actionSteps } from '../support/fake-lake/actions'
import { createDataset, type Transaction } from '../support/fake-lake/dataset'

/*
 * The fake Content Lake the end-to-end tests edit through: what the Studio sends when staff edit
 * and publish changes the dataset, and the changes it reports to listeners, applied the way the
 * Studio's document store applies them, give the same documents.
 */

function dataset() {
  const lake = createDataset({
    files: ['studio/dataset/production.ndjson'],
    imageUrl: (file) => `https://cdn.sanity.io/images/p/production/${file}`,
  })
  const transactions: Transaction[] = []
  lake.subscribe((transaction) => transactions.push(transaction))
  return { lake, transactions }
}

const edit = (patch: Record<string, unknown>) => ({
  actionType: 'sanity.action.document.edit',
  draftId: 'drafts.plan-starter',
  publishedId: 'plan-starter',
  patch,
})

describe('the fake Content Lake', () => {
  it('starts a draft from the published document on the first edit, and publishes it', async () => {
    const { lake, transactions } = dataset()
    const published = lake.get('plan-starter')!
    await lake.commit(actionSteps([edit({ set: { annualPrice: 300 } })]), { identity: 'staff' })
    expect(lake.get('drafts.plan-starter')).toMatchObject({ annualPrice: 300, monthlyPrice: 29 })
    expect(lake.get('plan-starter')).toBe(published)

    const publish = await lake.commit(
      actionSteps([
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.plan-starter',
          publishedId: 'plan-starter',
          ifPublishedRevisionId: published._rev,
        },
      ]),
      { identity: 'staff' },
    )
    expect(lake.get('drafts.plan-starter')).toBeNull()
    expect(lake.get('plan-starter')).toMatchObject({ annualPrice: 300, _rev: publish.transactionId })
    expect(transactions.map((transaction) => transaction.changes.map((change) => change.id))).toEqual([
      ['drafts.plan-starter'],
      ['plan-starter', 'drafts.plan-starter'],
    ])
  })

  it('reports mutations that rebuild each document from its previous revision', async () => {
    const { lake, transactions } = dataset()
    const before = new Map([['drafts.plan-starter', null as unknown]])
    before.set('plan-starter', lake.get('plan-starter'))
    await lake.commit(actionSteps([edit({ set: { tagline: 'New words' } })]), { identity: 'staff' })
    await lake.commit(actionSteps([edit({ unset: ['tagline'], inc: { monthlyPrice: 1 } })]), { identity: 'staff' })
    for (const { transactionId, timestamp, changes } of transactions) {
      for (const change of changes) {
        const mutation = new Mutation({
          mutations: change.mutations as never,
          transactionId,
          timestamp,
          previousRev: change.before?._rev,
          resultRev: change.after?._rev,
        })
        before.set(change.id, mutation.apply(before.get(change.id) as never))
      }
    }
    expect(before.get('drafts.plan-starter')).toEqual(lake.get('drafts.plan-starter'))
    expect(lake.get('drafts.plan-starter')).toMatchObject({ monthlyPrice: 30 })
    expect(lake.get('drafts.plan-starter')).not.toHaveProperty('tagline')
  })

  it('refuses a publish over a newer published revision, and changes nothing', async () => {
    const { lake } = dataset()
    await lake.commit(actionSteps([edit({ set: { annualPrice: 300 } })]), { identity: 'staff' })
    const publish = actionSteps([
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.plan-starter',
        publishedId: 'plan-starter',
        ifPublishedRevisionId: 'an-older-revision',
      },
    ])
    await expect(lake.commit(publish, { identity: 'staff' })).rejects.toThrow(/changed since it was read/)
    expect(lake.get('drafts.plan-starter')).toMatchObject({ annualPrice: 300 })
    expect(lake.get('plan-starter')).toMatchObject({ annualPrice: 217 })
  })
})
