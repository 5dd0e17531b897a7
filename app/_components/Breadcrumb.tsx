import { breadcrumbJsonLd } from '@/lib/seo'
import { JsonLd } from '@/lib/components/JsonLd'

type Crumb = { name: string; path: string }

/**
 * The way back up from a page: a link to each page above it (the last crumb, the page itself, is
 * not shown), and the same trail as BreadcrumbList JSON-LD.
 */
export function Breadcrumb({ label, trail, className }: { label: string; trail: Crumb[]; className?: string }) {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <nav aria-label={label}>
        <ol className={`flex flex-wrap items-center gap-2 text-sm ${className ?? ''}`}>
          {trail.slice(0, -1).map((crumb, index) => (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 && (
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              )}
              <a href={crumb.path} className="text-slate-600 hover:text-brand-800 hover:underline">
                {crumb.name}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </>
  )
}
