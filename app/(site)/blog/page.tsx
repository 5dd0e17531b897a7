import type { Metadata } from 'next'
import { publicPageMetadata } from '@/lib/seo'
import { IconCards, type IconCardItem } from '@/app/_components/IconCards'
import { PageHeader } from '@/app/_components/PageHeader'
import { container } from '@/app/_components/ui'
import { contactHref } from '@/lib/site'

export const metadata: Metadata = publicPageMetadata('/blog')

const resources: IconCardItem[] = [
  {
    href: '/features',
    icon: 'compass',
    title: 'Tour the platform',
    text: 'Core values, the modules for each department, and what MediCore does for hospitals, clinics, doctors, nurses, labs and patients.',
  },
  {
    href: '/pricing',
    icon: 'wallet',
    title: 'Compare plans',
    text: 'Free, Starter, Business and Ultimate side by side, with monthly and annual prices, integrations and security.',
  },
  {
    href: '/#faq',
    icon: 'message-square',
    title: 'Read the FAQ',
    text: 'Answers to the questions buyers ask most about trials, data, security and billing.',
  },
  {
    href: contactHref('manuals'),
    icon: 'book-open',
    title: 'Get the user manuals',
    text: 'Ask for the manuals for your modules and we will send the current editions.',
  },
  {
    href: contactHref('demo'),
    icon: 'calendar-check',
    title: 'Book a demo',
    text: 'See MediCore with your own workflows and bring your questions for a product specialist.',
  },
  {
    href: contactHref('affiliate'),
    icon: 'handshake',
    title: 'Become a partner',
    text: 'Work with healthcare organisations? Ask about our affiliate partner program.',
  },
]

export default function BlogPage() {
  return (
    <>
      <PageHeader
        eyebrow="Resources"
        title="The MediCore blog is on its way"
        intro="We are preparing practical guides for hospital and clinic teams: digital handovers, lab turnaround, pharmacy stock and moving off paper. Until the first articles are published, these resources answer the questions we hear most."
      />
      <section aria-labelledby="resources-title" className="bg-white py-16 sm:py-20">
        <div className={container}>
          <h2 id="resources-title" className="text-2xl font-bold tracking-tight text-brand-950">
            Start here
          </h2>
          <IconCards look="link" items={resources} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
        </div>
      </section>
    </>
  )
}
