import { useId } from 'react'
import { site } from '@/lib/site'

/** The brand mark and name; the mark is decorative, the name is the text. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const gradientId = useId()
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#0b63c5" />
            <stop offset="1" stopColor="#0d9488" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <path d="M16 8v16M8 16h16" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" />
      </svg>
      <span className={`text-xl font-bold tracking-tight ${tone === 'dark' ? 'text-brand-950' : 'text-white'}`}>
        {site.name}
      </span>
    </span>
  )
}
