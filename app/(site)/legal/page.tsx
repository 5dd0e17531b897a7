import type { Metadata } from 'next'
import { publicPageMetadata } from '@/lib/seo'
import { ProsePage, type ProseSection } from '@/app/_components/ProsePage'
import { contactHref, site } from '@/lib/site'

export const metadata: Metadata = publicPageMetadata('/legal')

const sections: ProseSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        MediCore is provided by {site.address[0]}, {site.address.slice(1).join(', ')}. These terms apply to this website
        and to the MediCore platform. If your organisation has signed a subscription agreement with us, that agreement
        governs your use of the platform and prevails where it differs from this summary.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and acceptable use',
    body: (
      <>
        <p>
          Your organisation decides who may use MediCore and which role and permissions each user has. Each user is
          responsible for keeping their sign-in details private and for the activity under their account.
        </p>
        <ul>
          <li>Use MediCore only for lawful healthcare, administrative and business purposes.</li>
          <li>Do not try to reach data or functions that your role does not permit.</li>
          <li>
            Do not disrupt the service, probe it for vulnerabilities without our written permission, or resell it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'plans',
    title: 'Plans, trials and billing',
    body: (
      <>
        <p>
          The Free plan costs nothing. Paid plans are billed in US dollars, monthly or annually, at the prices shown on
          our <a href="/pricing">pricing page</a> when you subscribe. Paid plans start with a free trial; you are not
          charged until the trial ends and you choose to continue.
        </p>
        <p>
          You can cancel at any time; the plan stays active until the end of the period you have paid for. Quotes for
          larger organisations are valid for the period stated on the quote.
        </p>
      </>
    ),
  },
  {
    id: 'your-data',
    title: 'Your data',
    body: (
      <p>
        Your organisation owns the data it puts into MediCore. We process it only to provide the service and as your
        agreement with us allows. When you leave, you can export your data; we then delete it within the period set out
        in your agreement, unless the law requires us to keep it. Our <a href="/privacy">privacy policy</a> explains how
        we handle personal information.
      </p>
    ),
  },
  {
    id: 'clinical-responsibility',
    title: 'Clinical responsibility',
    body: (
      <p>
        MediCore supports clinical and administrative work; it does not replace professional judgement. Clinicians
        remain responsible for diagnosis, treatment and the accuracy of the records they create.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Availability, liability and changes',
    body: (
      <>
        <p>
          We work to keep MediCore available and supported, and we tell customers in advance about planned maintenance.
          Service levels, warranties and limits of liability are set out in your subscription agreement.
        </p>
        <p>
          We may update these terms; we will post the new version here and tell customers about material changes before
          they take effect.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        For questions about these terms, <a href="/contact-us">contact us</a> or{' '}
        <a href={contactHref('quote')}>ask for a copy of our subscription agreement</a> with a quote.
      </p>
    ),
  },
]

export default function LegalPage() {
  return (
    <ProsePage
      eyebrow="Legal"
      title="Terms of service"
      intro="A plain-language summary of the terms for using the MediCore website and platform."
      sections={sections}
    />
  )
}
