import { z } from 'zod'
import { optionsOf, valuesOf, type ValueOf } from '../options'
import { exceedsPercentCap, MAX_PERCENT } from '../rules/claims'
import { documentBase, requiredAs, requiredText } from './shared'

export const claimUnits = optionsOf({
  percent: 'Percent (50%)',
  hoursPerWeek: 'Hours per week (5 hours per week)',
})

export type ClaimUnit = ValueOf<typeof claimUnits>

export const claimModel = documentBase('claim')
  .extend({
    figure: z.number(requiredAs('a number')).min(0, 'cannot be negative'),
    unit: z.enum(valuesOf(claimUnits), 'must be percent or hours per week'),
    statement: requiredText,
    sourceNote: z.string().trim().optional(),
  })
  .superRefine((claim, ctx) => {
    if (exceedsPercentCap(claim.figure, claim.unit)) {
      ctx.addIssue({ code: 'custom', path: ['figure'], message: `must be at most ${MAX_PERCENT} for a percentage` })
    }
  })

export type Claim = z.infer<typeof claimModel>
