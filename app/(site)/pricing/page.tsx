import type { Metadata } from 'next'
import { publicPageMetadata, pricingJsonLd } from '@/lib/seo'
import { JsonLd } from '@/app/_components/JsonLd'
import { PageHeader } from '@/app/_components/PageHeader'
import { PricingPlans } from '@/app/_components/PricingPlans'
import { container, textLink } from '@/app/_components/ui'
import { getPricingPlans } from '@/lib/content'
import { contactHref } from '@/lib/site'

export const metadata: Metadata = publicPageMetadata('/pricing')

export default async function PricingPage() {
  const plans = await getPricingPlans()

  return (
    <>
      {plans.length > 0 ? <JsonLd data={pricingJsonLd(plans)} /> : null}
      <PageHeader
        eyebrow="Pricing"
        title="Simple plans for every size of practice"
        intro="Start free, then grow into integrations, security and support as your organisation needs them. Switch to annual billing to save."
      />
      <section aria-label="Plans" className="bg-white py-16 sm:py-20">
        <div className={container}>
          <PricingPlans plans={plans} />
          <p className="mx-auto mt-12 max-w-2xl text-center text-base leading-7 text-slate-600">
            All prices are in US dollars. Need more users, a multi-site rollout or a business associate agreement?{' '}
            <a href={contactHref('quote')} className={textLink}>
              Request a quote
            </a>{' '}
            or{' '}
            <a href={contactHref('specialist')} className={textLink}>
              chat with a trade specialist
            </a>
            .
          </p>
        </div>
      </section>
    </>
  )
}
