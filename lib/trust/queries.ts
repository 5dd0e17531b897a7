import { inLanguage } from '../content/language-filter.ts'

/*
 * The trust center's GROQ, checked by its models (lib/trust/models.ts). A trust document's file is
 * read by its key alone, on the server, for its download (trustFileQuery): the pages' queries never
 * project a file's storage address.
 */

const byOrder = 'order(order asc, _id asc)'

export const complianceFrameworksQuery = `*[_type == "complianceFramework" && ${inLanguage}] | ${byOrder} {
    _id, _type, order, name, status, summary, periodStart, periodEnd, assessor, "document": document->{ "key": key.current, access }
  }`

export const subprocessorsQuery = `*[_type == "subprocessor" && ${inLanguage}] | ${byOrder} {
    _id, _type, order, name, website, purpose, location, dataProcessed, since,
    "changes": changes[]{ _key, kind, announced, effective, note }
  }`

export const trustDocumentsQuery = `*[_type == "trustDocument" && ${inLanguage}] | ${byOrder} {
    _id, _type, order, title, description, "key": key.current, access, updatedOn,
    "file": { "type": file.asset->extension, "size": file.asset->size }
  }`

/** One language's settings (its NDA's words), with the fields the English document holds for every language. */
export const trustSettingsQuery = `*[_type == "trustSettings" && ${inLanguage}] | order(_id asc) [0...1] {
    _id, _type, ndaText,
    ...*[_type == "trustSettings" && _id == "trustSettings"][0]{
      securityContact, securityEncryption, "securityPolicy": securityPolicy->slug.current, securityTxtDays,
      ndaVersion, approvedDomains
    }
  }`

export const conformanceReportsQuery = `*[_type == "conformanceReport" && ${inLanguage}] | order(_id asc) {
    _id, _type, title, product, reportDate, standard, methods, notes,
    "criteria": criteria[]{ _key, criterion, level, conformance, remarks }
  }`

/** A document's file by its key, in $language, for its download route only. */
export const trustFileQuery = `*[_type == "trustDocument" && key.current == $key && ${inLanguage}] | order(_id asc) [0...1] {
    _id, _type, title, access, "key": key.current, updatedOn,
    "file": file.asset->{ url, path, extension, mimeType, size }
  }`
