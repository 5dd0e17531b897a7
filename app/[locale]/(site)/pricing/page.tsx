import { cmsPageMetadata, pricingJsonLd } from '@/lib/seo'
import { JsonLd } from '@/app/_components/JsonLd'
import { PageHeader } from '@/app/_components/PageHeader'
import { PageText } from '@/app/_components/PageText'
import { PricingPlans } from '@/app/_components/PricingPlans'
import { SitePage } from '@/app/_components/SitePage'
import { headingProps } from '@/app/_components/Section'
import { container } from '@/app/_components/ui'
import { getPricingPage, getPricingPlans } from '@/lib/content'
import { siteText } from '@/lib/i18n/site-text'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { routes } from '@/lib/routes'

export const generateMetadata = cmsPageMetadata('pricing', getPricingPage)

export default async function Pricing({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const [page, plans] = await Promise.all([getPricingPage(), getPricingPlans()])

  return (
    <SitePage locale={locale} path={routes.pricing.path}>
      {plans.length > 0 ? <JsonLd data={pricingJsonLd(plans, locale)} /> : null}
      <PageHeader {...headingProps(page.header)} />
      <section aria-label={siteText(locale).pricing.plans} className="bg-white py-16 sm:py-20">
        <div className={container}>
          <PricingPlans plans={plans} labels={page} locale={locale} />
          <PageText
            value={page.footnote}
            className="mx-auto mt-12 max-w-2xl space-y-4 text-center text-base leading-7 text-slate-600"
          />
        </div>
      </section>
    </SitePage>
  )
}
