import { MAX_PAGE_NUMBERS } from '@shared/constants'

/** A page number, or a gap standing for the hidden pages before or after the window. */
export type PageToken = number | 'start-ellipsis' | 'end-ellipsis'

/**
 * The page numbers to show: at most `max` numbers, the first and last always among them, a window
 * around the current page, and an ellipsis where pages are left out (document 1 section 9).
 */
export function pageWindow(current: number, total: number, max: number = MAX_PAGE_NUMBERS): PageToken[] {
  const pages = Math.max(0, Math.floor(total))
  if (pages === 0) return []
  // Two boundaries and the current page need three numbers at least.
  const limit = Math.max(3, Math.floor(max))
  if (pages <= limit) return Array.from({ length: pages }, (_, i) => i + 1)
  const page = Math.min(Math.max(1, Math.floor(current)), pages)
  const inner = limit - 2
  let start = page - Math.floor((inner - 1) / 2)
  let end = start + inner - 1
  if (start < 2) {
    start = 2
    end = start + inner - 1
  }
  if (end > pages - 1) {
    end = pages - 1
    start = end - inner + 1
  }
  const tokens: PageToken[] = [1]
  if (start > 2) tokens.push('start-ellipsis')
  for (let n = start; n <= end; n += 1) tokens.push(n)
  if (end < pages - 1) tokens.push('end-ellipsis')
  tokens.push(pages)
  return tokens
}
