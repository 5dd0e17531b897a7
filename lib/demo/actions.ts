'use server'

import { formOf } from '../forms/parse'
import { refresh } from 'next/cache'
import { cookies, headers } from 'next/headers'
import { cookiesAreSecure } from '../auth/environment'
import { clientKey } from '../limits/client-key'
import { holderCookieName, holderCookieOptions } from './holder'
import { demoAddressLimit, demoClientLimit, demoHeldLimit } from './limits'
import { bookingServices } from './services'
import type { DemoFormState } from './state'
import { handleDemoBooking, handleDemoCancel, handleDemoMove, type DemoContext } from './submit'

const clientLimit = demoClientLimit()
const heldLimit = demoHeldLimit()
const addressLimit = demoAddressLimit()

async function context(): Promise<DemoContext> {
  const requestHeaders = await headers()
  const jar = await cookies()
  const secure = cookiesAreSecure(requestHeaders)
  const name = holderCookieName(secure)
  return {
    clientKey: clientKey(requestHeaders),
    clientLimit,
    heldLimit,
    addressLimit,
    holder: {
      token: jar.get(name)?.value,
      keep: async (token, startsAt) => void jar.set(name, token, holderCookieOptions(secure, startsAt)),
    },
    services: async () => bookingServices(requestHeaders),
  }
}

/** /demo's booking form, with JavaScript (useActionState) and without (a plain POST answered with the page). */
export async function bookDemoAction(_previous: DemoFormState, form: unknown): Promise<DemoFormState> {
  const formData = formOf(form)
  const state = await handleDemoBooking(formData, await context())
  // The free times changed (a booking made, or one just taken by someone else or no longer offered): the page draws them afresh.
  if (state.status === 'booked' || state.status === 'taken' || state.status === 'unavailable') refresh()
  return state
}

/** A move link's form on /demo/booking. */
export async function moveDemoAction(_previous: DemoFormState, form: unknown): Promise<DemoFormState> {
  const formData = formOf(form)
  return handleDemoMove(formData, await context())
}

/** A cancel link's form on /demo/booking. */
export async function cancelDemoAction(_previous: DemoFormState, form: unknown): Promise<DemoFormState> {
  const formData = formOf(form)
  return handleDemoCancel(formData, await context())
}
