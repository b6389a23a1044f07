import type { SessionResponse } from '@shared/contract/schemas'
import {
  browserStorage,
  currentGroup,
  type KeyValueStorage,
  sessionKey,
  type SessionStore,
  storageKeys,
  type StoredSession,
} from '@app/session'

/**
 * Keeps the session a `users/switchuser` answer opened among the stored sessions and makes it
 * this tab's, as a sign-in does. Signing in again with its token would open a second, ordinary
 * session and lose the mark of an audit switch, so the answer itself is kept.
 */
export async function adoptSwitchedSession(
  store: SessionStore,
  response: SessionResponse,
  local: KeyValueStorage = browserStorage('localStorage'),
): Promise<string> {
  const { profile } = response
  const company = profile.MT_COMP
  const user = { loginStatus: response.status, profile, masterconfig: response.masterconfig, groups: response.groups, group: profile.MT_GRP, menus: [] }
  const group = currentGroup(user)
  const session: StoredSession = {
    auth: {
      loginStatus: response.status,
      userid: profile.MT_UID,
      company,
      customer: profile.MT_CUST,
      session: profile.MT_SESSIONID,
      token: response.token,
      lastRefreshedAt: Date.now(),
    },
    user: { ...user, group: group?.id ?? null, menus: group?.menulist ?? [] },
  }
  const key = sessionKey(profile.MT_UID, company)
  const stored = JSON.parse(local.getItem(storageKeys.local.sessions) ?? '{}') as Record<string, StoredSession>
  local.setItem(storageKeys.local.sessions, JSON.stringify({ ...stored, [key]: session }))
  await store.adopt(key, 'login')
  await store.refresh()
  return company
}
