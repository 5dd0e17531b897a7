import { ShieldHalf } from 'lucide-react'
import { defineField, defineType } from 'sanity'
import { SECURITY_TXT_DAYS } from '../../lib/trust/rules'
import { httpsOnly, required } from '../shared/fields'
import { singletonPreview } from '../objects/page-fields'
import { sharedAcrossLanguages } from '../shared/languages'
import { validateApprovedDomain } from '../shared/trustValidation'

/**
 * The trust center's settings: /.well-known/security.txt, the NDA restricted documents are
 * downloaded under, and the customer domains approved at once. Everything but the NDA's words is
 * entered once, on the English document, for every language.
 */
export const trustSettingsType = defineType({
  name: 'trustSettings',
  title: 'Trust center settings',
  type: 'document',
  icon: ShieldHalf,
  groups: [
    { name: 'security', title: 'security.txt', default: true },
    { name: 'access', title: 'Restricted documents' },
  ],
  fields: [
    sharedAcrossLanguages(
      defineField({
        name: 'securityContact',
        title: 'Security contact',
        type: 'string',
        group: 'security',
        description:
          'Where researchers report a vulnerability: mailto:security@… or an https:// form. security.txt’s Contact.',
        validation: (rule) =>
          rule
            .required()
            .regex(/^(?:mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/)
            .error('Enter mailto: followed by an address, or an address starting with https://.'),
      }),
    ),
    sharedAcrossLanguages(
      defineField({
        name: 'securityPolicy',
        title: 'Vulnerability disclosure page',
        type: 'reference',
        to: [{ type: 'page' }],
        group: 'security',
        description:
          'The page that says how to report a vulnerability and what researchers can expect. security.txt’s Policy.',
        validation: (rule) => rule.required().error('Choose the vulnerability disclosure page.'),
      }),
    ),
    sharedAcrossLanguages(
      defineField({
        name: 'securityEncryption',
        title: 'Encryption key (optional)',
        type: 'url',
        group: 'security',
        description: 'An https:// address of the OpenPGP key researchers may encrypt with. security.txt’s Encryption.',
        validation: httpsOnly,
      }),
    ),
    sharedAcrossLanguages(
      defineField({
        name: 'securityTxtDays',
        title: 'security.txt stays valid for (days)',
        type: 'number',
        group: 'security',
        initialValue: SECURITY_TXT_DAYS.default,
        description: `Its Expires date moves forward by itself every day, this many days ahead (at most ${SECURITY_TXT_DAYS.max}).`,
        validation: (rule) =>
          rule
            .required()
            .integer()
            .min(SECURITY_TXT_DAYS.min)
            .max(SECURITY_TXT_DAYS.max)
            .error(`Enter a whole number of days from ${SECURITY_TXT_DAYS.min} to ${SECURITY_TXT_DAYS.max}.`),
      }),
    ),
    sharedAcrossLanguages(
      defineField({
        name: 'ndaVersion',
        title: 'NDA version',
        type: 'string',
        group: 'access',
        description:
          'Change it whenever the NDA’s words change: each account then accepts the new version before its next download.',
        validation: required('Enter the NDA’s version, for example 2026-01.'),
      }),
    ),
    defineField({
      name: 'ndaText',
      title: 'NDA',
      type: 'text',
      rows: 12,
      group: 'access',
      description: 'The agreement a visitor accepts before requesting the restricted documents, in this language.',
      validation: required('Write the NDA.'),
    }),
    sharedAcrossLanguages(
      defineField({
        name: 'approvedDomains',
        title: 'Approved customer domains',
        type: 'array',
        group: 'access',
        of: [{ type: 'string' }],
        description:
          'An account whose confirmed address is on one of these domains (or a subdomain) is approved as soon as it accepts the NDA, for example northfield-health.org.',
        validation: (rule) =>
          rule.custom((domains) => {
            for (const domain of Array.isArray(domains) ? domains : []) {
              const result = validateApprovedDomain(domain)
              if (result !== true) return result
            }
            return true
          }),
      }),
    ),
  ],
  preview: singletonPreview('Trust center settings', 'ndaVersion'),
})
