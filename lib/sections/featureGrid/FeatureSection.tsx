import type { ComponentProps } from 'react'
import { FeatureGrid } from '@/lib/components/FeatureGrid'
import { Section } from '@/lib/components/Section'

type FeatureSectionProps = Omit<ComponentProps<typeof Section>, 'children'> &
  Pick<ComponentProps<typeof FeatureGrid>, 'features' | 'look' | 'stepLabel' | 'scope'> & {
    /** Shown under the grid, such as a link to more. */
    children?: React.ReactNode
  }

/** A section that lists CMS features, or nothing when staff have not published any. */
export function FeatureSection({ features, look, stepLabel, scope, children, ...section }: FeatureSectionProps) {
  if (features.length === 0) return null
  return (
    <Section {...section}>
      <FeatureGrid features={features} look={look} stepLabel={stepLabel} scope={scope} />
      {children}
    </Section>
  )
}
