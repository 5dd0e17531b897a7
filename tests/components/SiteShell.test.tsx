// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SiteShell } from '@/app/_components/SiteShell'
import { mainContentId } from '@/app/_components/SkipLink'
import { siteSettingsModel } from '@/lib/content/models'
import { siteSettingsQuery } from '@/lib/content/queries'
import { contactHref } from '@/lib/links'
import { queryBundled } from '../support/dataset'

/** The header's and footer's words, as the bundled site settings give them. */
const settings = await queryBundled(siteSettingsQuery, siteSettingsModel)

const renderShell = () =>
  render(
    <SiteShell settings={settings} locale="en">
      <h1>Page</h1>
    </SiteShell>,
  )

const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link', { hidden: true })
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('SiteShell', () => {
  it('starts with a skip link to the main content', () => {
    const { container } = renderShell()
    const first = container.querySelector('a')!
    expect(first.textContent).toBe('Skip to main content')
    expect(first.getAttribute('href')).toBe(`#${mainContentId}`)
    expect(screen.getByRole('main').id).toBe(mainContentId)
  })

  it('has the header the specification lists', () => {
    renderShell()
    const header = screen.getByRole('banner')
    const [desktopNav] = within(header).getAllByRole('navigation', { name: 'Main' })
    expect(linksOf(desktopNav!)).toEqual([
      ['Features', '/Features'],
      ['Pricing', '/pricing'],
      ['Contact Us', '/contact-us'],
    ])
    // The phone menu's links too, in its closed dialog.
    const link = (name: string) => within(header).getAllByRole('link', { name, hidden: true })
    expect(link('MediCore')[0]!.getAttribute('href')).toBe('/')
    expect(link('Sign in').map((a) => a.getAttribute('href'))).toEqual(['/users/sign-in', '/users/sign-in'])
    expect(link('Get Started for Free').map((a) => a.getAttribute('href'))).toEqual([
      '/users/sign-up',
      '/users/sign-up',
    ])
  })

  it('has a small-screen menu without JavaScript: a modal dialog its buttons open and close, holding every header link', () => {
    const { container } = renderShell()
    const open = within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' })
    const menu = container.querySelector(`dialog#${open.getAttribute('commandfor')}`) as HTMLDialogElement
    expect(open.getAttribute('command')).toBe('show-modal')
    // Its own button comes first, so that opening the menu focuses it: “Close menu”.
    const close = menu.querySelector('button')!
    expect([close.textContent, close.getAttribute('command'), close.getAttribute('commandfor')]).toEqual([
      'Close menu',
      'close',
      menu.id,
    ])
    expect(menu.querySelector('input[type="search"]')).not.toBeNull()
    expect(linksOf(within(menu).getByRole('navigation', { hidden: true }))).toEqual([
      ['Features', '/Features'],
      ['Pricing', '/pricing'],
      ['Contact Us', '/contact-us'],
      ['Sign in', '/users/sign-in'],
      ['Español (read this page in Spanish)', '/language/es'],
      ['Get Started for Free', '/users/sign-up'],
    ])
  })

  it('has the footer groups the specification lists, with real links', () => {
    renderShell()
    const footer = screen.getByRole('contentinfo')
    expect(
      within(footer)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['PRODUCT', 'RESOURCES', 'COMPANY', 'GET IN TOUCH'])
    expect(linksOf(within(footer).getByRole('navigation', { name: 'Footer' }))).toEqual([
      ['Download User Manuals', '/resources'],
      // A link without a destination of its own yet leads to the closest one, and says so under its words.
      ['View Invoices Ask our billing team for a copy', contactHref('invoices')],
      ['Get a Quote', contactHref('quote')],
      ['Blog', '/blog'],
      ['Case Studies', '/case-studies'],
      ['Affiliate Partner Program Apply with a message', contactHref('affiliate')],
      ['Legal', '/legal'],
      ['Privacy Policy', '/privacy'],
      ['Security and HIPAA', '/security'],
      ['Accessibility', '/accessibility'],
      ['Trust Center', '/trust'],
      ['Contact Us', '/contact-us'],
      ['Chat with a Trade Specialist Book a call: no live chat yet', '/demo'],
    ])
  })

  it('shows the tagline and the company’s legal name from the site settings in the footer', () => {
    renderShell()
    const footer = screen.getByRole('contentinfo')
    expect(footer.textContent).toContain(
      'Healthcare management and analytics for hospitals, clinics, doctors, nurses, labs and patients.',
    )
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} MediCore Health, Inc. All rights reserved.`)
  })

  it('draws what staff set: labels, link targets and columns', () => {
    const [features, ...rest] = settings.headerLinks
    render(
      <SiteShell
        settings={{
          ...settings,
          headerLinks: [{ ...features!, label: 'Platform', target: 'features' }, ...rest],
          signUpLabel: 'Try it free',
          footerColumns: [{ _key: 'help', title: 'HELP', links: [{ label: 'Talk to us', target: 'contact' }] }],
        }}
        locale="en"
      >
        <h1>Page</h1>
      </SiteShell>,
    )
    const [desktopNav] = within(screen.getByRole('banner')).getAllByRole('navigation', { name: 'Main' })
    expect(linksOf(desktopNav!)[0]).toEqual(['Platform', '/features'])
    expect(
      screen.getAllByRole('link', { name: 'Try it free', hidden: true }).map((a) => a.getAttribute('href')),
    ).toEqual(['/users/sign-up', '/users/sign-up'])
    expect(linksOf(within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Footer' }))).toEqual([
      ['Talk to us', '/contact-us'],
    ])
  })

  it('carries the page’s address in its language links, when the page gives it', () => {
    const { container } = render(
      <SiteShell settings={settings} locale="en" from="/search?q=hipaa audit">
        <h1>Page</h1>
      </SiteShell>,
    )
    // The header's, the small-screen menu's and the footer's.
    const switches = [...container.querySelectorAll('a[hreflang]')]
    expect(switches.map((link) => link.textContent)).toEqual(Array(3).fill('Español (read this page in Spanish)'))
    for (const link of switches) {
      const href = new URL(link.getAttribute('href')!, 'https://medicore.example')
      expect(href.pathname).toBe('/language/es')
      expect(href.searchParams.get('from')).toBe('/search?q=hipaa audit')
    }
  })

  it('names the other language in itself, and says what the link does in the page’s language', () => {
    const { container } = render(
      <SiteShell settings={settings} locale="es">
        <h1>Página</h1>
      </SiteShell>,
    )
    for (const link of container.querySelectorAll('a[hreflang]')) {
      expect(link.textContent).toBe('English (leer esta página en inglés)')
      expect(link.getAttribute('lang')).toBe('en-US')
      expect(link.querySelector('.sr-only')?.getAttribute('lang')).toBe('es-US')
    }
  })

  it('has no placeholder links, and leaves the site only for the company’s social accounts, each named', () => {
    const { container } = renderShell()
    const social = container.querySelector('footer ul[aria-label="MediCore on social media"]')
    const socialLinks = [...(social?.querySelectorAll('a') ?? [])]
    expect(socialLinks.map((link) => [link.getAttribute('aria-label'), new URL(link.href).protocol])).toEqual([
      ['MediCore on LinkedIn', 'https:'],
      ['MediCore on YouTube', 'https:'],
      ['MediCore on X', 'https:'],
    ])
    for (const link of container.querySelectorAll('a')) {
      if (socialLinks.includes(link)) continue
      const href = link.getAttribute('href') ?? ''
      expect(href).toMatch(/^(\/|#main-content$)/)
      expect(href).not.toBe('#')
    }
  })
})
