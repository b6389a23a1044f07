/** The interface languages of the portal. */
export type Locale = 'en' | 'fr'

/** The Accept-Language values the API understands (document 1 section 7). */
export type AcceptLanguage = 'fr' | 'en-us'

/** Maps an Accept-Language header, an MT_LANG value or a valibot `lang` onto a locale: French or else English. */
export function toLocale(value: string | null | undefined): Locale {
  if (!value) return 'en'
  // An Accept-Language header may list several tags; the first one is the user's choice.
  const tag = value.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? ''
  return tag.split(/[-_]/)[0] === 'fr' ? 'fr' : 'en'
}

/** The Accept-Language header the client sends for a locale. */
export function toAcceptLanguage(locale: Locale): AcceptLanguage {
  return locale === 'fr' ? 'fr' : 'en-us'
}

/**
 * The locale react-aria's components format and speak in for a language: Canadian, so that date segments
 * read year-month-day on a 24-hour clock, with the language's own words (a menu's Dismiss) and numbers.
 */
export function componentLocale(language: string | null | undefined): string {
  return toLocale(language) === 'fr' ? 'fr-CA' : 'en-CA'
}
