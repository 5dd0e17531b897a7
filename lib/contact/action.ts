'use server'

import { headers } from 'next/headers'
import { clientKey } from './client-key'
import { notifyStaff } from './notify'
import { CONTACT_RATE_LIMIT, RateLimiter } from './rate-limit'
import type { ContactFormState } from './state'
import { defaultContactStore } from './store'
import { handleContactSubmission } from './submit'

const limiter = new RateLimiter(CONTACT_RATE_LIMIT)

/**
 * The contact form's server action. It runs for the form with JavaScript (through
 * useActionState) and without (a plain multipart POST that Next answers with the page).
 */
export async function sendContactMessage(_previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  return handleContactSubmission(formData, {
    clientKey: clientKey(await headers()),
    limiter,
    store: defaultContactStore,
    notify: notifyStaff,
  })
}
