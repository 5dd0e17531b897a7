import { cmsPageMetadata, faqPageJsonLd, organizationJsonLd, websiteJsonLd } from '@/lib/seo'
import { CtaBand } from '@/app/_components/CtaBand'
import { CtaLink } from '@/app/_components/CtaLink'
import { FaqAccordion } from '@/app/_components/FaqAccordion'
import { FeatureGrid } from '@/app/_components/FeatureGrid'
import { FeatureSection } from '@/app/_components/FeatureSection'
import { JsonLd } from '@/app/_components/JsonLd'
import { Icon } from '@/app/_components/Icon'
import { ProductCarousel } from '@/app/_components/ProductCarousel'
import { SitePage } from '@/app/_components/SitePage'
import { Section, headingProps } from '@/app/_components/Section'
import { buttonLarge, buttonPrimary, buttonSecondary, container } from '@/app/_components/ui'
import { getClaims, getFaqs, getFeatures, getHomePage, getSiteSettings, type HomePage } from '@/lib/content'
import { formatClaimFigure } from '@/lib/format'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'

export const generateMetadata = cmsPageMetadata('home', getHomePage)

function Hero({ page: { hero, carouselLabel, slides }, locale }: { page: HomePage; locale: Locale }) {
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
            {hero.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl lg:text-6xl"
          >
            {hero.heading}
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-600">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <CtaLink cta={hero.primary} className={`${buttonPrimary} ${buttonLarge}`}>
              <Icon name="arrow-right" size={18} />
            </CtaLink>
            <CtaLink cta={hero.secondary} className={`${buttonSecondary} ${buttonLarge}`} />
          </div>
          <p className="mt-6 text-sm text-slate-600">{hero.note}</p>
        </div>
        <div className="mx-auto w-full max-w-xl lg:max-w-none">
          <ProductCarousel label={carouselLabel} slides={slides} locale={locale} />
        </div>
      </div>
    </section>
  )
}

export default async function Home({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const [page, settings, capabilities, modules, benefits, claims, faqs] = await Promise.all([
    getHomePage(),
    getSiteSettings(),
    getFeatures('capability'),
    getFeatures('module'),
    getFeatures('benefit'),
    getClaims(),
    getFaqs(),
  ])
  const benefitsHeading = page.benefitsSection

  return (
    <SitePage locale={locale} path={routes.home.path}>
      <JsonLd data={organizationJsonLd(settings.contact)} />
      <JsonLd data={websiteJsonLd(locale)} />
      {faqs.length > 0 ? <JsonLd data={faqPageJsonLd(faqs, localizedPath('/', locale), locale)} /> : null}
      <Hero page={page} locale={locale} />

      <FeatureSection id="features" {...headingProps(page.featuresSection)} tone="tint" features={capabilities}>
        <p className="mt-10 text-center">
          <a
            href={localizedPath(routes.features.path, locale)}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            {page.featuresSection.linkLabel}
            <Icon name="arrow-right" size={18} />
          </a>
        </p>
      </FeatureSection>

      <FeatureSection id="how-it-works" {...headingProps(page.howItWorksSection)} features={modules} look="step" />

      {claims.length > 0 || benefits.length > 0 ? (
        <section aria-labelledby="benefits-title" className="on-dark bg-brand-950 py-20 text-white sm:py-24">
          <div className={container}>
            <div className="mx-auto max-w-2xl text-center">
              {benefitsHeading.eyebrow ? (
                <p className="text-sm font-semibold tracking-wide text-accent-500 uppercase">
                  {benefitsHeading.eyebrow}
                </p>
              ) : null}
              <h2 id="benefits-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
                {benefitsHeading.heading}
              </h2>
              {benefitsHeading.intro ? (
                <p className="mt-4 text-lg leading-8 text-brand-100">{benefitsHeading.intro}</p>
              ) : null}
            </div>
            {claims.length > 0 ? (
              <ul className="mt-14 grid gap-px overflow-hidden rounded-2xl bg-white/10 ring-1 ring-white/10 sm:grid-cols-2 lg:grid-cols-3">
                {claims.map((claim) => (
                  <li key={claim._id} className="bg-brand-950 p-8">
                    <p className="text-4xl font-bold tracking-tight text-white sm:text-5xl">
                      {formatClaimFigure(claim, locale)}
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

      <CtaBand id="get-started" {...page.cta} />

      {faqs.length > 0 ? (
        <Section id="faq" {...headingProps(page.faqSection)} tone="tint">
          <div className="mx-auto max-w-3xl">
            <FaqAccordion faqs={faqs} />
          </div>
        </Section>
      ) : null}
    </SitePage>
  )
}
