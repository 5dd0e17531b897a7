import 'server-only'
import { asLocale, type Locale } from '../../i18n/locales'
import type { Mail } from '../../mail/types'
import { changeNoticeMail } from '../mails'
import type { Subprocessor, SubprocessorChange } from '../models'
import type { SubscriptionStore } from './store'
import { signUnsubscribeToken } from './tokens'
import { changeId } from '../change-id'
import { isoDay } from '../rules'

/*
 * A published subprocessor's changes, mailed to the confirmed subscribers of its language, each
 * change to each subscriber once (store.announce): the publish webhook calls this for every
 * subprocessor it is told of. Only a change still to take effect is a notice; one already in
 * effect is history (a document published before the site had notices, an old entry edited).
 */

export type NoticeContext = {
  store: SubscriptionStore
  secret: string
  origin: string
  queueMail: (mail: Mail) => Promise<number>
  /** Where subscribers reply with an objection: the security contact's address. */
  replyTo?: string
  now?: () => Date
}

const isPending = (change: SubprocessorChange, today: string) => change.effective.slice(0, 10) >= today

/** Mails the notices of `subprocessor`'s changes still to take effect; answers how many mails were queued. */
export async function announceChanges(subprocessor: Subprocessor, language: unknown, context: NoticeContext) {
  const { store, now = () => new Date() } = context
  const locale: Locale = asLocale(language)
  const today = isoDay(now())
  let queued = 0
  for (const change of subprocessor.changes.filter((candidate) => isPending(candidate, today))) {
    const id = changeId(subprocessor, change)
    for (const subscriber of await store.announce(id, locale, now().toISOString())) {
      const mail = changeNoticeMail(
        {
          to: subscriber.email,
          locale: subscriber.locale,
          origin: context.origin,
          unsubscribeToken: signUnsubscribeToken(subscriber.id, subscriber.confirmedAt!, context.secret),
          replyTo: context.replyTo,
        },
        subprocessor,
        change,
      )
      let mailId: number
      try {
        mailId = await context.queueMail(mail)
      } catch (error) {
        await store.release(id, subscriber.id)
        throw error
      }
      await store.markQueued(id, subscriber.id, mailId)
      queued += 1
    }
  }
  return queued
}
