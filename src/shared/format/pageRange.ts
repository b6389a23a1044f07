/** Why a page range was refused: bad syntax, or a page outside the document. */
export type PageRangeError = 'format' | 'range'

export type PageRangeResult =
  | { ok: true; pages: number[] }
  | { ok: false; error: PageRangeError }

const PAGE_RANGE = /^\d+(?:\s*-\s*\d+)?(?:\s*,\s*\d+(?:\s*-\s*\d+)?)*$/

// Without a page count, a typo such as 1-9999999 must not allocate millions of numbers.
const MAX_PAGES_WITHOUT_COUNT = 10_000

/**
 * Reads page-range text such as '1-5, 8, 11-13' into sorted unique page numbers.
 * A descending range ('5-1') is a format error; page 0 or a page past `pageCount` is a range error.
 */
export function parsePageRange(text: string, pageCount?: number): PageRangeResult {
  const trimmed = text.trim()
  if (!PAGE_RANGE.test(trimmed)) return { ok: false, error: 'format' }
  const last = pageCount ?? MAX_PAGES_WITHOUT_COUNT
  const pages = new Set<number>()
  for (const part of trimmed.split(',')) {
    const [startText, endText] = part.split('-')
    const start = Number(startText)
    const end = endText === undefined ? start : Number(endText)
    if (end < start) return { ok: false, error: 'format' }
    if (start < 1 || end > last) return { ok: false, error: 'range' }
    for (let page = start; page <= end; page += 1) pages.add(page)
  }
  return { ok: true, pages: [...pages].sort((a, b) => a - b) }
}
