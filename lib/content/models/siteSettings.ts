import { z } from 'zod'
import { imageModel } from './image'
import { linkModel } from './page-parts'
import { valuesOf } from '../options'
import { socialPlatforms } from '../social-platforms'
import { requiredAs, requiredText, typedDocument } from './shared'

const socialLink = z.object({
  _key: z.string(requiredAs('text')),
  platform: z.enum(valuesOf(socialPlatforms), 'must be LinkedIn, X, YouTube or Facebook'),
  url: z.url({ protocol: /^https$/, error: 'must be an https:// address' }),
})

/** A footer link, and the line under its words saying where it really leads when that differs. */
const footerLinkModel = linkModel.and(z.object({ note: z.string().trim().nullish() }))

const footerColumn = z.object({
  _key: z.string(requiredAs('text')),
  title: requiredText,
  links: z.array(footerLinkModel, requiredAs('a list of links')).min(1, 'is required'),
})

/** The company's postal address and how to reach it: the contact page, the footer and JSON-LD. */
const contactDetails = z.object(
  {
    street: requiredText,
    locality: requiredText,
    region: requiredText,
    postalCode: requiredText,
    country: requiredText,
    countryCode: z.string(requiredAs('text')).regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US'),
    email: z.email('must be an email address'),
    phone: requiredText,
  },
  requiredAs('the contact details'),
)

/** The words of every pricing table: the monthly/annual switch and the line under each price, the plan buttons, the yes/no features' names. */
const pricingTableShape = {
  billing: z.object(
    {
      legend: requiredText,
      monthlyLabel: requiredText,
      annualLabel: requiredText,
      monthlyNote: requiredText,
      annualNote: requiredText,
    },
    requiredAs('the billing labels'),
  ),
  /** Each plan card's button: the free plan's, a paid plan's (a trial), the top plan's (sales). */
  planActions: z.object(
    { freeLabel: requiredText, trialLabel: requiredText, salesLabel: requiredText },
    requiredAs('the plan buttons'),
  ),
  /** The names of the plans' yes/no features, as each card lists them. */
  featureLabels: z.object(
    {
      hipaaCompliant: requiredText,
      advancedSecurity: requiredText,
      unlimitedStorage: requiredText,
      dedicatedAccountManager: requiredText,
    },
    requiredAs('the plan feature names'),
  ),
}

/** What every page shares: the header, the footer, the default search settings and the contact details. */
export const siteSettingsModel = typedDocument('siteSettings').extend({
  /** The legal name (the footer's copyright line and the printed address); the brand stays in code. */
  companyName: requiredText,
  footerTagline: requiredText,
  headerLinks: z.array(linkModel, requiredAs('a list of links')).min(1, 'is required'),
  signInLabel: requiredText,
  signUpLabel: requiredText,
  footerColumns: z.array(footerColumn, requiredAs('a list of columns')).min(1, 'is required'),
  defaultSeo: z.object(
    { title: requiredText, description: requiredText, shareImage: imageModel.optional() },
    requiredAs('the default search settings'),
  ),
  contact: contactDetails,
  /** The company's accounts on social networks, shown as marks in the footer; none when staff list none. */
  socialLinks: z
    .array(socialLink)
    .nullish()
    .transform((links) => links ?? []),
  ...pricingTableShape,
})

export type SiteSettings = z.infer<typeof siteSettingsModel>
/** What a pricing table's labels are: site settings' words for it. */
export type PricingTableLabels = Pick<SiteSettings, keyof typeof pricingTableShape>
