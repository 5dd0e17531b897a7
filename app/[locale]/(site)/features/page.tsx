import { cmsPageMetadata } from '@/lib/seo'
import { CtaBand } from '@/app/_components/CtaBand'
import { CtaLink } from '@/app/_components/CtaLink'
import { featureIconMap } from '@/app/_components/FeatureIcon'
import { FeatureSection } from '@/app/_components/FeatureSection'
import { IconCards } from '@/app/_components/IconCards'
import { PageHeader } from '@/app/_components/PageHeader'
import { SitePage } from '@/app/_components/SitePage'
import { headingProps } from '@/app/_components/Section'
import { buttonLarge, buttonPrimary, buttonSecondary, container } from '@/app/_components/ui'
import { getClaims, getFeatures, getFeaturesPage } from '@/lib/content'
import { formatClaimFigure } from '@/lib/format'
import { pageLocale, type LocaleProps } from '@/lib/i18n/request'
import { routes } from '@/lib/routes'

export const generateMetadata = cmsPageMetadata('features', getFeaturesPage)

export default async function Features({ params }: LocaleProps) {
  const locale = await pageLocale(params)
  const [page, capabilities, coreValues, stakeholders, claims] = await Promise.all([
    getFeaturesPage(),
    getFeatures('capability'),
    getFeatures('coreValue'),
    getFeatures('stakeholder'),
    getClaims(),
  ])
  const why = page.whySection

  return (
    <SitePage locale={locale} path={routes.features.path}>
      <PageHeader {...headingProps(page.header)}>
        <CtaLink cta={page.header.primary} className={`${buttonPrimary} ${buttonLarge}`} />
        <CtaLink cta={page.header.secondary} className={`${buttonSecondary} ${buttonLarge}`} />
      </PageHeader>

      <section aria-labelledby="value-title" className="bg-white py-20 sm:py-24">
        <div className={`${container} grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:gap-16`}>
          <div>
            {why.eyebrow ? (
              <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{why.eyebrow}</p>
            ) : null}
            <h2 id="value-title" className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
              {why.heading}
            </h2>
            {why.intro ? <p className="mt-4 text-lg leading-8 text-slate-600">{why.intro}</p> : null}
            {claims.length > 0 ? (
              <ul className="mt-8 grid grid-cols-2 gap-4">
                {claims.slice(0, 4).map((claim) => (
                  <li key={claim._id} className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
                    <p className="text-3xl font-bold tracking-tight text-brand-800">
                      {formatClaimFigure(claim, locale)}
                    </p>
                    <p className="mt-1 text-sm text-slate-700">{claim.statement}</p>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <IconCards
            look="solid"
            items={why.points.map(({ _key, icon, title, text }) => ({
              id: _key,
              icon: featureIconMap[icon],
              title,
              text,
            }))}
            className="grid gap-6"
          />
        </div>
      </section>

      <FeatureSection
        id="capabilities"
        {...headingProps(page.capabilitiesSection)}
        tone="tint"
        features={capabilities}
      />

      <FeatureSection id="core-values" {...headingProps(page.coreValuesSection)} features={coreValues} look="plain" />

      <FeatureSection
        id="stakeholders"
        {...headingProps(page.stakeholdersSection)}
        tone="tint"
        features={stakeholders}
      />

      <CtaBand id="demo" {...page.cta} />
    </SitePage>
  )
}
