import { describe, expect, it } from 'vitest'
import { linkTargetHref, linkTargets, linkTargetValues } from '../../lib/content/link-targets'
import { contactHref } from '../../lib/links'
import { collectionDeclarations } from '../../lib/collections/declarations.gen'
import { schema as heroSchema } from '../../lib/sections/hero/schema'
import { singletonTypes } from '../../schemas'
import { validateCountryCode, validateSlideAlt, validateSocialLinks } from '../../schemas/shared/pageValidation'
import { studioValidate } from '../support/studio-validate'

/* The page documents' Studio rules, in the plain words staff read. */

/** The markers studioValidate returns: an error or a warning on the field at `path`. */
const error = (path: string, message: unknown) => ({ level: 'error', path, message })
const warning = (path: string, message: unknown) => ({ level: 'warning', path, message })

const cta = (label: string, target: string) => ({ label, target })
const heading = (text: string) => ({ eyebrow: 'Eyebrow', heading: text, intro: 'An introduction.' })
const seo = { title: 'MediCore: healthcare management and analytics platform', description: 'One platform.' }
const image = (ref: string, alt?: string) => ({
  _type: 'image',
  asset: { _type: 'reference', _ref: ref },
  ...(alt === undefined ? {} : { alt }),
})
const slide = (key: string, alt?: string) => ({
  _key: key,
  _type: 'slide',
  image: image(`image-${key}-1200x800-webp`, alt),
  title: 'Patient queue',
  caption: 'See every waiting room at a glance.',
})
const band = {
  heading: 'Ready to see MediCore in your hospital?',
  text: 'Start free today.',
  primary: cta('Start Free Trial', 'signUp'),
  secondary: cta('See a Demo', 'demo'),
}

const homePage = {
  _id: 'page-home',
  _type: 'page',
  title: 'Home',
  fixedPage: 'home',
  sections: [
    {
      _key: 'hero',
      _type: 'heroSection',
      eyebrow: 'Healthcare management & analytics',
      heading: 'One connected platform for every ward, clinic and lab',
      text: 'MediCore brings care together.',
      primary: cta('Start Free Trial', 'signUp'),
      secondary: cta('See a Demo', 'demo'),
      note: 'Free plan available.',
      visual: 'carousel',
      carouselLabel: 'MediCore product screens',
      slides: [
        slide('a', 'MediCore out-patient queue with 12 patients waiting.'),
        slide('b', 'MediCore lab dashboard.'),
      ],
    },
    {
      _key: 'features',
      _type: 'featureGridSection',
      ...heading('Everything your care teams need'),
      source: 'group',
      group: 'capability',
      look: 'card',
      link: cta('Explore all features', 'features'),
    },
    { _key: 'get-started', _type: 'ctaBandSection', ...band },
    { _key: 'faq', _type: 'faqSection', heading: 'Frequently asked questions', source: 'all' },
  ],
  seo,
}

const footnote = [
  {
    _key: 'f1',
    _type: 'block',
    style: 'normal',
    markDefs: [{ _key: 'l1', _type: 'pageLink', target: 'quote' }],
    children: [
      { _key: 's1', _type: 'span', marks: [], text: 'All prices are in US dollars. ' },
      { _key: 's2', _type: 'span', marks: ['l1'], text: 'Request a quote' },
    ],
  },
]

const pricingPage = {
  _id: 'page-pricing',
  _type: 'page',
  title: 'Pricing',
  fixedPage: 'pricing',
  sections: [
    { _key: 'header', _type: 'pageHeaderSection', ...heading('Simple plans for every size of practice') },
    { _key: 'plans', _type: 'pricingSection', footnote },
  ],
  seo,
}

const siteSettings = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  companyName: 'MediCore Health, Inc.',
  footerTagline: 'Healthcare management and analytics.',
  headerLinks: [{ _key: 'h1', _type: 'cta', ...cta('Features', 'featuresNav') }],
  signInLabel: 'Sign in',
  signUpLabel: 'Get Started for Free',
  footerColumns: [
    {
      _key: 'c1',
      _type: 'footerColumn',
      title: 'PRODUCT',
      links: [{ _key: 'l1', _type: 'cta', ...cta('Get a Quote', 'quote') }],
    },
  ],
  defaultSeo: seo,
  contact: {
    street: '100 Market Street, Suite 300',
    locality: 'San Francisco',
    region: 'CA',
    postalCode: '94105',
    country: 'United States',
    countryCode: 'US',
    email: 'hello@medicore.example',
    phone: '+1 (415) 555-0134',
  },
  billing: {
    legend: 'Billing period',
    monthlyLabel: 'Monthly',
    annualLabel: 'Annual (Save 20%)',
    monthlyNote: 'Billed monthly in USD',
    annualNote: 'Billed once a year in USD',
  },
  featureLabels: {
    hipaaCompliant: 'HIPAA compliance',
    advancedSecurity: 'Advanced security',
    unlimitedStorage: 'Unlimited storage',
    dedicatedAccountManager: 'Dedicated account manager',
  },
  planActions: { freeLabel: 'Get Started for Free', trialLabel: 'Start Free Trial', salesLabel: 'Contact Sales' },
}

const documents = { homePage, pricingPage, siteSettings }

/** A field's path inside the home page's hero section. */
const inHero = (path: string) => `sections[_key=="hero"].${path}`
const withHero = (changes: Record<string, unknown>) => ({
  ...homePage,
  sections: homePage.sections.map((section) => (section._key === 'hero' ? { ...section, ...changes } : section)),
})

describe('the page documents in the Studio', () => {
  it('are the site settings and the trust center’s, the singletons, with a title and an icon', () => {
    expect(singletonTypes.map((type) => type.name)).toEqual(['siteSettings', 'trustSettings'])
    for (const type of singletonTypes) expect(type, type.name).toMatchObject({ title: expect.any(String) })
    for (const type of singletonTypes) expect(type.icon, type.name).toBeDefined()
  })

  it.each(Object.entries(documents))('a complete %s passes', async (_type, document) => {
    await expect(studioValidate(document)).resolves.toEqual([])
  })

  it('asks a fixed page for its title and search settings, and never for an address', async () => {
    const markers = await studioValidate({ _id: 'page-home', _type: 'page', fixedPage: 'home' })
    expect(markers.every((marker) => marker.level === 'error')).toBe(true)
    expect(markers).toEqual(
      expect.arrayContaining([
        error('title', 'Write the page’s title, for example “Security and HIPAA”.'),
        error('seo', 'Fill in the search title and description.'),
      ]),
    )
    expect(markers.map((marker) => marker.path)).not.toContain('slug')
    // A page built from sections needs its address.
    const other = await studioValidate({ ...homePage, _id: 'page-x', fixedPage: undefined })
    expect(other.map((marker) => marker.path)).toContain('slug')
  })

  it('asks for each missing field inside a section', async () => {
    const markers = await studioValidate(withHero({ heading: undefined }))
    expect(markers).toEqual(
      expect.arrayContaining([
        error(inHero('heading'), 'Write the heading.'),
        // The page's own list names the page and the section.
        error('sections', '“Home”, 1st section (Hero): fill in its heading.'),
      ]),
    )
  })

  it('says why a slide needs its alt text', async () => {
    const markers = await studioValidate(withHero({ slides: [slide('a'), slide('b', 'slide-2.webp')] }))
    expect(markers).toEqual([
      error(
        inHero('slides[_key=="a"].image.alt'),
        'Describe what the screen shows. Screen readers read this text to visitors who cannot see the picture, ' +
          'and search engines use it: the first slide is the first thing on the home page.',
      ),
      error(
        inHero('slides[_key=="b"].image.alt'),
        'Say what the image shows, not that it is an image or its file name.',
      ),
    ])
  })

  it('takes at most six slides, each with a picture, title and caption', async () => {
    const seven = Array.from({ length: 7 }, (_, index) => slide(`s${index}`, `Screen ${index}`))
    expect(await studioValidate(withHero({ slides: seven }))).toEqual([
      error(inHero('slides'), 'Keep to 6 slides at most: visitors rarely look past the first few.'),
    ])
    const empty = await studioValidate(withHero({ slides: [{ _key: 'x', _type: 'slide' }] }))
    expect(empty).toHaveLength(4)
    expect(empty).toEqual(
      expect.arrayContaining([
        error(inHero('slides[_key=="x"].image'), 'Add the slide’s picture.'),
        error(inHero('slides[_key=="x"].image.alt'), expect.stringMatching(/^Describe what/)),
        error(inHero('slides[_key=="x"].title'), 'Write the slide’s title, for example “Patient queue”.'),
        error(inHero('slides[_key=="x"].caption'), 'Write the sentence that follows the title.'),
      ]),
    )
  })

  it('warns, without blocking publishing, when the search title or description is too long', async () => {
    const markers = await studioValidate({
      ...pricingPage,
      seo: { title: 'x'.repeat(61), description: 'y'.repeat(161) },
    })
    expect(markers).toEqual([
      warning(
        'seo.title',
        'Search engines show about 60 characters of a title; this one has 61, so the end may be cut off.',
      ),
      warning(
        'seo.description',
        'Search engines show about 160 characters of a description; this one has 161, so the end may be cut off.',
      ),
    ])
    const exact = { title: 'x'.repeat(60), description: 'y'.repeat(160) }
    await expect(studioValidate({ ...pricingPage, seo: exact })).resolves.toEqual([])
  })

  it('asks for the share image’s alt text only once there is an image', async () => {
    const withImage = { ...seo, shareImage: image('image-share-1200x630-png') }
    expect(await studioValidate({ ...pricingPage, seo: withImage })).toEqual([
      error('seo.shareImage.alt', expect.stringMatching(/^Describe the image for readers who cannot see it/)),
    ])
  })

  it('wants every link to lead to one of the site’s pages', async () => {
    const broken = structuredClone(footnote)
    broken[0]!.markDefs = [{ _key: 'l1', _type: 'pageLink' } as never]
    const sections = pricingPage.sections.map((section) =>
      section._key === 'plans' ? { ...section, footnote: broken } : section,
    )
    expect(await studioValidate({ ...pricingPage, sections })).toEqual([
      error(
        'sections[_key=="plans"].footnote[_key=="f1"].markDefs[_key=="l1"].target',
        'Pick the page this link leads to.',
      ),
    ])
    const headerLinks = [{ _key: 'h1', _type: 'cta', label: 'Elsewhere', target: 'https://example.com' }]
    expect(await studioValidate({ ...siteSettings, headerLinks })).toEqual([
      error('headerLinks[_key=="h1"].target', expect.any(String)),
    ])
  })

  it('checks the company’s e-mail address and country code', async () => {
    const contact = { ...siteSettings.contact, email: 'hello at medicore', countryCode: 'usa' }
    expect(await studioValidate({ ...siteSettings, contact })).toEqual([
      error('contact.countryCode', 'Use the two-letter country code in capitals, for example US.'),
      error('contact.email', 'Enter an email address, for example hello@medicore.example.'),
    ])
  })

  it('asks the site settings for the pricing table’s words', async () => {
    expect(await studioValidate({ ...siteSettings, planActions: undefined })).toEqual(
      expect.arrayContaining([
        error('planActions', 'Fill in the plan buttons.'),
        error('planActions.freeLabel', 'Write the Free plan’s button text.'),
      ]),
    )
  })
})

describe('the page rules', () => {
  it('accepts a slide’s description and explains a missing one', () => {
    expect(validateSlideAlt('MediCore lab dashboard: median turnaround falling over 12 weeks.')).toBe(true)
    expect(validateSlideAlt('  ')).toMatch(/^Describe what the screen shows. Screen readers read this text/)
  })

  it('wants a two-letter country code', () => {
    expect(validateCountryCode('US')).toBe(true)
    expect(validateCountryCode(undefined)).toBe('Enter the two-letter country code, for example US.')
    expect(validateCountryCode('us')).toBe('Use the two-letter country code in capitals, for example US.')
  })

  it('lists each social network once, as the footer shows one mark per network', () => {
    const account = (platform: string) => ({ _key: platform, platform, url: `https://${platform}.example/medicore` })
    expect(validateSocialLinks([account('linkedin'), account('x')])).toBe(true)
    expect(validateSocialLinks([account('linkedin'), account('x'), account('linkedin')])).toBe(
      'List each network once.',
    )
  })
})

describe('link targets', () => {
  it('lead to the site’s own pages, the contact form with its subject prefilled', () => {
    expect([...linkTargetValues].sort()).toEqual(
      [
        'signUp',
        'signIn',
        'demo',
        'quote',
        'specialist',
        'manuals',
        'affiliate',
        'contact',
        'features',
        'featuresNav',
        'pricing',
        'blog',
        'invoices',
        // Each collection's list page (lib/collections/<type>/collection.ts).
        ...Object.values(collectionDeclarations).map((collection) => collection.listRoute),
        'legal',
        'privacy',
        'home',
        'trust',
        'trustAccess',
      ].sort(),
    )
    expect(linkTargetHref('signUp')).toBe('/users/sign-up')
    // The demo has a page of its own; the contact form keeps its subject for visitors who write instead.
    expect(linkTargetHref('demo')).toBe('/demo')
    expect(linkTargetHref('quote')).toBe(contactHref('quote'))
    expect(linkTargetHref('featuresNav')).toBe('/Features')
    expect(linkTargetHref('home')).toBe('/')
    for (const { value } of linkTargets) expect(linkTargetHref(value)).toMatch(/^\/(?!\/)/)
  })

  it('are exactly what the Studio offers for a button', () => {
    type Field = { name: string; fields?: Field[]; options?: { list?: { value: string }[] } }
    const field = (fields: Field[] | undefined, name: string) => fields!.find((candidate) => candidate.name === name)!
    const target = field(field(heroSchema.schema.fields as unknown as Field[], 'primary').fields, 'target')
    expect(target.options!.list!.map((option) => option.value)).toEqual(linkTargetValues)
  })
})
