import { afterEach, describe, expect, it } from 'vitest'
import { accessCookieName, browserStorage, documentCookies, memoryStorage, storageKeys } from '@app/session'
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '@shared/constants'

afterEach(() => {
  document.cookie = 'freight-access-token=; Max-Age=0; Path=/'
  localStorage.clear()
  sessionStorage.clear()
})

describe('storage (document 1 section 9)', () => {
  it('names every long-term and per-tab key of the spec', () => {
    expect(Object.keys(storageKeys.local)).toEqual([...LOCAL_STORAGE_KEYS])
    for (const key of SESSION_STORAGE_KEYS) expect(storageKeys.tab).toHaveProperty(key)
    expect(new Set([...Object.values(storageKeys.local), ...Object.values(storageKeys.tab)]).size).toBe(
      Object.keys(storageKeys.local).length + Object.keys(storageKeys.tab).length,
    )
  })

  it('uses the browser storages, and memory when they are blocked', () => {
    expect(browserStorage('localStorage')).toBe(localStorage)
    expect(browserStorage('sessionStorage')).toBe(sessionStorage)
    const memory = memoryStorage({ a: '1' })
    memory.setItem('b', '2')
    memory.removeItem('a')
    expect(memory.dump()).toEqual({ b: '2' })
  })
})

describe('company access cookie', () => {
  it('is named by company plus -access-token', () => {
    expect(accessCookieName('freight')).toBe('freight-access-token')
    expect(accessCookieName('benefits')).toBe('benefits-access-token')
  })

  it('is read and removed from the document', () => {
    document.cookie = 'other=1; Path=/'
    document.cookie = 'freight-access-token=abc%20def; Path=/'
    const cookies = documentCookies(document)
    expect(cookies.get('freight-access-token')).toBe('abc def')
    expect(cookies.get('benefits-access-token')).toBeUndefined()
    cookies.remove('freight-access-token')
    expect(cookies.get('freight-access-token')).toBeUndefined()
    expect(cookies.get('other')).toBe('1')
    document.cookie = 'other=; Max-Age=0; Path=/'
  })
})
