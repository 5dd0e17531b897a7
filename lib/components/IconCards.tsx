import type { ReactNode } from 'react'
import { fill } from '@/lib/i18n/text'
import { Icon } from './Icon'
import { measure } from './ui'
import type { LucideName } from './icons/lucide-nodes'

/**
 * The looks of an icon card, each for the background it sits on. A stacked card is a block:
 * icon, title and text one under the other; the others set the icon beside the text on phones.
 */
const looks = {
  /** A white card on a tinted section (the feature grids). */
  card: {
    item: 'flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md motion-reduce:transition-none sm:block sm:p-6',
    icon: 'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100',
    title: 'text-lg font-semibold text-brand-950 sm:mt-5',
    text: 'mt-2 text-base leading-7 text-slate-600',
  },
  /** No card, on white (core values). */
  plain: {
    item: 'flex gap-4 p-2 sm:block',
    icon: 'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100',
    title: 'text-lg font-semibold text-brand-950 sm:mt-5',
    text: 'mt-2 text-base leading-7 text-slate-600',
  },
  /** A numbered step, the icon beside its step label (how it works). */
  step: {
    stacked: true,
    item: 'relative rounded-2xl bg-gradient-to-b from-brand-50 to-white p-6 ring-1 ring-brand-100',
    icon: 'inline-flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white',
    title: 'mt-5 text-lg font-semibold text-brand-950',
    text: 'mt-2 text-base leading-7 text-slate-600',
  },
  /** A white card whose title links to a page (the blog's resources). */
  link: {
    stacked: true,
    item: 'group relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md motion-reduce:transition-none',
    icon: 'inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100',
    title: 'mt-5 text-lg font-semibold text-brand-950',
    text: 'mt-2 text-base leading-7 text-slate-600',
  },
  /** A grey card with a solid icon (the features page's value propositions). */
  solid: {
    item: 'flex gap-5 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200',
    icon: 'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white',
    title: 'text-lg font-semibold text-brand-950',
    text: 'mt-2 text-base leading-7 text-slate-600',
  },
  /** On the dark benefits band. */
  onDark: {
    item: 'flex gap-4',
    icon: 'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-accent-500 ring-1 ring-white/15',
    title: 'text-lg font-semibold text-white',
    text: 'mt-1 text-base leading-7 text-slate-300',
  },
} as const

type IconCardItem = {
  /** Unique in the list (a document id); the title when absent. */
  id?: string
  /** Decorative: the title says what it stands for. */
  icon: LucideName
  title: string
  text: string
  /** Where the title links to; the whole card is the link's target area. */
  href?: string
  /** The card's own address on the page (`#anchor`), for links such as search results. */
  anchor?: string
}

type IconCardsProps = {
  items: readonly IconCardItem[]
  look: keyof typeof looks
  /** An ordered list, each card labelled with this ("Step {number}": "Step 1", "Step 2"…) beside its icon. */
  stepLabel?: string
  /** The list's layout (grid, gaps, columns). */
  className: string
}

/** A list of cards of an icon, a title (an h3 under the section's h2) and a line of text. */
export function IconCards({ items, look, stepLabel, className }: IconCardsProps) {
  const classes = looks[look]
  const numbered = stepLabel !== undefined
  const List = numbered ? 'ol' : 'ul'
  return (
    <List className={className}>
      {items.map(({ id, icon, title, text, href, anchor }, index) => {
        const iconBox = (
          <span className={classes.icon}>
            <Icon name={icon} />
          </span>
        )
        return (
          <li key={id ?? title} id={anchor} className={classes.item}>
            {numbered ? (
              <div className="flex items-center justify-between">
                {iconBox}
                <span className="text-sm font-semibold text-brand-700">{fill(stepLabel, { number: index + 1 })}</span>
              </div>
            ) : (
              iconBox
            )}
            <TextBox stacked={'stacked' in classes}>
              <h3 className={classes.title}>
                {href ? (
                  <a href={href} className="group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-2xl">
                    {title}
                  </a>
                ) : (
                  title
                )}
              </h3>
              <p className={`${classes.text} ${measure}`}>{text}</p>
            </TextBox>
          </li>
        )
      })}
    </List>
  )
}

/** Beside the icon, title and text need a box of their own; under it they do not. */
function TextBox({ stacked, children }: { stacked: boolean; children: ReactNode }) {
  return stacked ? children : <div>{children}</div>
}
