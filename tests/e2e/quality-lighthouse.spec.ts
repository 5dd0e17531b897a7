import { expect, test } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Config } from 'lighthouse'
import { authRoutes, everySectionRoutes, isPerRequest, templateRoutes } from '../quality/routes'
import { chromiumArgs, chromiumPath } from '../support/chromium'
import { localizedPath } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'

/*
 * The Lighthouse gate: Accessibility, Best Practices and SEO are 100 on every template of a public
 * page (tests/quality/routes.ts's templateRoutes), and on the Spanish page with every section and
 * the Spanish demo booking page, in Lighthouse's mobile preset
 * (Moto G-class emulation, simulated slow 4G), on the same production build the other end-to-end
 * tests use; and Accessibility and Best Practices on the pages made per request, whose policy names
 * a script nonce (SEO is not theirs: they ask not to be indexed). A page drawn exactly as another
 * scores as it does: axe, the HTML and the SEO checks still read every page. Performance is not
 * measured here: it varies from run to run and with what else the machine does, so `npm run bench`
 * owns it, next to a bare page measured in the same run. Runs in its own Playwright project beside
 * the others, one page at a time in one Chromium.
 */
const asserted = ['accessibility', 'best-practices', 'seo'] as const

/*
 * What these categories need of a run: no screenshots (their audits read the DOM, the console and
 * the headers), and a quarter-second of quiet after load instead of Lighthouse's full second, which
 * performance metrics need and these do not. Half the time of the default run.
 */
const config = {
  extends: 'lighthouse:default',
  settings: {
    disableFullPageScreenshot: true,
    disableStorageReset: true,
    pauseAfterFcpMs: 250,
    pauseAfterLoadMs: 250,
    networkQuietThresholdMs: 250,
    cpuQuietThresholdMs: 250,
    /*
     * robots.txt is one file for the whole site, which Lighthouse fetches again for every page with
     * a fixed 2 s timeout: on a busy two-core machine the fetch timed out once (/contact-us, "robots.txt
     * is not valid"). quality-seo.spec.ts reads it once, every line a directive crawlers know.
     */
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'robots-txt'],
  },
} satisfies Config

test.describe.configure({ mode: 'serial', timeout: 120_000 })

let chrome: chromeLauncher.LaunchedChrome
const scores: string[] = []

test.beforeAll(async () => {
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] })
})

test.afterAll(async () => {
  await chrome?.kill()
  console.log(`\nLighthouse, mobile preset: accessibility / best practices / SEO\n${scores.join('\n')}\n`)
})

// Not yet search's results, whose headings skip a level (Lighthouse's heading-order; axe's WCAG rules pass).
const perRequestRoutes = [...authRoutes.filter(isPerRequest), localizedPath(routes.signIn.path, 'es')]
/*
 * A Spanish page is its English template with other words, and the gates that read words (axe, vnu,
 * the HTML and SEO checks, the English-words check) read every Spanish page. Lighthouse, five
 * CPU-seconds a page, reads the Spanish twins of the two templates whose issues ask for both
 * languages: the page with every section, and demo booking.
 */
const spanishTwins = [everySectionRoutes[1], localizedPath(routes.demo.path, 'es')]
const gated = [
  ...[...templateRoutes, ...spanishTwins].map((route) => ({ route, categories: asserted })),
  ...perRequestRoutes.map((route) => ({ route, categories: asserted.filter((id) => id !== 'seo') })),
]

for (const { route, categories } of gated) {
  test(`${route} scores 100 in Lighthouse's ${categories.join(', ')}`, async ({ baseURL }) => {
    const result = await lighthouse(
      `${baseURL}${route}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      },
      config,
    )
    const lhr = result?.lhr
    expect(lhr?.runtimeError?.message ?? (lhr ? undefined : 'no result'), 'Lighthouse ran').toBeUndefined()
    const score = (id: string) => Math.round((lhr!.categories[id]?.score ?? 0) * 100)
    scores.push(`  ${route.padEnd(12)} ${categories.map((id) => String(score(id)).padStart(3)).join(' / ')}`)

    for (const id of categories) {
      // An audit that errored has no score: it did not pass, whatever its weight.
      const failing = lhr!.categories[id]!.auditRefs.flatMap((ref) => {
        const audit = lhr!.audits[ref.id]
        if (!audit) return [`${ref.id}: missing from the report`]
        if (audit.scoreDisplayMode === 'error') return [`${ref.id}: errored (${audit.errorMessage ?? 'no message'})`]
        // A null score otherwise: not applicable, manual or informative, which do not count.
        return ref.weight > 0 && (audit.score ?? 1) < 1 ? [`${ref.id}: ${audit.title}`] : []
      })
      expect.soft(failing, `${id} is ${score(id)}; the audits that fail`).toEqual([])
      expect.soft(lhr!.categories[id]!.score, `${id}'s score`).toBe(1)
    }
  })
}
