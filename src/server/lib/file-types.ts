import { MAX_FILE_NAME_LENGTH } from '@shared/constants/business'
import { fileTypeFromBuffer } from 'file-type'

interface Kind {
  mime: string
  /** What file-type reads from the content; null for plain text, which has no signature. */
  detected: readonly string[] | null
}

/** Accepted attachments by extension: the content must be what the name says. */
const KINDS: Record<string, Kind> = {
  pdf: { mime: 'application/pdf', detected: ['pdf'] },
  jpg: { mime: 'image/jpeg', detected: ['jpg'] },
  jpeg: { mime: 'image/jpeg', detected: ['jpg'] },
  png: { mime: 'image/png', detected: ['png'] },
  gif: { mime: 'image/gif', detected: ['gif'] },
  webp: { mime: 'image/webp', detected: ['webp'] },
  tif: { mime: 'image/tiff', detected: ['tif'] },
  tiff: { mime: 'image/tiff', detected: ['tif'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', detected: ['docx', 'zip'] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', detected: ['xlsx', 'zip'] },
  doc: { mime: 'application/msword', detected: ['cfb', 'doc'] },
  xls: { mime: 'application/vnd.ms-excel', detected: ['cfb', 'xls'] },
  txt: { mime: 'text/plain; charset=utf-8', detected: null },
  csv: { mime: 'text/csv; charset=utf-8', detected: null },
}

export const extensionOf = (filename: string) => /\.([a-z0-9]{1,8})$/i.exec(filename)?.[1]?.toLowerCase() ?? ''

function looksLikeText(head: Uint8Array): boolean {
  if (head.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)))
    return true
  } catch {
    return false
  }
}

/**
 * The content type of an upload, checked by its first bytes and by its name: undefined when the
 * extension is not accepted or the content is something else.
 */
export async function checkFileType(filename: string, head: Uint8Array): Promise<string | undefined> {
  const kind = KINDS[extensionOf(filename)]
  if (!kind) return undefined
  const detected = await fileTypeFromBuffer(head)
  if (kind.detected === null) return !detected && looksLikeText(head) ? kind.mime : undefined
  return detected && kind.detected.includes(detected.ext) ? kind.mime : undefined
}

export const isPdf = (contentType: string) => contentType === 'application/pdf'
export const isImage = (contentType: string) => contentType.startsWith('image/')

// Control characters, and the direction marks that can make 'exe.pdf' read as 'fdp.exe'.
const UNSAFE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu

/**
 * A client's file name as stored: no control characters, never empty, and at most
 * MAX_FILE_NAME_LENGTH characters, cut before the extension so the type stays readable.
 */
export function storedFileName(name: string, max = MAX_FILE_NAME_LENGTH): string {
  const clean = name.replace(UNSAFE, '').trim() || 'file'
  // Counted in characters, so a cut never splits one in two.
  const chars = Array.from(clean)
  if (chars.length <= max) return clean
  const dot = clean.lastIndexOf('.')
  const extension = dot > 0 ? Array.from(clean.slice(dot)) : []
  if (extension.length < 2 || extension.length > 16) return chars.slice(0, max).join('').trimEnd()
  const base = Array.from(clean.slice(0, dot)).slice(0, max - extension.length).join('').trimEnd()
  return `${base}${extension.join('')}`
}
