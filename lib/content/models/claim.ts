import { z } from 'zod'
import { optionsOf, valuesOf, type ValueOf } from '../options'
import { exceedsPercentCap, MAX_PERCENT } from '../rules/claims'
import { documentBase, isoDate, requiredAs, requiredText } from './shared'

export const claimUnits = optionsOf({
  percent: 'Percent (50%)',
  hoursPerWeek: 'Hours per week (5 hours per week)',
})

export type ClaimUnit = ValueOf<typeof claimUnits>

/**
 * What a figure rests on: what was measured, on whom, over what period, by whom, and when the
 * evidence was dated. Every claim needs all of it: the Studio refuses to publish one without it,
 * and a claim written around the Studio fails the build naming the field.
 */
const claimEvidenceModel = z.object(
  {
    measured: requiredText,
    population: requiredText,
    period: requiredText,
    source: requiredText,
    date: isoDate,
  },
  requiredAs('its evidence (what was measured, on whom, when and by whom)'),
)

export type ClaimEvidence = z.infer<typeof claimEvidenceModel>

export const claimModel = documentBase('claim')
  .extend({
    figure: z.number(requiredAs('a number')).min(0, 'cannot be negative'),
    unit: z.enum(valuesOf(claimUnits), 'must be percent or hours per week'),
    statement: requiredText,
    evidence: claimEvidenceModel,
  })
  .superRefine((claim, ctx) => {
    if (exceedsPercentCap(claim.figure, claim.unit)) {
      ctx.addIssue({ code: 'custom', path: ['figure'], message: `must be at most ${MAX_PERCENT} for a percentage` })
    }
  })

export type Claim = z.infer<typeof claimModel>
