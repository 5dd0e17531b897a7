import type { Feature } from '@/lib/content'
import { FeatureIcon } from './FeatureIcon'

type FeatureGridProps = {
  features: Feature[]
  columns?: 2 | 3 | 4
  variant?: 'card' | 'plain'
}

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

/** A grid of CMS features (icon, title, description), each an h3 under the section's h2. */
export function FeatureGrid({ features, columns = 4, variant = 'card' }: FeatureGridProps) {
  return (
    <ul className={`grid gap-6 ${columnClasses[columns]}`}>
      {features.map((feature) => (
        <li
          key={feature._id}
          className={
            variant === 'card'
              ? 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md motion-reduce:transition-none'
              : 'p-2'
          }
        >
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <FeatureIcon name={feature.icon} />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-brand-950">{feature.title}</h3>
          <p className="mt-2 text-base leading-7 text-slate-600">{feature.description}</p>
        </li>
      ))}
    </ul>
  )
}
