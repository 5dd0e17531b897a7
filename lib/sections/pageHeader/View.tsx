import { CtaLink } from '@/lib/components/CtaLink'
import { PageHeader } from '@/lib/components/PageHeader'
import { Section, headingProps } from '@/lib/components/Section'
import { buttonLarge, buttonPrimary, buttonSecondary } from '@/lib/components/buttons'
import type { SectionProps, SectionMarkdown } from '../define'
import { ctaMarkdown, headingMarkdown, lines } from '../markdown-parts'
import type { Content } from './content'

/** The page's title band when it opens the page (its h1); further down, a plain section heading with its buttons. */
export function View({ section, locale, id, first }: SectionProps<Content>) {
  const buttons = (
    <>
      {section.primary ? (
        <CtaLink cta={section.primary} locale={locale} className={`${buttonPrimary} ${buttonLarge}`} />
      ) : null}
      {section.secondary ? (
        <CtaLink cta={section.secondary} locale={locale} className={`${buttonSecondary} ${buttonLarge}`} />
      ) : null}
    </>
  )
  const hasButtons = Boolean(section.primary || section.secondary)
  if (first) {
    return (
      <PageHeader id={id} eyebrow={section.eyebrow} title={section.heading} intro={section.intro}>
        {hasButtons ? buttons : null}
      </PageHeader>
    )
  }
  return (
    <Section id={id} {...headingProps(section)}>
      {hasButtons ? <div className="flex flex-wrap items-center justify-center gap-4">{buttons}</div> : null}
    </Section>
  )
}

/** The heading and introduction, then the buttons as links. */
export const markdown: SectionMarkdown<Content> = (section, locale) =>
  lines(
    headingMarkdown(section),
    [ctaMarkdown(section.primary, locale), ctaMarkdown(section.secondary, locale)].filter(Boolean).join(' · '),
  )
