import type { Metadata } from 'next'
import { FixedPage } from '@/app/_components/FixedPage'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { cmsPageMetadata } from '@/lib/seo'
import { feedAlternate } from '@/lib/trust/feed-path'

/*
 * The trust center: compliance, subprocessors (with their changes' feed and notices), documents and
 * the request form, from the page document's sections like the other fixed pages (docs/trust.md).
 * Prerendered once for every visitor and refreshed by the publish webhook.
 */
/** Made again each hour besides each publish: a subprocessor starts or leaves on its date, with no publish that day. */
export const revalidate = 3600

export async function generateMetadata(props: LocaleProps): Promise<Metadata> {
  const [metadata, locale] = await Promise.all([cmsPageMetadata('trust')(props), pageLocale(props.params)])
  return { ...metadata, alternates: { ...metadata.alternates, ...feedAlternate(locale) } }
}

export default async function Trust({ params }: LocaleProps) {
  return <FixedPage name="trust" locale={await pageLocale(params)} />
}
