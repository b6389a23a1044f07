/** The part of the Web Storage API the session uses, so tests can hand in a plain map. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const PREFIX = 'portal.'

/**
 * Document 1 section 9: sessions, backend version, secondary auth status and apps live in
 * localStorage; user, auth, lang, cachedLang and route in this tab's sessionStorage.
 */
export const storageKeys = {
  local: {
    sessions: `${PREFIX}sessions`,
    backendVersion: `${PREFIX}backendVersion`,
    secondaryAuthStatus: `${PREFIX}secondaryAuthStatus`,
    apps: `${PREFIX}apps`,
  },
  tab: {
    user: `${PREFIX}user`,
    auth: `${PREFIX}auth`,
    lang: `${PREFIX}lang`,
    cachedLang: `${PREFIX}cachedLang`,
    route: `${PREFIX}route`,
    /** The front-end this tab already reloaded for (the version rule reloads once). */
    versionReload: `${PREFIX}versionReload`,
  },
} as const

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
    const probe = `${PREFIX}probe`
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
