import { describe, expect, it } from 'vitest'
import {
  formatClaimFigure,
  formatDate,
  formatDateTime,
  formatIntegrations,
  formatPlanPrices,
  formatUsd,
} from '@/lib/format'

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
    expect(formatIntegrations(10, 'en')).toBe('Up to 10 integrations')
    expect(formatIntegrations(50, 'en')).toBe('Up to 50 integrations')
    expect(formatIntegrations('unlimited', 'en')).toBe('Unlimited integrations')
  })

  it('shows a claim with its unit', () => {
    expect(formatClaimFigure({ figure: 50, unit: 'percent' }, 'en')).toBe('50%')
    expect(formatClaimFigure({ figure: 5, unit: 'hoursPerWeek' }, 'en')).toBe('5 hours per week')
    expect(formatClaimFigure({ figure: 5, unit: 'hoursPerWeek' }, 'es')).toBe('5 horas por semana')
  })

  it('writes dates and moments in the page’s language, in UTC', () => {
    const moment = new Date('2026-11-23T23:31:00Z')
    expect(formatDate(moment, 'en')).toBe('November 23, 2026')
    expect(formatDate('2026-11-23', 'es')).toBe('23 de noviembre de 2026')
    expect(formatDateTime(moment, 'en')).toBe('Nov 23, 2026, 11:31 PM UTC')
    expect(formatDateTime(moment, 'es')).toBe('23 de noviembre de 2026 a las 11:31 p.m. UTC')
  })
})
