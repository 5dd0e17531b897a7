import type { Page } from '@playwright/test'

/** A plan's card on /pricing, found by its heading. */
export const planCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
