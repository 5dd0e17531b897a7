import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { PageText as PageTextValue } from '@/lib/content'
import { linkTargetHref, type LinkTarget } from '@/lib/content/link-targets'
import { textLink } from './ui'
import type { Locale } from '@/lib/i18n/locales'

/*
 * A page's short rich text from the CMS (paragraphs, bold, italic, links to the site's own pages),
 * rendered on the server: no JavaScript reaches the browser.
 */
const componentsIn = (locale: Locale): PortableTextComponents => ({
  block: { normal: ({ children }) => <p>{children}</p> },
  marks: {
    pageLink: ({ value, children }) => {
      const target = (value as { target?: LinkTarget } | undefined)?.target
      return target ? (
        <a href={linkTargetHref(target, locale)} className={textLink}>
          {children}
        </a>
      ) : (
        <>{children}</>
      )
    },
  },
})

export function PageText({ value, locale, className }: { value: PageTextValue; locale: Locale; className?: string }) {
  return (
    <div className={className}>
      <PortableText value={value as never} components={componentsIn(locale)} />
    </div>
  )
}
