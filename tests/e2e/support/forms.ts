import { expect, type Locator, type Page } from '@playwright/test'
import { messagesFor } from '@/lib/i18n/messages'

/* A visitor's view of a form: its fields by their labels, what they are told is wrong. */

/** A form control by its label ("Email" is also the name of a region on the contact page). */
export const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('input, textarea'))

/** The field is marked invalid and described by `message` (among its other descriptions). */
export async function expectFieldError(page: Page, label: string, message: string) {
  await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, label)).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  )
}

/** Checks each field's message, in the order given. */
export async function expectFieldErrors(page: Page, messages: Record<string, string>) {
  for (const [label, message] of Object.entries(messages)) await expectFieldError(page, label, message)
}

/** Fills in each field, in the order given. */
export async function fillFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value)
}

/** What a password form answers when the site is too busy to check the password (lib/auth/password-hashing.ts). */
export const BUSY_ANSWER = messagesFor('en').authAnswers.busy

/**
 * Sends a form with a password to check and waits until `answered` passes. Told that the site is
 * too busy to check it, a visitor sends it again, and so does this (up to three times): that guess
 * was not counted (lib/auth/sign-in-guard.ts's checkGuess).
 */
export async function sendPassword(submit: Locator, answered: () => Promise<void>) {
  const busy = submit.page().getByText(BUSY_ANSWER, { exact: true })
  for (let sent = 1; ; sent++) {
    await submit.click()
    try {
      return await answered()
    } catch (error) {
      if (sent === 3 || !(await busy.isVisible())) throw error
    }
  }
}
