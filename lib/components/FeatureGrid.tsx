import type { Feature } from '@/lib/content'
import { featureAnchor } from '@/lib/anchors'
import { featureIconMap } from './FeatureIcon'
import { IconCards } from './IconCards'
import { scoped } from './scope'
import { gridColumnsFor } from './ui'

type FeatureGridProps = {
  features: Feature[]
  /** "step" numbers the features (an ordered list, `stepLabel` on each). */
  look?: 'card' | 'plain' | 'step' | 'onDark'
  /** The page's language's "Step {number}" (site-text.ts), for the "step" look. */
  stepLabel?: string
  /** Spacing of the grid. */
  className?: string
  /** Set on a second grid of the page, so that its features' anchors are its own (scope.ts). */
  scope?: string
}

/** A grid of CMS features (icon, title, description), each an h3 under the section's h2. */
export function FeatureGrid({ features, look = 'card', stepLabel, className = 'gap-6', scope }: FeatureGridProps) {
  return (
    <IconCards
      look={look}
      stepLabel={look === 'step' ? stepLabel : undefined}
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
