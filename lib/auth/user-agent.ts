import { fill } from '../i18n/text'
import type { Messages } from '../i18n/types'

/*
 * "Chrome on Linux" ("Chrome en Linux"): enough of a User-Agent header for a visitor to recognise
 * a session on the account page. Order matters: Edge and Opera also say Chrome, and Chrome also
 * says Safari. Browsers and systems keep their own names; the words around them are the page's.
 */

const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
]

const systems: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

type UserAgentWords = Pick<Messages['account']['page'], 'browserOnSystem' | 'unknownBrowser'>

/** A session's browser and system in the words of `words` (the account page's, in its language). */
export function describeUserAgent(userAgent: string | null | undefined, words: UserAgentWords): string {
  const ua = userAgent ?? ''
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1]
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1]
  if (browser && system) return fill(words.browserOnSystem, { browser, system })
  return browser ?? system ?? words.unknownBrowser
}
