import * as v from 'valibot'

/**
 * An optional text query parameter. The router reads `?id=42` as the number 42 and `?x=true` as
 * a boolean, so those are taken back as text; anything unreadable is dropped rather than failing.
 */
export const searchText = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number(), v.boolean()]),
      v.transform((value) => String(value).trim()),
    ),
  ),
  undefined,
)
