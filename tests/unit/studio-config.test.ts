import { describe, expect, it } from 'vitest'
import { featureGroups } from '../../lib/content/models/feature'
import { featurePages, locations, previewUrl } from '../../studio/presentation'
import { PreviewsUnavailable } from '../../studio/PreviewsUnavailable'
import { createStudioConfig } from '../../studio/sanity.config'

/* The Studio's Presentation setup: which pages show each type, and what happens without a read token. */

type Resolver = {
  resolve: (value: Record<string, unknown> | null) => { locations?: { href: string }[]; message?: string }
}
const hrefs = (type: string, value: Record<string, unknown> | null = {}) =>
  ((locations as Record<string, Resolver>)[type]!.resolve(value).locations ?? []).map((location) => location.href)

type Tool = { name: string; title?: string; component?: unknown; options?: unknown }
type ConfigPlugin = { name?: string; tools?: Tool[]; plugins?: ConfigPlugin[] }
const toolsOf = (plugins: ConfigPlugin[]): Tool[] =>
  plugins.flatMap((plugin) => [...(plugin.tools ?? []), ...toolsOf(plugin.plugins ?? [])])

describe('Presentation locations', () => {
  it('opens plans on /pricing, FAQ on /, claims on / and /features', () => {
    expect(hrefs('pricingPlan')).toEqual(['/pricing'])
    expect(hrefs('faq')).toEqual(['/'])
    expect(hrefs('claim')).toEqual(['/', '/features'])
  })

  it('opens a feature on the pages of its section', () => {
    expect(Object.keys(featurePages).sort()).toEqual(featureGroups.map((group) => group.value).sort())
    expect(hrefs('feature', { group: 'capability' })).toEqual(['/', '/features'])
    expect(hrefs('feature', { group: 'module' })).toEqual(['/'])
    expect(hrefs('feature', { group: 'stakeholder' })).toEqual(['/features'])
    expect((locations as Record<string, Resolver>).feature!.resolve({}).message).toMatch(/Where it appears/)
  })
})

describe('the Studio configuration', () => {
  it('has the Presentation tool when the server holds a read token', () => {
    const config = createStudioConfig({ previewsReady: true }) as unknown as { plugins: ConfigPlugin[] }
    const preview = toolsOf(config.plugins).find((tool) => tool.name === 'presentation')
    expect(preview).toMatchObject({ title: 'Preview', options: { previewUrl } })
    expect(preview?.component).not.toBe(PreviewsUnavailable)
  })

  it('explains what is missing instead when it has none', () => {
    const config = createStudioConfig({ previewsReady: false }) as unknown as { plugins: ConfigPlugin[] }
    const preview = toolsOf(config.plugins).find((tool) => tool.name === 'presentation')
    expect(preview).toMatchObject({ title: 'Preview', component: PreviewsUnavailable })
  })
})
