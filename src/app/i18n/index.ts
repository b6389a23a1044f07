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

type Catalog = () => Promise<{ messages: Messages }>

/**
 * Two catalogs per language (lingui.config.ts): `first` holds the messages of the sign-in and home
 * pages and of what every page runs; `messages` the rest, which other pages load before they are drawn.
 */
const firstCatalogs: Record<Locale, Catalog> = {
  en: () => import('../../../locales/en/first.ts'),
  fr: () => import('../../../locales/fr/first.ts'),
}
const otherCatalogs: Record<Locale, Catalog> = {
  en: () => import('../../../locales/en/messages.ts'),
  fr: () => import('../../../locales/fr/messages.ts'),
}

/** Whether the page on screen (or one before it) needed the other catalog: a new language loads both. */
let everything = false
const complete = new Set<Locale>()
const firstLoaded = new Set<Locale>()

async function loadOthers(locale: Locale): Promise<void> {
  if (complete.has(locale)) return
  const { messages } = await otherCatalogs[locale]()
  i18n.load(locale, messages)
  complete.add(locale)
}

let activating: Promise<void> | undefined

/** Whether a language's catalogs are in: the first one, and the other one once any page needed it. */
function isLoaded(locale: Locale): boolean {
  return firstLoaded.has(locale) && (!everything || complete.has(locale))
}

/**
 * Loads a language's catalogs without showing it, so that a switch can bring in everything else the
 * new language needs first and then show it all in one step.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  if (isLoaded(locale)) return
  const others = everything ? loadOthers(locale) : undefined
  const { messages } = await firstCatalogs[locale]()
  // `load` adds to what the language already holds (`loadAndActivate` would replace it, dropping the
  // other catalog when it came in first).
  i18n.load(locale, messages)
  firstLoaded.add(locale)
  await others
  // Asked for while the first catalog loaded: the page must not be drawn without it.
  if (everything) await loadOthers(locale)
}

/** Loads a language's catalogs on demand, activates it, and keeps `<html lang>` in step. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    if (isLoaded(locale)) {
      // Loaded beforehand (`loadLocale`): shown at once, in the same step as what was prepared with it.
      i18n.activate(locale)
    } else {
      const step = loadLocale(locale).then(() => i18n.activate(locale))
      activating = step
      await step.finally(() => {
        if (activating === step) activating = undefined
      })
    }
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

/** The messages of every page, in the current language and any chosen later (once each). */
export async function loadAllMessages(): Promise<void> {
  everything = true
  await activating
  if (isLocale(i18n.locale)) await loadOthers(i18n.locale)
}

// A message the first catalog lacks is drawn once the other catalog is in.
i18n.on('missing', () => void loadAllMessages())

export { i18n }
