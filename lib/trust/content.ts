import 'server-only'
import { cache } from 'react'
import { fetchDocuments } from '../content'
import type { Locale } from '../i18n/locales'
import {
  complianceFrameworkModel,
  conformanceReportModel,
  subprocessorModel,
  trustDocumentModel,
  trustSettingsModel,
} from './models'
import {
  complianceFrameworksQuery,
  conformanceReportsQuery,
  subprocessorsQuery,
  trustDocumentsQuery,
  trustSettingsQuery,
} from './queries'

/*
 * The trust center's content, through the one content layer (lib/content): each fetch tagged with
 * its type in its language, so that a publish refreshes the pages that show it.
 */

export const getComplianceFrameworks = cache((locale: Locale) =>
  fetchDocuments('complianceFramework', complianceFrameworkModel, complianceFrameworksQuery, {}, { locale }),
)

export const getSubprocessors = cache((locale: Locale) =>
  fetchDocuments('subprocessor', subprocessorModel, subprocessorsQuery, {}, { locale }),
)

/** Published only: the feed, and the notices the publish webhook mails, never show a draft. */
export const getPublishedSubprocessors = cache((locale: Locale) =>
  fetchDocuments('subprocessor', subprocessorModel, subprocessorsQuery, {}, { locale, publishedOnly: true }),
)

export const getTrustDocuments = cache((locale: Locale) =>
  fetchDocuments('trustDocument', trustDocumentModel, trustDocumentsQuery, {}, { locale }),
)

/** Published only: security.txt and the restricted documents' checks never read a draft. */
export const getPublishedTrustSettings = cache(async (locale: Locale) => {
  const [settings] = await fetchDocuments(
    'trustSettings',
    trustSettingsModel,
    trustSettingsQuery,
    {},
    {
      locale,
      publishedOnly: true,
    },
  )
  return settings
})

export const getConformanceReports = cache((locale: Locale) =>
  fetchDocuments('conformanceReport', conformanceReportModel, conformanceReportsQuery, {}, { locale }),
)
