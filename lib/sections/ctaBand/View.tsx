import type { SectionProps } from '../define'
import { CtaBand } from './CtaBand'
import type { Content } from './content'

export function View({ section, locale, id }: SectionProps<Content>) {
  return <CtaBand id={id} {...section} locale={locale} />
}
