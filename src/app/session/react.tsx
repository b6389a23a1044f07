import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react'
import { groupView } from './rules'
import type { SessionStore } from './store'
import type { SessionState } from './types'
import type { VersionState, VersionWatcher } from './version'

const SessionContext = createContext<SessionStore | null>(null)

/** Hands the session store to React; the router gets the same object through its context. */
export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext)
  if (!store) throw new Error('useSessionStore needs a SessionProvider above it')
  return store
}

/** The session state; re-renders on every change of it. */
export function useSession(): SessionState {
  const store = useSessionStore()
  return useSyncExternalStore(store.subscribe, store.getState, store.getState)
}

/** The current group with its menus, admin flag and landing page. */
export function useCurrentGroup() {
  const { user } = useSession()
  return useMemo(() => groupView(user), [user])
}

/** The front-end version state, for the update notice. */
export function useVersionState(watcher: Pick<VersionWatcher, 'subscribe' | 'getState'>): VersionState {
  return useSyncExternalStore(watcher.subscribe, watcher.getState, watcher.getState)
}
