import * as v from 'valibot'
import { MANUAL_LIMITS } from '@shared/constants'
import { MAX_ID } from '@shared/contract/schemas'

// The search page's address: user/search?q=…&section=…&tag=…&page=…. The router reads `?q=12` as a
// number, so each value is taken back as the type the page wants; anything unreadable is dropped rather
// than failing the page.

const MAX_PAGE = 500

const whole = (max: number) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
        v.integer(),
        v.minValue(1),
        v.maxValue(max),
      ),
    ),
    undefined,
  )

export const manualSearchSchema = v.object({
  q: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number(), v.boolean()]),
        v.transform((value) => String(value).trim().slice(0, MANUAL_LIMITS.searchMaxLength)),
      ),
    ),
    undefined,
  ),
  section: whole(MAX_ID),
  tag: whole(MAX_ID),
  page: whole(MAX_PAGE),
})

export type ManualSearch = v.InferOutput<typeof manualSearchSchema>

/** The contents page's address: QPM-DOC?section=… opens that section (from a document's breadcrumbs). */
export const tocSearchSchema = v.object({ section: whole(MAX_ID) })
