import { fileTypeFromBuffer } from 'file-type'
import { isTrustFileType, type TrustFileType } from '../rules'

/*
 * What an uploaded file is, by its bytes (file-type reads their signatures, and looks inside a
 * zip for the parts a Word or Excel document has): the name and the Content-Type a browser sends
 * say nothing. A file whose bytes are no PDF, DOCX or XLSX, or that another kind's name disguises,
 * is refused and never kept.
 */

export type FileVerdict =
  | { ok: true; type: TrustFileType }
  | { ok: false; reason: 'type' }
  | { ok: false; reason: 'mismatch'; detected: TrustFileType }

/** The extension a file name ends with, lower case; none for a name without one. */
const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase()

export async function checkFile(bytes: Uint8Array, name: string): Promise<FileVerdict> {
  const detected = (await fileTypeFromBuffer(bytes))?.ext
  if (!isTrustFileType(detected)) return { ok: false, reason: 'type' }
  const extension = extensionOf(name)
  if (extension !== undefined && extension !== detected) return { ok: false, reason: 'mismatch', detected }
  return { ok: true, type: detected }
}

/**
 * A file's name as staff see it in the inbox: its last path segment, without control or
 * formatting characters, at most 120 characters. Never used to store or serve the file.
 */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? ''
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, '').trim()
  return (cleaned || 'attachment').slice(0, 120)
}
