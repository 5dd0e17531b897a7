import type { Metadata } from 'next'
import { publicPageMetadata } from '@/lib/seo'
import { CtaBand } from '@/app/_components/CtaBand'
import { FeatureSection } from '@/app/_components/FeatureSection'
import { IconCards, type IconCardItem } from '@/app/_components/IconCards'
import { PageHeader } from '@/app/_components/PageHeader'
import { buttonLarge, buttonPrimary, buttonSecondary, container } from '@/app/_components/ui'
import { getClaims, getFeatures } from '@/lib/content'
import { formatClaimFigure } from '@/lib/format'
import { contactHref, signUpHref } from '@/lib/site'

export const metadata: Metadata = publicPageMetadata('/features')

const valuePropositions: IconCardItem[] = [
  {
    icon: 'file-text',
    title: 'One record, every department',
    text: 'Registration, wards, nursing, pharmacy, labs and billing write to the same patient timeline, so nobody re-keys data or works from an outdated chart.',
  },
  {
    icon: 'chart-line',
    title: 'Decisions on live data',
    text: 'Dashboards for queues, bed occupancy, lab turnaround and stock show where to act today, not at the end of the month.',
  },
  {
    icon: 'shield-check',
    title: 'Access by role',
    text: 'User groups and access control permissions give each doctor, nurse, technician and clerk exactly the information their role needs.',
  },
]

export default async function FeaturesPage() {
  const [capabilities, coreValues, stakeholders, claims] = await Promise.all([
    getFeatures('capability'),
    getFeatures('coreValue'),
    getFeatures('stakeholder'),
    getClaims(),
  ])

  return (
    <>
      <PageHeader
        eyebrow="About MediCore"
        title="Healthcare management that works the way care teams do"
        intro="MediCore is a healthcare management and analytics platform for hospitals, clinics, doctors, nurses, labs and patients. It replaces disconnected systems and paper with one secure platform, so teams spend their time on patients rather than on paperwork."
      >
        <a href={contactHref('demo')} className={`${buttonPrimary} ${buttonLarge}`}>
          Schedule a Demo
        </a>
        <a href={signUpHref} className={`${buttonSecondary} ${buttonLarge}`}>
          Start Free Trial
        </a>
      </PageHeader>

      <section aria-labelledby="value-title" className="bg-white py-20 sm:py-24">
        <div className={`${container} grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:gap-16`}>
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Why MediCore</p>
            <h2 id="value-title" className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
              Less administration, better care
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-600">
              Hospitals and clinics lose hours every week to duplicate forms, phone calls between departments and
              reports assembled by hand. MediCore connects the whole care pathway, from the first appointment to the
              final invoice.
            </p>
            {claims.length > 0 ? (
              <ul className="mt-8 grid grid-cols-2 gap-4">
                {claims.slice(0, 4).map((claim) => (
                  <li key={claim._id} className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
                    <p className="text-3xl font-bold tracking-tight text-brand-800">{formatClaimFigure(claim)}</p>
                    <p className="mt-1 text-sm text-slate-700">{claim.statement}</p>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <IconCards look="solid" items={valuePropositions} className="grid gap-6" />
        </div>
      </section>

      <FeatureSection
        id="capabilities"
        eyebrow="The platform"
        title="Every module your organisation needs"
        intro="Use the whole platform or start with the departments that need it most."
        tone="tint"
        features={capabilities}
      />

      <FeatureSection
        id="core-values"
        eyebrow="Core values"
        title="What we stand for"
        intro="The principles behind every decision we make about MediCore."
        features={coreValues}
        look="plain"
      />

      <FeatureSection
        id="stakeholders"
        eyebrow="Who it helps"
        title="Benefits for everyone in your care network"
        intro="From the boardroom to the bedside, MediCore gives each person the tools and information their work depends on."
        tone="tint"
        features={stakeholders}
      />

      <CtaBand
        id="demo"
        title="See MediCore with your own workflows"
        text="A product specialist will walk your team through the modules you need and answer your questions on security, data migration and pricing."
        primary={{ href: contactHref('demo'), label: 'Schedule a Demo' }}
        secondary={{ href: '/pricing', label: 'View pricing' }}
      />
    </>
  )
}
