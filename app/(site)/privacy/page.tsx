import type { Metadata } from 'next'
import { publicPageMetadata } from '@/lib/seo'
import { ProsePage, type ProseSection } from '@/app/_components/ProsePage'
import { site } from '@/lib/site'

export const metadata: Metadata = publicPageMetadata('/privacy')

const sections: ProseSection[] = [
  {
    id: 'scope',
    title: 'What this policy covers',
    body: (
      <p>
        This policy explains how {site.address[0]} handles personal information collected through this website, and how
        we protect the health information that hospitals and clinics store in the MediCore platform.
      </p>
    ),
  },
  {
    id: 'website',
    title: 'Information we collect on this website',
    body: (
      <>
        <p>We collect only what you choose to send us and what is needed to run the site:</p>
        <ul>
          <li>
            <strong>The contact form:</strong> your name, email address, subject and message, used to answer you.
          </li>
          <li>
            <strong>Account sign-up:</strong> your name, email address and password, used to create and secure your
            account.
          </li>
          <li>
            <strong>Server logs:</strong> IP address, browser type and the pages requested, kept for a short time to
            keep the site secure and working.
          </li>
        </ul>
        <p>This website uses no advertising cookies and no third-party tracking.</p>
      </>
    ),
  },
  {
    id: 'no-phi',
    title: 'Please do not send health information through the contact form',
    body: (
      <p>
        The contact form is for questions about MediCore, demos and quotes. Do not include protected health information
        (PHI), such as patient names with diagnoses, medical record numbers or test results. If you are a patient,
        please contact your healthcare provider directly.
      </p>
    ),
  },
  {
    id: 'hipaa',
    title: 'Health information in the MediCore platform',
    body: (
      <>
        <p>
          Hospitals and clinics control the patient information they store in MediCore. When a customer&apos;s plan
          includes HIPAA compliance, we act as their business associate under the US Health Insurance Portability and
          Accountability Act (HIPAA), sign a business associate agreement, and use and disclose PHI only as that
          agreement and HIPAA allow.
        </p>
        <ul>
          <li>Access to PHI is limited by role-based permissions that the customer sets.</li>
          <li>We notify customers of a breach of unsecured PHI as HIPAA requires.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use and share information',
    body: (
      <>
        <p>
          We use personal information to provide and support MediCore, to answer enquiries, to bill customers and to
          meet legal obligations. We do not sell personal information.
        </p>
        <p>
          We share it only with service providers that host or support MediCore on our behalf, under contracts that
          require them to protect it, and when the law requires us to.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Security and retention',
    body: (
      <p>
        We protect information with administrative, physical and technical safeguards. We keep website enquiries for as
        long as needed to answer them and follow up, and platform data for as long as the customer&apos;s agreement
        requires.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        You can ask to see, correct or delete the personal information we hold about you, and to stop receiving
        marketing email. If your information is in a hospital&apos;s or clinic&apos;s records, that provider handles
        your request, and we help them to do so.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact and changes',
    body: (
      <p>
        Send privacy questions through our <a href="/contact-us">contact page</a> or to{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a>. If we change this policy, we will post the new version here
        and tell customers about material changes in advance.
      </p>
    ),
  },
]

export default function PrivacyPage() {
  return (
    <ProsePage
      eyebrow="Privacy"
      title="Privacy policy"
      intro="How we handle personal information on this website and protected health information in the MediCore platform."
      sections={sections}
    />
  )
}
