'use server'

import { formOf } from '../forms/parse'
import { headers } from 'next/headers'
import { clientKey } from '../limits/client-key'
import { notifyStaff } from './notify'
import { contactLimiter } from './rate-limit'
import type { ContactFormState } from './state'
import { defaultContactStore } from './store'
import { handleContactSubmission } from './submit'

const limiter = contactLimiter()

/**
 * The contact form's server action. It runs for the form with JavaScript (through
 * useActionState) and without (a plain multipart POST that Next answers with the page).
 */
export async function sendContactMessage(_previous: ContactFormState, form: unknown): Promise<ContactFormState> {
  const formData = formOf(form)
  return handleContactSubmission(formData, {
    clientKey: clientKey(await headers()),
    limiter,
    store: defaultContactStore,
    notify: notifyStaff,
  })
}
