import { Settings } from 'lucide-react'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { httpsOnly, required } from '../shared/fields'
import { ctaMember, footerLinkMember, listField, seoField, singletonPreview, textField } from '../objects/page-fields'
import { sharedAcrossLanguages } from '../shared/languages'
import { pricingTableFields } from '../objects/pricing-table'
import { validateCountryCode, validateSocialLinks } from '../shared/pageValidation'
import { socialPlatforms } from '../../lib/content/social-platforms'
import { titledList, titleOf } from '../../lib/content/options'
import { validateRedirectHost } from '../shared/redirectValidation'

const footerColumn = defineArrayMember({
  name: 'footerColumn',
  title: 'Column',
  type: 'object',
  fields: [
    textField({
      name: 'title',
      title: 'Title',
      description: 'Shown in capitals above the links, for example “PRODUCT”.',
      missing: 'Write the column’s title.',
    }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      of: [footerLinkMember],
      validation: (rule) => rule.required().min(1).error('Add at least one link to the column, or remove the column.'),
    }),
  ],
  preview: {
    select: { title: 'title', links: 'links' },
    prepare: ({ title, links }) => ({
      title: title || 'Untitled column',
      subtitle: Array.isArray(links) ? `${links.length} link${links.length === 1 ? '' : 's'}` : 'No links',
    }),
  },
})

const addressLine = (name: string, title: string, example: string) =>
  textField({ name, title, description: `For example “${example}”.`, missing: `Enter the ${title.toLowerCase()}.` })

export const siteSettingsType = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: Settings,
  description:
    'What every page shares: the header and footer links, the company’s address, and the default search title and description.',
  groups: [
    { name: 'navigation', title: 'Header and footer', default: true },
    { name: 'company', title: 'Company and contact' },
    { name: 'pricing', title: 'Pricing table' },
    { name: 'seo', title: 'SEO' },
    { name: 'redirects', title: 'Redirects' },
  ],
  fields: [
    textField({
      name: 'companyName',
      title: 'Company name',
      group: 'company',
      description:
        'The legal name, as in the address and the footer’s copyright line, for example “MediCore Health, Inc.”.',
      missing: 'Enter the company’s legal name.',
    }),
    defineField({
      name: 'contact',
      title: 'Address and contact',
      type: 'object',
      group: 'company',
      description: 'Shown on the contact page and given to search engines.',
      fields: [
        addressLine('street', 'Street', '100 Market Street, Suite 300'),
        addressLine('locality', 'City', 'San Francisco'),
        addressLine('region', 'State', 'CA'),
        addressLine('postalCode', 'ZIP code', '94105'),
        addressLine('country', 'Country', 'United States'),
        defineField({
          name: 'countryCode',
          title: 'Country code',
          type: 'string',
          description: 'The two-letter code search engines read, for example “US”.',
          validation: (rule) => rule.custom(validateCountryCode),
        }),
        defineField({
          name: 'email',
          title: 'Email address',
          type: 'string',
          description: 'The address visitors write to, for example “hello@medicore.example”.',
          validation: (rule) => [
            rule.required().error('Enter the email address visitors write to.'),
            rule.email().error('Enter an email address, for example hello@medicore.example.'),
          ],
        }),
        addressLine('phone', 'Phone number', '+1 (415) 555-0134'),
      ],
      validation: required('Fill in the address and contact details.'),
    }),
    textField({
      name: 'footerTagline',
      title: 'Footer tagline',
      group: 'navigation',
      rows: 2,
      description: 'The sentence under the logo in the footer.',
      missing: 'Write the sentence under the logo in the footer.',
    }),
    listField({
      name: 'headerLinks',
      title: 'Header links',
      group: 'navigation',
      description: 'The links in the header’s menu, in order (drag to reorder).',
      of: [ctaMember],
      missing: 'Add at least one header link.',
      max: 5,
      tooMany: 'More than five links crowd the header on small screens.',
    }),
    textField({
      name: 'signInLabel',
      title: 'Sign-in link',
      group: 'navigation',
      description: 'The header’s link to sign in, for example “Sign in”.',
      missing: 'Write the sign-in link’s text.',
    }),
    textField({
      name: 'signUpLabel',
      title: 'Sign-up button',
      group: 'navigation',
      description: 'The header’s button to sign up, for example “Get Started for Free”.',
      missing: 'Write the sign-up button’s text.',
    }),
    listField({
      name: 'footerColumns',
      title: 'Footer columns',
      group: 'navigation',
      description: 'The columns of links in the footer, in order (drag to reorder).',
      of: [footerColumn],
      missing: 'Add at least one footer column.',
      max: 4,
      tooMany: 'The footer fits four columns side by side.',
    }),
    sharedAcrossLanguages(
      defineField({
        name: 'socialLinks',
        title: 'Social media',
        type: 'array',
        group: 'navigation',
        description: 'The company’s accounts, shown as icons in the footer, in this order. Leave empty to show none.',
        of: [
          defineArrayMember({
            name: 'socialLink',
            title: 'Account',
            type: 'object',
            fields: [
              defineField({
                name: 'platform',
                title: 'Network',
                type: 'string',
                options: { list: titledList(socialPlatforms), layout: 'radio', direction: 'horizontal' },
                validation: required('Choose the network.'),
              }),
              defineField({
                name: 'url',
                title: 'Address',
                type: 'url',
                description: 'The account’s page, for example https://www.linkedin.com/company/medicore-health.',
                validation: (rule) => [rule.required().error('Enter the account’s address.'), httpsOnly(rule)],
              }),
            ],
            preview: {
              select: { platform: 'platform', url: 'url' },
              prepare: ({ platform, url }) => ({
                title: titleOf(socialPlatforms, platform) ?? 'Choose a network',
                subtitle: url,
              }),
            },
          }),
        ],
        validation: (rule) => rule.custom(validateSocialLinks),
      }),
    ),
    ...pricingTableFields,
    seoField({
      name: 'defaultSeo',
      title: 'Default search and sharing',
      group: 'seo',
      description: 'Used by pages that have no search title or description of their own (the blog, legal pages).',
    }),
    sharedAcrossLanguages(
      defineField({
        name: 'redirectHosts',
        title: 'Redirects to other websites',
        type: 'array',
        group: 'redirects',
        of: [{ type: 'string' }],
        description:
          'The websites a redirect (Redirects) may send visitors to, by host name, for example www.hhs.gov. A redirect to any other website is refused. Leave empty to keep every redirect on this site.',
        validation: (rule) => rule.custom(validateRedirectHost),
      }),
    ),
  ],
  preview: singletonPreview('Site settings', 'companyName'),
})
