import { localeNames, locales, type Locale } from '@/lib/i18n/locales'
import { languageSwitchPath } from '@/lib/routes'
import { siteText } from '@/lib/i18n/site-text'

/*
 * A plain link to each other language, in that language's own name. The header and footer do not
 * know which page they are on (they are drawn once for every page of a layout), so the link goes
 * to app/language, which reads the page the visitor came from and answers with the same page in
 * that language, or that language's home page when it has no translation. No JavaScript.
 */
export function LanguageSwitcher({ locale, className }: { locale: Locale; className?: string }) {
  const text = siteText(locale).languages
  return locales
    .filter((other) => other !== locale)
    .map((other) => (
      <a
        key={other}
        href={languageSwitchPath(other)}
        hrefLang={localeNames[other].htmlLang}
        lang={localeNames[other].htmlLang}
        className={className}
      >
        <span className="sr-only" lang={localeNames[locale].htmlLang}>
          {text.switchTo}{' '}
        </span>
        {localeNames[other].name}
      </a>
    ))
}
