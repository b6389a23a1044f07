import { STORAGE_PREFIX, storageKeys } from '@shared/constants'

export { storageKeys }

/** The part of the Web Storage API the session uses, so tests can hand in a plain map. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  }
}

/** The browser's storage, or memory when it is blocked (private mode, sandboxed frames). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  try {
    const storage = globalThis[kind]
    const probe = `${STORAGE_PREFIX}probe`
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return memoryStorage()
  }
}

export function readJson<T>(storage: KeyValueStorage, key: string): T | undefined {
  const text = storage.getItem(key)
  if (text === null) return undefined
  try {
    return JSON.parse(text) as T
  } catch {
    // A value another version wrote in another shape is dropped rather than trusted.
    storage.removeItem(key)
    return undefined
  }
}

/** Writes JSON; undefined or null removes the key. */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  if (value === undefined || value === null) storage.removeItem(key)
  else storage.setItem(key, JSON.stringify(value))
}
