import type { QueryClient } from '@tanstack/react-query'
import { toLocale } from '@shared/i18n'
import { type ManualSettings, manualSettingsKeys, type RequiredReadingsAnswer, requiredReadingKeys } from '@app/api/queries'
import type { AuthAction } from './types'

/** Authentication steps after which the list is loaded again (document 1 section 4). */
export const REFETCHING_AUTH_ACTIONS: ReadonlySet<AuthAction> = new Set<AuthAction>([
  'login',
  'mt1login',
  'cookieLogin',
  'restore',
  'switchSession',
  'switchGroup',
  'switchLanguage',
])

/** What an authentication step does to the cached required readings. */
export function requiredReadingsAfter(action: AuthAction): 'refetch' | 'drop' | 'keep' {
  if (action === 'logout') return 'drop'
  return REFETCHING_AUTH_ACTIONS.has(action) ? 'refetch' : 'keep'
}

/** The documents were loaded in another language than the user's. */
export function documentsLanguageDiffers(documentsLanguage: string | null | undefined, userLanguage: string): boolean {
  if (!documentsLanguage) return false
  return toLocale(documentsLanguage) !== toLocale(userLanguage)
}

/**
 * The language the reader reads documents in: their manual setting once it is known (it is independent
 * of the interface's), else the interface's language.
 */
export function readerLanguage(queryClient: QueryClient, interfaceLanguage: string): string {
  return queryClient.getQueryData<ManualSettings>(manualSettingsKeys.all)?.language ?? interfaceLanguage
}

/** Applies both rules to a query client; returns a function that stops watching. */
export function watchRequiredReadings({
  queryClient,
  onAuthAction,
  userLanguage,
}: {
  queryClient: QueryClient
  onAuthAction: (listener: (action: AuthAction) => void) => () => void
  /** The user's current language. */
  userLanguage: () => string
}) {
  // Asked again once per language: documents that exist only in one language must not loop.
  let refetchedFor: string | undefined
  const checkLanguage = () => {
    const data = queryClient.getQueryData<RequiredReadingsAnswer>(requiredReadingKeys.all)
    const wanted = toLocale(userLanguage())
    if (data && documentsLanguageDiffers(data.language, wanted) && refetchedFor !== wanted) {
      refetchedFor = wanted
      void queryClient.invalidateQueries({ queryKey: requiredReadingKeys.all })
    }
  }
  const stopAuth = onAuthAction((action) => {
    const effect = requiredReadingsAfter(action)
    if (effect !== 'keep') refetchedFor = undefined
    if (effect === 'drop') queryClient.removeQueries({ queryKey: requiredReadingKeys.all })
    else if (effect === 'refetch') void queryClient.invalidateQueries({ queryKey: requiredReadingKeys.all })
    else checkLanguage()
  })
  // A list that arrives in another language than the user's is asked for again.
  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.action.type === 'success' &&
      JSON.stringify(event.query.queryKey) === JSON.stringify(requiredReadingKeys.all)
    ) {
      checkLanguage()
    }
  })
  return () => {
    stopAuth()
    stopCache()
  }
}
