import type { Feature } from '@/lib/content'
import { FeatureIcon } from './FeatureIcon'
import { IconCard } from './IconCard'
import { gridColumnsFor } from './ui'

type FeatureGridProps = {
  features: Feature[]
  /** "step" numbers the features (an ordered list, "Step 1" on each). */
  look?: 'card' | 'plain' | 'step' | 'onDark'
  /** Spacing of the grid. */
  className?: string
}

/** A grid of CMS features (icon, title, description), each an h3 under the section's h2. */
export function FeatureGrid({ features, look = 'card', className = 'gap-6' }: FeatureGridProps) {
  const List = look === 'step' ? 'ol' : 'ul'
  return (
    <List className={`grid ${className} ${gridColumnsFor(features.length)}`}>
      {features.map((feature, index) => (
        <IconCard
          key={feature._id}
          look={look}
          icon={<FeatureIcon name={feature.icon} />}
          label={look === 'step' ? `Step ${index + 1}` : undefined}
          title={feature.title}
          text={feature.description}
        />
      ))}
    </List>
  )
}
