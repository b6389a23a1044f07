import { t } from '@lingui/core/macro'

export interface Download {
  blob: Blob
  filename: string
  contentType: string
}

export class DownloadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DownloadError'
  }
}

function unquote(value: string): string {
  const trimmed = value.trim()
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1')
  }
  return trimmed
}

/** Splits on semicolons that are not inside a quoted string. */
function parameters(header: string): string[] {
  const parts: string[] = []
  let current = ''
  let quoted = false
  for (let i = 0; i < header.length; i += 1) {
    const char = header[i]!
    if (char === '\\' && quoted) {
      current += char + (header[i + 1] ?? '')
      i += 1
    } else if (char === '"') {
      quoted = !quoted
      current += char
    } else if (char === ';' && !quoted) {
      parts.push(current)
      current = ''
    } else {
      current += char
    }
  }
  parts.push(current)
  return parts
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*` (RFC 5987, UTF-8)
 * wins over `filename`; path parts are dropped so a name cannot climb directories.
 */
export function filenameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined
  let plain: string | undefined
  let extended: string | undefined
  for (const part of parameters(header).slice(1)) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const key = part.slice(0, eq).trim().toLowerCase()
    const value = part.slice(eq + 1)
    if (key === 'filename*') {
      const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(unquote(value))
      if (!match) continue
      try {
        extended = decodeURIComponent(match[2]!)
      } catch {
        // A malformed escape leaves the plain filename to decide.
      }
    } else if (key === 'filename') {
      plain = unquote(value)
    }
  }
  const name = (extended ?? plain)?.split(/[\\/]/).pop()?.trim()
  return name || undefined
}

/** Builds a download from a file answer's headers; a missing file name is an error (document 1 section 7). */
export function filenameDownload(headers: Headers, data: Blob): Download {
  const filename = filenameFromDisposition(headers.get('content-disposition'))
  if (!filename) throw new DownloadError(t`The download has no file name.`)
  const contentType = headers.get('content-type') ?? (data.type || 'application/octet-stream')
  const blob = data.type === contentType ? data : new Blob([data], { type: contentType })
  return { blob, filename, contentType }
}

/** Hands a download to the browser as a saved file. */
export function saveDownload({ blob, filename }: Download, doc: Document = document): void {
  const url = URL.createObjectURL(blob)
  const link = doc.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  doc.body.append(link)
  link.click()
  link.remove()
  // Give the browser a moment to start the download before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
