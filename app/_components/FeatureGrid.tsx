import type { Feature } from '@/lib/content'
import { featureAnchor } from '@/lib/anchors'
import { featureIconMap } from './FeatureIcon'
import { IconCards } from './IconCards'
import { scoped } from './scope'
import { gridColumnsFor } from './ui'

type FeatureGridProps = {
  features: Feature[]
  /** "step" numbers the features (an ordered list, "Step 1" on each). */
  look?: 'card' | 'plain' | 'step' | 'onDark'
  /** Spacing of the grid. */
  className?: string
  /** Set on a second grid of the page, so that its features' anchors are its own (scope.ts). */
  scope?: string
}

/** A grid of CMS features (icon, title, description), each an h3 under the section's h2. */
export function FeatureGrid({ features, look = 'card', className = 'gap-6', scope }: FeatureGridProps) {
  return (
    <IconCards
      look={look}
      numbered={look === 'step'}
      className={`grid ${className} ${gridColumnsFor(features.length)}`}
      items={features.map(({ _id, icon, title, description }) => ({
        id: _id,
        anchor: scoped(featureAnchor(_id), scope),
        icon: featureIconMap[icon],
        title,
        text: description,
      }))}
    />
  )
}
