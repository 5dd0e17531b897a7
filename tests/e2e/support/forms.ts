import { expect, type Page } from '@playwright/test'

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
