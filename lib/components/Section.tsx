import type { SectionHeading } from '@/lib/content'
import { Eyebrow } from './Eyebrow'
import { container } from './ui'

type SectionProps = {
  id: string
  eyebrow?: string
  title: string
  intro?: React.ReactNode
  children: React.ReactNode
  tone?: 'white' | 'tint'
  className?: string
}

/** A page section with its h2 and intro; aria-labelledby makes it a named region. */
export function Section({ id, eyebrow, title, intro, children, tone = 'white', className = '' }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`${tone === 'tint' ? 'bg-slate-50' : 'bg-white'} py-20 sm:py-24 ${className}`}
    >
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <Eyebrow>{eyebrow}</Eyebrow>
          <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p> : null}
        </div>
        <div className="mt-14">{children}</div>
      </div>
    </section>
  )
}

/** A section's eyebrow, title and intro from its CMS heading. */
export const headingProps = ({ eyebrow, heading, intro }: SectionHeading) => ({ eyebrow, title: heading, intro })

/** A section's eyebrow, h2 and intro set at the start of a column, beside a picture or cards (its id's `-title` names the section). */
export function SideHeading({ id, eyebrow, heading, intro }: SectionHeading & { id: string }) {
  return (
    <>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
        {heading}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p> : null}
    </>
  )
}
