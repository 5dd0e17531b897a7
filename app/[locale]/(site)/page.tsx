import { cmsPageMetadata, faqPageJsonLd, organizationJsonLd, websiteJsonLd } from '@/lib/seo'
import { ClaimsBand } from '@/app/_components/ClaimsBand'
import { CtaBand } from '@/app/_components/CtaBand'
import { FaqAccordion } from '@/app/_components/FaqAccordion'
import { FeatureSection } from '@/app/_components/FeatureSection'
import { Hero } from '@/app/_components/Hero'
import { JsonLd } from '@/app/_components/JsonLd'
import { Icon } from '@/app/_components/Icon'
import { ProductCarousel } from '@/app/_components/ProductCarousel'
import { SitePage } from '@/app/_components/SitePage'
import { Section, headingProps } from '@/app/_components/Section'
import { getClaims, getFaqs, getFeatures, getHomePage, getSiteSettings } from '@/lib/content'
import { localizedPath } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'

export const generateMetadata = cmsPageMetadata('home', getHomePage)

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

  return (
    <SitePage locale={locale} path={routes.home.path}>
      <JsonLd data={organizationJsonLd(settings.contact)} />
      <JsonLd data={websiteJsonLd(locale)} />
      {faqs.length > 0 ? <JsonLd data={faqPageJsonLd(faqs, localizedPath('/', locale), locale)} /> : null}
      <Hero
        id="hero"
        {...page.hero}
        visual={<ProductCarousel label={page.carouselLabel} slides={page.slides} locale={locale} />}
      />

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

      <ClaimsBand id="benefits" heading={page.benefitsSection} claims={claims} benefits={benefits} locale={locale} />

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
