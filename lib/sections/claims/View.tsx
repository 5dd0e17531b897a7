import type { SectionProps } from '../define'
import { ClaimsBand } from './ClaimsBand'
import type { Content } from './content'
import { benefitsOf, claimsOf } from './shows'

export async function View({ section, locale, id }: SectionProps<Content>) {
  const [claims, benefits] = await Promise.all([claimsOf(section, locale), benefitsOf(section, locale)])
  return <ClaimsBand id={id} heading={section} claims={claims} benefits={benefits} locale={locale} />
}
