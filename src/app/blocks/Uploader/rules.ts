/** Upload limits in bytes; unset means no limit (document 2 section 5.2). */
export interface UploadLimits {
  /** Largest single file. */
  maxFileSize?: number
  /** Largest sum of the files of one upload, those already queued included. */
  maxTotalSize?: number
}

export interface LimitCheck<F> {
  accepted: F[]
  /** Files refused with 'File size is over limit'. */
  rejected: F[]
}

/**
 * Splits picked files into those within the limits and those over them. A file over the per-file
 * limit is refused; the others count in order towards the total, and one that would take the total
 * over its limit is refused while later smaller ones may still fit.
 */
export function checkLimits<F extends { size: number }>(
  files: readonly F[],
  limits: UploadLimits = {},
  alreadyQueued = 0,
): LimitCheck<F> {
  const accepted: F[] = []
  const rejected: F[] = []
  let total = alreadyQueued
  for (const file of files) {
    const overFile = limits.maxFileSize !== undefined && file.size > limits.maxFileSize
    const overTotal = limits.maxTotalSize !== undefined && total + file.size > limits.maxTotalSize
    if (overFile || overTotal) {
      rejected.push(file)
    } else {
      accepted.push(file)
      total += file.size
    }
  }
  return { accepted, rejected }
}

/** TIFF files are never resized nor previewed. */
export function isTiff(file: { name: string; type?: string }): boolean {
  return /^image\/tiff?$/i.test(file.type ?? '') || /\.tiff?$/i.test(file.name)
}

export function isPdf(file: { name: string; type?: string }): boolean {
  return (file.type ?? '') === 'application/pdf' || /\.pdf$/i.test(file.name)
}

/** Images a canvas can read and write back in the same format. */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp'])

export function isImage(file: { name: string; type?: string }): boolean {
  return /^image\//i.test(file.type ?? '') || /\.(png|jpe?g|gif|webp|bmp|svg|tiff?)$/i.test(file.name)
}

export interface MaxDimensions {
  maxWidth?: number
  maxHeight?: number
}

/** The size an image takes to fit within the maximum, keeping its proportions; never enlarged. */
export function fitWithin(width: number, height: number, max: MaxDimensions): { width: number; height: number } {
  const scale = Math.min(1, (max.maxWidth ?? Infinity) / width, (max.maxHeight ?? Infinity) / height)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** Whether a file is an image to downscale before sending: configured, resizable, not TIFF, too big. */
export function shouldDownscale(
  file: { name: string; type: string },
  max: MaxDimensions | undefined,
  size: { width: number; height: number },
): boolean {
  if (!max || (max.maxWidth === undefined && max.maxHeight === undefined)) return false
  if (isTiff(file) || !RESIZABLE.has(file.type)) return false
  const fitted = fitWithin(size.width, size.height, max)
  return fitted.width < size.width || fitted.height < size.height
}

/** Draws an image smaller in the browser; returns the file unchanged when it need not or cannot be. */
export async function downscaleImage(file: File, max: MaxDimensions | undefined): Promise<File> {
  if (!max || isTiff(file) || !RESIZABLE.has(file.type) || typeof createImageBitmap !== 'function') return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return file
  }
  try {
    if (!shouldDownscale(file, max, bitmap)) return file
    const { width, height } = fitWithin(bitmap.width, bitmap.height, max)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) return file
    context.drawImage(bitmap, 0, 0, width, height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 0.9))
    return blob ? new File([blob], file.name, { type: file.type, lastModified: file.lastModified }) : file
  } finally {
    bitmap.close()
  }
}

/** Whether a file matches an accept filter such as '.pdf, image/*'. */
export function matchesAccept(file: { name: string; type: string }, accept: string | undefined): boolean {
  if (!accept?.trim()) return true
  return accept.split(',').some((raw) => {
    const rule = raw.trim().toLowerCase()
    if (!rule) return false
    if (rule.startsWith('.')) return file.name.toLowerCase().endsWith(rule)
    if (rule.endsWith('/*')) return file.type.toLowerCase().startsWith(rule.slice(0, -1))
    return file.type.toLowerCase() === rule
  })
}
