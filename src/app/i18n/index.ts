import { i18n, type Messages } from '@lingui/core'

export type Locale = 'en' | 'fr'
export const locales: readonly Locale[] = ['en', 'fr']
export const defaultLocale: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'fr'
}

/** Maps 'fr', 'fr-CA', 'FR', 'en-us' and the like onto a supported locale, or undefined. */
export function normaliseLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string' || !value) return undefined
  const base = value.toLowerCase().split(/[-_]/)[0]
  return isLocale(base) ? base : undefined
}

export interface LanguageSources {
  /** The `lang` query parameter. */
  query?: unknown
  /** The route's meta language. */
  routeMeta?: unknown
  /** The profile's MT_LANG. */
  profile?: unknown
  /** The language cached in this tab. */
  cached?: unknown
}

/** Document 1 section 4: the lang query, then route meta, then MT_LANG, then the cached language. */
export function chooseLanguage(sources: LanguageSources): Locale {
  return (
    normaliseLocale(sources.query) ??
    normaliseLocale(sources.routeMeta) ??
    normaliseLocale(sources.profile) ??
    normaliseLocale(sources.cached) ??
    defaultLocale
  )
}

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../locales/en/messages.ts'),
  fr: () => import('../../../locales/fr/messages.ts'),
}

/** Loads a catalog on demand, activates it, and keeps `<html lang>` in step. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const { messages } = await loaders[locale]()
    i18n.loadAndActivate({ locale, messages })
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

export { i18n }
