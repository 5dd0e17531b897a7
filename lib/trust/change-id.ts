import type { Subprocessor, SubprocessorChange } from './models.ts'

/** A change's identity across publishes, instances and feeds: its document and its key in the list. */
export const changeId = (subprocessor: Pick<Subprocessor, '_id'>, change: Pick<SubprocessorChange, '_key'>) =>
  `${subprocessor._id}:${change._key}`
