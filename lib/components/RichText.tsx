import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { ArticleBody, ArticleBlock, TextBlock } from '@/lib/content'
import type { Heading } from '@/lib/content/rich-text'
import { CmsImage } from './CmsImage'
import { measure } from './ui'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import { documentPath } from '@/lib/addresses'

/*
 * Articles and legal pages from the CMS, rendered on the server with the site's typography:
 * headings carry the anchors the table of contents links to; internal links become the site's
 * own paths; images, quotes and callouts have their own blocks.
 */

type Block<T extends ArticleBlock['_type']> = Extract<ArticleBlock, { _type: T }>
type MarkDef = TextBlock['markDefs'][number]

const calloutLooks = {
  tip: { box: 'border-accent-600 bg-accent-50', title: 'text-accent-700' },
  note: { box: 'border-brand-600 bg-brand-50', title: 'text-brand-700' },
  warning: { box: 'border-amber-600 bg-amber-50', title: 'text-amber-800' },
} as const

const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800'

function componentsFor(headings: Map<string, Heading>, locale: Locale): PortableTextComponents {
  return {
    block: {
      normal: ({ children }) => <p className={`mt-5 text-lg leading-8 text-slate-700 ${measure}`}>{children}</p>,
      h2: ({ children, value }) => (
        <h2
          id={value._key ? headings.get(value._key)?.id : undefined}
          className={`mt-12 scroll-mt-24 text-2xl font-bold tracking-tight text-balance text-brand-950 sm:text-3xl ${measure}`}
        >
          {children}
        </h2>
      ),
      h3: ({ children }) => <h3 className="mt-8 text-xl font-semibold text-brand-950">{children}</h3>,
    },
    list: {
      bullet: ({ children }) => (
        <ul
          className={`mt-5 list-disc space-y-2 pl-6 text-lg leading-8 text-slate-700 marker:text-brand-500 ${measure}`}
        >
          {children}
        </ul>
      ),
      number: ({ children }) => (
        <ol
          className={`mt-5 list-decimal space-y-2 pl-6 text-lg leading-8 text-slate-700 marker:font-semibold marker:text-brand-700 ${measure}`}
        >
          {children}
        </ol>
      ),
    },
    marks: {
      strong: ({ children }) => <strong className="font-semibold text-slate-900">{children}</strong>,
      link: ({ value, children }) => {
        const href = (value as Extract<MarkDef, { _type: 'link' }> | undefined)?.href
        return href ? (
          <a href={href} className={link} {...(href.startsWith('http') ? { rel: 'noopener noreferrer' } : {})}>
            {children}
          </a>
        ) : (
          <>{children}</>
        )
      },
      internalLink: ({ value, children }) => {
        const mark = value as Extract<MarkDef, { _type: 'internalLink' }> | undefined
        const path = mark?.target ? documentPath(mark.target) : mark?.page
        const href = path && localizedPath(path, locale)
        return href ? (
          <a href={href} className={link}>
            {children}
          </a>
        ) : (
          <>{children}</>
        )
      },
    },
    types: {
      image: ({ value }: { value: Block<'image'> }) => (
        <figure className="mt-10">
          <CmsImage
            image={value}
            width={768}
            sizes="(min-width: 768px) 768px, 100vw"
            className="w-full rounded-2xl bg-slate-100 ring-1 ring-slate-200"
          />
          {value.caption ? (
            <figcaption className="mt-3 text-sm leading-6 text-slate-600">{value.caption}</figcaption>
          ) : null}
        </figure>
      ),
      quote: ({ value }: { value: Block<'quote'> }) => (
        <figure className={`mt-10 border-l-4 border-accent-500 pl-6 ${measure}`}>
          <blockquote className="text-xl leading-8 font-medium text-brand-950">
            <p>“{value.text}”</p>
          </blockquote>
          {value.attribution ? (
            <figcaption className="mt-3 text-base text-slate-600">— {value.attribution}</figcaption>
          ) : null}
        </figure>
      ),
      callout: ({ value }: { value: Block<'callout'> }) => {
        const look = calloutLooks[value.tone]
        return (
          <div role="note" className={`mt-10 rounded-r-2xl border-l-4 px-6 py-5 ${look.box} ${measure}`}>
            <p className={`text-sm font-semibold tracking-wide uppercase ${look.title}`}>
              {siteText(locale).callouts[value.tone]}
              {value.title ? <span className="text-slate-900 normal-case">: {value.title}</span> : null}
            </p>
            <p className="mt-2 text-base leading-7 text-slate-800">{value.text}</p>
          </div>
        )
      },
    },
  }
}

export function RichText({
  value,
  locale,
  headings = new Map(),
}: {
  value: ArticleBody | TextBlock[]
  /** The page's language: internal links lead to their pages in it. */
  locale: Locale
  /** The anchors of the section headings (lib/content/rich-text.ts, headingsOf). */
  headings?: Map<string, Heading>
}) {
  return (
    <div className="[&>*:first-child]:mt-0">
      <PortableText value={value as never} components={componentsFor(headings, locale)} />
    </div>
  )
}
