/** What the trust center's request form asks for: its select's values. */
export const requestKinds = ['questionnaire', 'baa', 'penTest'] as const

export type RequestKind = (typeof requestKinds)[number]

/** Their names in English: the form's (lib/trust/text.ts) and the Studio's. */
export const requestKindTitles = {
  questionnaire: 'Security questionnaire',
  baa: 'Business associate agreement (BAA)',
  penTest: 'Penetration test letter',
} as const satisfies Record<RequestKind, string>
