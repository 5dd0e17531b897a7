import { describe, expect, it } from 'vitest'
import { formatClaimFigure, formatIntegrations, formatPlanPrices, formatUsd } from '@/lib/format'

describe('price and figure formatting', () => {
  it('shows whole US dollars', () => {
    expect(formatUsd(0)).toBe('$0')
    expect(formatUsd(29)).toBe('$29')
    expect(formatUsd(1250)).toBe('$1,250')
  })

  it('shows a plan at a glance as the Studio previews it', () => {
    expect(formatPlanPrices({ monthlyPrice: 29, annualPrice: 217 })).toBe('$29/mo · $217/yr')
  })

  it('words integration limits as the pricing page shows them', () => {
    expect(formatIntegrations(10)).toBe('Up to 10 integrations')
    expect(formatIntegrations(50)).toBe('Up to 50 integrations')
    expect(formatIntegrations('unlimited')).toBe('Unlimited integrations')
  })

  it('shows a claim with its unit', () => {
    expect(formatClaimFigure({ figure: 50, unit: 'percent' })).toBe('50%')
    expect(formatClaimFigure({ figure: 5, unit: 'hoursPerWeek' })).toBe('5 hrs/week')
  })
})
