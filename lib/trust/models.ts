import { z } from 'zod'
import { valuesOf } from '../content/options.ts'
import { locales } from '../i18n/locales.ts'
import { documentBase, isoDate, requiredAs, requiredText, slug, typedDocument } from '../content/models/shared.ts'
import {
  conformanceLevels,
  documentAccess,
  frameworkStatuses,
  inPlaceWithoutEvidence,
  isTrustFileType,
  needsRemarks,
  NOTICE_DAYS,
  noticeDays,
  SECURITY_TXT_DAYS,
  subprocessorChangeKinds,
  wcagLevels,
} from './rules.ts'

/*
 * The trust center's documents as the site reads them (lib/trust/queries.ts): a document that
 * breaks its model fails the build naming its id and field, as every content type does.
 */

const optionalText = z.string().trim().optional()
const optionalDate = isoDate.optional()

/** The document's own language: a list in another language shows an entry not yet translated in English (lib/content/fragments.ts). */
const language = z.enum(locales, 'must be one of the site’s languages')

export const complianceFrameworkModel = documentBase('complianceFramework')
  .extend({
    language,
    name: requiredText,
    status: z.enum(valuesOf(frameworkStatuses), 'must be in place, in progress or planned'),
    summary: requiredText,
    periodStart: optionalDate,
    periodEnd: optionalDate,
    assessor: optionalText,
    /** The trust document that backs it: its key (its download's address), who may download it, and its title (the link's words). */
    document: z.object({ key: slug, access: z.enum(valuesOf(documentAccess)), title: requiredText }).nullish(),
  })
  .superRefine((framework, ctx) => {
    if (framework.periodStart && framework.periodEnd && framework.periodEnd < framework.periodStart)
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'must not be before periodStart' })
    if (inPlaceWithoutEvidence(framework))
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'is in place, but names no assessor and no document' })
  })
export type ComplianceFramework = z.infer<typeof complianceFrameworkModel>

const subprocessorChange = z
  .object({
    _key: z.string(),
    kind: z.enum(valuesOf(subprocessorChangeKinds), 'must be added, removed or changed'),
    announced: isoDate,
    effective: isoDate,
    note: requiredText,
  })
  .superRefine((change, ctx) => {
    if (noticeDays(change.announced, change.effective) < NOTICE_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['effective'],
        message: `must be at least ${NOTICE_DAYS} days after its announcement`,
      })
  })
export type SubprocessorChange = z.infer<typeof subprocessorChange>

export const subprocessorModel = documentBase('subprocessor').extend({
  language,
  name: requiredText,
  website: z.url({ protocol: /^https$/, error: 'must be an https:// address' }).optional(),
  purpose: requiredText,
  location: requiredText,
  dataProcessed: requiredText,
  since: isoDate,
  changes: z
    .array(subprocessorChange)
    .nullish()
    .transform((list) => list ?? []),
})
export type Subprocessor = z.infer<typeof subprocessorModel>

/** A trust document as the pages show it: never its file's storage address (lib/trust/files.ts reads that). */
export const trustDocumentModel = documentBase('trustDocument').extend({
  language,
  title: requiredText,
  description: requiredText,
  key: slug,
  access: z.enum(valuesOf(documentAccess), 'must be public or restricted'),
  updatedOn: isoDate,
  /** Its file's type and size, never its address. */
  file: z.object(
    {
      type: z
        .string(requiredAs('a PDF, DOCX or XLSX file'))
        .refine(isTrustFileType, 'must be a PDF, DOCX or XLSX file'),
      /** Bytes; the bundled dataset's files have no size recorded (Sanity's export keeps none). */
      size: z.number().int().positive().nullish(),
    },
    requiredAs('a file'),
  ),
})
export type TrustDocument = z.infer<typeof trustDocumentModel>

export const trustSettingsModel = typedDocument('trustSettings').extend({
  securityContact: z
    .string(requiredAs('a mailto: or https: address'))
    .regex(/^(?:mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: or https: address'),
  securityEncryption: z.url({ protocol: /^https$/, error: 'must be an https:// address' }).optional(),
  /** The vulnerability disclosure page, by its slug (a page built from sections). */
  securityPolicy: slug,
  securityTxtDays: z
    .number(requiredAs('a number of days'))
    .int()
    .min(SECURITY_TXT_DAYS.min)
    .max(SECURITY_TXT_DAYS.max)
    .default(SECURITY_TXT_DAYS.default),
  ndaVersion: requiredText,
  ndaText: requiredText,
  approvedDomains: z
    .array(z.string())
    .nullish()
    .transform((list) => list ?? []),
})

const criterion = z
  .object({
    _key: z.string(),
    criterion: requiredText,
    level: z.enum(valuesOf(wcagLevels), 'must be A, AA or AAA'),
    conformance: z.enum(valuesOf(conformanceLevels), 'must be one of VPAT 2.5’s conformance terms'),
    remarks: optionalText,
  })
  .superRefine((row, ctx) => {
    if (needsRemarks(row.conformance) && !row.remarks)
      ctx.addIssue({ code: 'custom', path: ['remarks'], message: 'is required when it does not fully support it' })
  })
export type ConformanceCriterion = z.infer<typeof criterion>

export const conformanceReportModel = typedDocument('conformanceReport').extend({
  title: requiredText,
  product: requiredText,
  reportDate: isoDate,
  standard: requiredText,
  methods: requiredText,
  notes: optionalText,
  criteria: z.array(criterion).min(1, 'needs at least one criterion'),
})
export type ConformanceReport = z.infer<typeof conformanceReportModel>

/** An access request's copy in the Studio (lib/trust/studio-copy.ts), as the site reads staff's decision on it. */
export const trustAccessRequestModel = typedDocument('trustAccessRequest').extend({
  decision: z.enum(['approve', 'refuse']).nullish(),
  status: z.enum(['pending', 'approved', 'refused']),
  email: z.string(),
  name: z.string().nullish(),
  locale: z.string(),
  ndaVersion: z.string().nullish(),
  ndaAcceptedAt: z.string().nullish(),
  requestedAt: z.string().nullish(),
  decidedAt: z.string().nullish(),
  decidedBy: z.string().nullish(),
})
