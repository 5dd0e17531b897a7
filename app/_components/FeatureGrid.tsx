import type { Feature } from '@/lib/content'
import { FeatureIcon } from './FeatureIcon'
import { gridColumnsFor } from './ui'

type FeatureGridProps = {
  features: Feature[]
  variant?: 'card' | 'plain'
}

/** A grid of CMS features (icon, title, description), each an h3 under the section's h2. */
export function FeatureGrid({ features, variant = 'card' }: FeatureGridProps) {
  return (
    <ul className={`grid gap-6 ${gridColumnsFor(features.length)}`}>
      {features.map((feature) => (
        <li
          key={feature._id}
          className={
            variant === 'card'
              ? 'flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md motion-reduce:transition-none sm:block sm:p-6'
              : 'flex gap-4 p-2 sm:block'
          }
        >
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <FeatureIcon name={feature.icon} />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-brand-950 sm:mt-5">{feature.title}</h3>
            <p className="mt-2 text-base leading-7 text-slate-600">{feature.description}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
