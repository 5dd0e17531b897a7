// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FeatureIcon, featureIconMap } from '@/lib/components/FeatureIcon'
import { lucideNodes, type LucideName } from '@/lib/components/icons/lucide-nodes'
import { featureIconNames } from '@/lib/content/icons'

type IconData = { node: [string, Record<string, string>][] }

describe('Icons', () => {
  it('maps every icon the Studio offers to a drawn icon', () => {
    expect(Object.keys(featureIconMap).sort()).toEqual([...featureIconNames].sort())
    for (const name of featureIconNames) {
      const { container } = render(<FeatureIcon name={name} />)
      const svg = container.querySelector('svg')!
      expect(svg.getAttribute('aria-hidden')).toBe('true')
      expect(svg.childElementCount).toBeGreaterThan(0)
    }
  })

  it('draws the same SVG nodes as the installed lucide-react', async () => {
    for (const name of Object.keys(lucideNodes) as LucideName[]) {
      const iconModule = (await import(`../../node_modules/lucide-react/dist/esm/icons/${name}.mjs`)) as {
        __iconData: IconData
      }
      const expected = iconModule.__iconData.node.map(([tag, attributes]) => [
        tag,
        Object.fromEntries(Object.entries(attributes).filter(([attribute]) => attribute !== 'key')),
      ])
      expect([name, lucideNodes[name]]).toEqual([name, expected])
    }
  })
})
