import { footerGroups, site } from '@/lib/site'
import { Logo } from './Logo'
import { container } from './ui'

/*
 * The shared footer with its four link groups (lib/site.ts's footerGroups). There are no
 * social media accounts yet, so no social icons: a link to nowhere helps nobody.
 */
export function SiteFooter() {
  return (
    <footer className="on-dark bg-brand-950 text-slate-300">
      <div className={`${container} grid gap-12 py-14 lg:grid-cols-[1.2fr_2fr]`}>
        <div className="max-w-sm">
          <a href="/" className="-m-1 inline-block rounded-lg p-1">
            <Logo tone="light" />
          </a>
          <p className="mt-4 text-sm leading-6">
            Healthcare management and analytics for hospitals, clinics, doctors, nurses, labs and patients.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerGroups.map((group) => (
            <div key={group.title}>
              <h2 className="text-xs font-semibold tracking-wider text-white">{group.title}</h2>
              <ul className="mt-4 space-y-3">
                {group.links.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} className="text-sm text-slate-300 hover:text-white hover:underline">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className={`${container} py-6 text-sm text-slate-400`}>
          © {new Date().getFullYear()} {site.address[0]} All rights reserved.
        </p>
      </div>
    </footer>
  )
}
