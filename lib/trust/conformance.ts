import type { ConformanceCriterion, ConformanceReport } from './models.ts'
import type { WcagLevel } from './rules.ts'

/** A report's criteria as VPAT 2.5's tables: Level A, then AA, then AAA, each in the report's order. */
export function criteriaByLevel(report: ConformanceReport): { level: WcagLevel; criteria: ConformanceCriterion[] }[] {
  return (['A', 'AA', 'AAA'] as const).flatMap((level) => {
    const criteria = report.criteria.filter((row) => row.level === level)
    return criteria.length > 0 ? [{ level, criteria }] : []
  })
}
