import type { SectionMarkdown, SectionProps } from './define'
import type { PageSection } from './registry'
import { sectionViews } from './views.gen'

type Of<Type> = Extract<PageSection, { _type: Type }>

/** Each section type's server component and Markdown copy (View.tsx): one for each type sections.gen.ts declares. */
const views: {
  [Type in PageSection['_type']]: {
    View: (props: SectionProps<Of<Type>>) => unknown
    markdown: SectionMarkdown<Of<Type>>
  }
} = sectionViews

/** A section's server component and Markdown copy, by its type. */
export const viewOf = <Section extends PageSection>(section: Section) =>
  views[section._type] as unknown as {
    View: (props: SectionProps<Section>) => React.ReactNode | Promise<React.ReactNode>
    markdown: SectionMarkdown<Section>
  }
