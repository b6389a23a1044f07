import sharp from 'sharp'
import { isImage, isPdf } from './file-types'
import { escapeHtml } from './html'
import { renderPages } from './pdf'

/** Attachment cards show thumbnails of at most 200x160 (document 2 section 2.2). */
export const THUMBNAIL = { width: 200, height: 160 } as const

/**
 * A JPEG thumbnail of an image (first frame) or of a PDF's first page; undefined for other files
 * or when the file cannot be drawn (the list then shows a generic icon).
 */
export async function makeThumbnail(bytes: Uint8Array, contentType: string): Promise<Buffer | undefined> {
  try {
    let source: Uint8Array | undefined
    if (isPdf(contentType)) [source] = await renderPages(bytes, [1], { fit: THUMBNAIL })
    else if (isImage(contentType)) source = bytes
    if (!source) return undefined
    return await sharp(source, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize(THUMBNAIL.width, THUMBNAIL.height, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer()
  } catch {
    return undefined
  }
}

/** A generic document icon (160x160 SVG) labelled with the file's extension, as a data: URL. */
export function genericIcon(extension: string): string {
  const label = escapeHtml(extension.toUpperCase().slice(0, 4) || 'FILE')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<path d="M40 16h56l32 32v96H40z" fill="#f4f5f7" stroke="#5f6b7a" stroke-width="4"/>` +
    `<path d="M96 16v32h32" fill="none" stroke="#5f6b7a" stroke-width="4"/>` +
    `<text x="84" y="112" font-family="sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#2c3440">${label}</text>` +
    `</svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

export const jpegDataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`
