import { JS_BUDGET_FACTOR, kib } from '../budgets.ts'
import { isReference, type PageResult } from './lighthouse.ts'

/** The goals each page is held to, against the floor and the floor with the site's styles. */
export type Goal = { goal: string; met: boolean; figure: string }

export function goalsOf(page: PageResult, floor: PageResult, styledFloor: PageResult): Goal[] {
  if (isReference(page.kind)) return []
  const factor = JS_BUDGET_FACTOR[page.kind]
  const jsRatio = page.js.gzipBytes / floor.js.gzipBytes
  const mobile = page.lighthouse.mobile
  const desktop = page.lighthouse.desktop
  return [
    {
      goal: `JS ≤ ${factor} × floor`,
      met: jsRatio <= factor,
      figure: `${jsRatio.toFixed(3)} ×, ${kib(page.js.gzipBytes - factor * floor.js.gzipBytes).toFixed(1)} KiB from the limit`,
    },
    {
      goal: 'mobile score ≥ floor',
      met: mobile.score >= floor.lighthouse.mobile.score,
      figure: `${mobile.score} vs ${floor.lighthouse.mobile.score}`,
    },
    { goal: 'desktop score 100', met: desktop.score === 100, figure: String(desktop.score) },
    { goal: 'CLS 0', met: mobile.cls === 0 && desktop.cls === 0, figure: `${mobile.cls} / ${desktop.cls}` },
    {
      goal: 'LCP ≤ 1.3 × floor',
      met: mobile.lcpMs <= 1.3 * floor.lighthouse.mobile.lcpMs,
      figure: `${(mobile.lcpMs / floor.lighthouse.mobile.lcpMs).toFixed(2)} ×; ${(mobile.lcpMs / styledFloor.lighthouse.mobile.lcpMs).toFixed(2)} × the styled floor`,
    },
    { goal: 'no Studio code', met: page.js.studioFiles.length === 0, figure: page.js.studioFiles.join(' ') || 'none' },
    {
      goal: 'fonts self-hosted, preloaded',
      met: page.fonts.selfHosted && page.fonts.preloaded,
      figure: page.fonts.urls.join(' ') || 'no fonts',
    },
    {
      goal: 'images sized, AVIF/WebP',
      met: page.images.modernFormat && page.images.unsized === 0,
      figure: `${page.images.count} (${page.images.formats.join(', ') || '-'}), ${page.images.unsized} unsized`,
    },
  ]
}
