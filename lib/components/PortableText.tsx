import { PortableText as PortableTextReact, type PortableTextComponents } from '@portabletext/react'
import type { Faq } from '@/lib/content'

/** Rich text from the CMS, with the site's own link, list and paragraph styles. */
const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
  },
  list: {
    bullet: ({ children }) => <ul className="list-disc space-y-1 pl-5">{children}</ul>,
    number: ({ children }) => <ol className="list-decimal space-y-1 pl-5">{children}</ol>,
  },
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === 'string' ? value.href : undefined
      if (!href) return <>{children}</>
      const external = /^https?:\/\//.test(href)
      return (
        <a
          href={href}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          {...(external ? { rel: 'noopener noreferrer' } : {})}
        >
          {children}
        </a>
      )
    },
  },
}

export function PortableText({ value }: { value: Faq['answer'] }) {
  return (
    <div className="space-y-3">
      <PortableTextReact value={value as Parameters<typeof PortableTextReact>[0]['value']} components={components} />
    </div>
  )
}
