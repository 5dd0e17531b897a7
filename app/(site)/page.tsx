import type { Metadata } from 'next'
import { faqPageJsonLd, organizationJsonLd, publicPageMetadata, websiteJsonLd } from '@/lib/seo'
import { CtaBand } from '@/app/_components/CtaBand'
import { FaqAccordion } from '@/app/_components/FaqAccordion'
import { FeatureGrid } from '@/app/_components/FeatureGrid'
import { FeatureSection } from '@/app/_components/FeatureSection'
import { JsonLd } from '@/app/_components/JsonLd'
import { Icon } from '@/app/_components/Icon'
import { ProductCarousel } from '@/app/_components/ProductCarousel'
import { Section } from '@/app/_components/Section'
import { buttonLarge, buttonPrimary, buttonSecondary, container } from '@/app/_components/ui'
import { getClaims, getFaqs, getFeatures } from '@/lib/content'
import { formatClaimFigure } from '@/lib/format'
import { contactHref, signUpHref } from '@/lib/site'

export const metadata: Metadata = publicPageMetadata('/')

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_30rem_at_85%_10%,var(--color-brand-100),transparent),radial-gradient(40rem_25rem_at_0%_100%,var(--color-accent-50),transparent)]"
      />
      <div
        className={`${container} grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1fr_1.1fr] lg:gap-16 lg:py-24`}
      >
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-accent-700 ring-1 ring-accent-100">
            <Icon name="activity" size={16} />
            Healthcare management &amp; analytics
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl lg:text-6xl"
          >
            One connected platform for every ward, clinic and lab
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-600">
            MediCore brings out-patient and in-patient care, nursing, pharmacy, labs, stores and finance together, so
            hospitals, clinics, doctors, nurses, labs and patients work from the same accurate record.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <a href={signUpHref} className={`${buttonPrimary} ${buttonLarge}`}>
              Start Free Trial
              <Icon name="arrow-right" size={18} />
            </a>
            <a href={contactHref('demo')} className={`${buttonSecondary} ${buttonLarge}`}>
              See a Demo
            </a>
          </div>
          <p className="mt-6 text-sm text-slate-600">Free plan available. Paid plans start with a free trial.</p>
        </div>
        <div className="mx-auto w-full max-w-xl lg:max-w-none">
          <ProductCarousel />
        </div>
      </div>
    </section>
  )
}

export default async function HomePage() {
  const [capabilities, modules, benefits, claims, faqs] = await Promise.all([
    getFeatures('capability'),
    getFeatures('module'),
    getFeatures('benefit'),
    getClaims(),
    getFaqs(),
  ])

  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
      {faqs.length > 0 ? <JsonLd data={faqPageJsonLd(faqs, '/')} /> : null}
      <Hero />

      <FeatureSection
        id="features"
        eyebrow="Features"
        title="Everything your care teams need, in one place"
        intro="From the front desk to the pharmacy shelf, each department runs on MediCore and shares the same patient record."
        tone="tint"
        features={capabilities}
      >
        <p className="mt-10 text-center">
          <a
            href="/features"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            Explore all features
            <Icon name="arrow-right" size={18} />
          </a>
        </p>
      </FeatureSection>

      <FeatureSection
        id="how-it-works"
        eyebrow="How it works"
        title="From set-up to better care, step by step"
        intro="MediCore is modular: start with the departments you need and add the rest when you are ready."
        features={modules}
        look="step"
      />

      {claims.length > 0 || benefits.length > 0 ? (
        <section aria-labelledby="benefits-title" className="on-dark bg-brand-950 py-20 text-white sm:py-24">
          <div className={container}>
            <div className="mx-auto max-w-2xl text-center">
              <p className="text-sm font-semibold tracking-wide text-accent-500 uppercase">Benefits</p>
              <h2 id="benefits-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
                Measurable results for patients and staff
              </h2>
              <p className="mt-4 text-lg leading-8 text-brand-100">
                Less time on paperwork and more time with patients: what care teams report after moving to MediCore.
              </p>
            </div>
            {claims.length > 0 ? (
              <ul className="mt-14 grid gap-px overflow-hidden rounded-2xl bg-white/10 ring-1 ring-white/10 sm:grid-cols-2 lg:grid-cols-3">
                {claims.map((claim) => (
                  <li key={claim._id} className="bg-brand-950 p-8">
                    <p className="text-4xl font-bold tracking-tight text-white sm:text-5xl">
                      {formatClaimFigure(claim)}
                    </p>
                    <p className="mt-2 text-lg text-brand-100">{claim.statement}</p>
                    {claim.sourceNote ? <p className="mt-3 text-sm text-slate-300">{claim.sourceNote}</p> : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {benefits.length > 0 ? <FeatureGrid features={benefits} look="onDark" className="mt-14 gap-10" /> : null}
          </div>
        </section>
      ) : null}

      <CtaBand
        id="get-started"
        title="Ready to see MediCore in your hospital?"
        text="Start free today, or book a demo and we will walk you through MediCore with your own workflows."
        primary={{ href: signUpHref, label: 'Start Free Trial' }}
        secondary={{ href: contactHref('demo'), label: 'See a Demo' }}
      />

      {faqs.length > 0 ? (
        <Section
          id="faq"
          eyebrow="FAQ"
          title="Frequently asked questions"
          intro="Straight answers about trials, security, data and pricing."
          tone="tint"
        >
          <div className="mx-auto max-w-3xl">
            <FaqAccordion faqs={faqs} />
          </div>
        </Section>
      ) : null}
    </>
  )
}
