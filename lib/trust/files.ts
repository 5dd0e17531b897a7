import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { contentSource } from '../config'
import { fetchDocuments } from '../content/fetch'
import type { Locale } from '../i18n/locales'
import { documentAccess } from './rules'
import { trustFileQuery } from '../content/queries'
import { valuesOf } from '../content/options'

/*
 * A trust document's file, read on the server for its download route only: from the bundled
 * dataset's files/ folder (Sanity's export layout), or from the asset's address on Sanity's CDN,
 * which no page and no answer ever shows. The bundled files are served by no other route (/media
 * serves images only), so asking for a file by its storage address gives nothing.
 */

const trustFileModel = z.object({
  _id: z.string(),
  _type: z.literal('trustDocument'),
  title: z.string(),
  access: z.enum(valuesOf(documentAccess)),
  key: z.string(),
  updatedOn: z.string(),
  file: z.object({
    url: z.string().nullish(),
    path: z.string().nullish(),
    extension: z.enum(['pdf', 'docx', 'xlsx']),
    mimeType: z.string().nullish(),
    size: z.number().nullish(),
  }),
})

export type TrustFile = z.infer<typeof trustFileModel>

/** The published document with this key in `locale`, with where its file is; undefined when there is none. */
export async function trustFile(key: string, locale: Locale): Promise<TrustFile | undefined> {
  const [document] = await fetchDocuments(
    'trustDocument',
    trustFileModel,
    trustFileQuery,
    { key, language: locale },
    { locale, publishedOnly: true },
  )
  return document
}

const bundledFilesFolder = path.join(process.cwd(), 'studio', 'dataset', 'files')
const bundledFileName = /^files\/([0-9a-f]{40}\.(?:pdf|docx|xlsx))$/

/** The file's bytes. Throws when it cannot be read (the download answers 503). */
export async function fileBytes(file: TrustFile['file']): Promise<Uint8Array> {
  if (contentSource.kind === 'bundled') {
    const name = bundledFileName.exec(file.path ?? '')?.[1]
    if (!name) throw new Error('the bundled file has no path in files/')
    return new Uint8Array(await readFile(/* turbopackIgnore: true */ path.join(bundledFilesFolder, name)))
  }
  if (!file.url?.startsWith('https://')) throw new Error('the asset has no https address')
  const response = await fetch(file.url, { signal: AbortSignal.timeout(15_000), cache: 'no-store' })
  if (!response.ok) throw new Error(`the asset answered ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
}
