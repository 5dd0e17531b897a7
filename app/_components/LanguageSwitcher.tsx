import { localeNames, locales, type Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import { languageSwitchPath } from '@/lib/routes/areas'

/*
 * A plain link to each other language, in that language's own name. It goes to app/language, which
 * answers with the same page in that language, or that language's home page when the page has no
 * translation. The link carries the page's address (`from`) when the page gave it (app/_components/
 * SitePage.tsx); otherwise (the 404 page, the account screens) app/language reads the Referer. No JavaScript.
 */
export function LanguageSwitcher({ locale, from, className }: { locale: Locale; from?: string; className?: string }) {
  const text = siteText(locale).languages
  return locales
    .filter((other) => other !== locale)
    .map((other) => (
      <a
        key={other}
        href={languageSwitchPath(other, from)}
        hrefLang={localeNames[other].htmlLang}
        lang={localeNames[other].htmlLang}
        className={className}
      >
        {localeNames[other].name}
        <span className="sr-only" lang={localeNames[locale].htmlLang}>
          {` (${text.readIn[other]})`}
        </span>
      </a>
    ))
}
