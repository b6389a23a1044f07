import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { manualSettingsKeys, requiredReadingKeys } from '@app/api'
import { type AuthAction, documentsLanguageDiffers, readerLanguage, requiredReadingsAfter, watchRequiredReadings } from '@app/session'

describe('required readings refetch rules (document 1 section 4)', () => {
  it.each([
    ['login', 'refetch'],
    ['mt1login', 'refetch'],
    ['cookieLogin', 'refetch'],
    ['restore', 'refetch'],
    ['switchSession', 'refetch'],
    ['switchGroup', 'refetch'],
    ['switchLanguage', 'refetch'],
    ['refresh', 'keep'],
    ['logout', 'drop'],
  ] as const)('after %s: %s', (action, effect) => {
    expect(requiredReadingsAfter(action)).toBe(effect)
  })

  it.each([
    ['fr', 'en', true],
    ['en-us', 'fr', true],
    ['en-us', 'en', false],
    ['fr', 'fr-CA', false],
    [undefined, 'fr', false],
  ])('documents in %s, user in %s: differs %s', (documents, user, expected) => {
    expect(documentsLanguageDiffers(documents, user)).toBe(expected)
  })

  function setup(userLanguage = 'en') {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const listeners = new Set<(action: AuthAction) => void>()
    const fetches: string[] = []
    let language = 'en-us'
    const ensure = () =>
      queryClient.fetchQuery({
        queryKey: requiredReadingKeys.all,
        queryFn: async () => {
          fetches.push(language)
          return { language, required_readings: [] }
        },
      })
    let lang = userLanguage
    const stop = watchRequiredReadings({
      queryClient,
      onAuthAction: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      userLanguage: () => lang,
    })
    return {
      queryClient,
      fetches,
      ensure,
      emit: (action: AuthAction) => listeners.forEach((listener) => listener(action)),
      setDocumentsLanguage: (value: string) => {
        language = value
      },
      setUserLanguage: (value: string) => {
        lang = value
      },
      stop,
    }
  }

  it('invalidates after a sign-in step and drops the list on logout', async () => {
    const { queryClient, ensure, emit } = setup()
    await ensure()
    const spy = vi.spyOn(queryClient, 'invalidateQueries')
    emit('switchGroup')
    expect(spy).toHaveBeenCalledWith({ queryKey: requiredReadingKeys.all })
    expect(queryClient.getQueryState(requiredReadingKeys.all)?.isInvalidated).toBe(true)
    emit('logout')
    expect(queryClient.getQueryData(requiredReadingKeys.all)).toBeUndefined()
  })

  it("a list in another language than the user's is asked for again, once", async () => {
    const { queryClient, ensure, setDocumentsLanguage, setUserLanguage, emit, fetches } = setup('fr')
    const spy = vi.spyOn(queryClient, 'invalidateQueries')
    setDocumentsLanguage('en-us')
    await ensure()
    expect(spy).toHaveBeenCalledTimes(1)
    expect(queryClient.getQueryState(requiredReadingKeys.all)?.isInvalidated).toBe(true)
    // The second answer is still English (no French version): no loop.
    await ensure()
    expect(fetches).toEqual(['en-us', 'en-us'])
    expect(spy).toHaveBeenCalledTimes(1)
    expect(queryClient.getQueryState(requiredReadingKeys.all)?.isInvalidated).toBe(false)

    // A refresh that changed the user's language to match: nothing to do.
    setUserLanguage('en')
    emit('refresh')
    expect(spy).toHaveBeenCalledTimes(1)
    // Switching language asks again.
    setUserLanguage('fr')
    setDocumentsLanguage('fr')
    emit('switchLanguage')
    expect(spy).toHaveBeenCalledTimes(2)
    await ensure()
    expect(fetches.at(-1)).toBe('fr')
    expect(spy).toHaveBeenCalledTimes(2)
  })

  it("compares with the reader's documents' language once known, else the interface's", () => {
    const queryClient = new QueryClient()
    expect(readerLanguage(queryClient, 'en')).toBe('en')
    queryClient.setQueryData(manualSettingsKeys.all, { text_size: 16, language: 'fr' })
    expect(readerLanguage(queryClient, 'en')).toBe('fr')
  })

  it('stops watching', async () => {
    const { queryClient, ensure, emit, stop } = setup()
    await ensure()
    stop()
    emit('login')
    expect(queryClient.getQueryState(requiredReadingKeys.all)?.isInvalidated).toBe(false)
  })
})
