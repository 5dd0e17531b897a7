import { FixedPage } from '@/app/_components/FixedPage'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { cmsPageMetadata } from '@/lib/seo'

export const generateMetadata = cmsPageMetadata('features')

export default async function Features({ params }: LocaleProps) {
  return <FixedPage name="features" locale={await pageLocale(params)} />
}
