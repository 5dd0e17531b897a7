import { FixedPage } from '@/app/_components/FixedPage'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { cmsPageMetadata } from '@/lib/seo'

export const generateMetadata = cmsPageMetadata('pricing')

export default async function Pricing({ params }: LocaleProps) {
  return <FixedPage name="pricing" locale={await pageLocale(params)} />
}
