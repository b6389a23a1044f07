import { t } from '@lingui/core/macro'
import { general } from '@shared/contract/general'
import { FRONTEND_VERSION, VERSION_POLL_INTERVAL_MS } from '@shared/constants'
import type { ApiClient } from '@app/api/client'
import { type Clock, systemClock } from '@app/api/clock'
import { INACTIVE_EVENT } from '@app/api/inactivity'
import { type KeyValueStorage, storageKeys, writeJson } from './storage'

export type VersionState = 'in-progress' | 'ready' | 'none'

/**
 * Document 1 section 4. ready: a newer front-end is being served, so a refresh brings it.
 * in-progress: the server reports another version than this build, but the new front-end is not
 * served yet. none: nothing to do.
 */
export function versionState({
  serverVersion,
  builtVersion = FRONTEND_VERSION,
  frontEndChanged,
}: {
  serverVersion: string | undefined
  builtVersion?: string
  frontEndChanged: boolean
}): VersionState {
  if (frontEndChanged) return 'ready'
  if (serverVersion && serverVersion !== builtVersion) return 'in-progress'
  return 'none'
}

export function versionMessage(state: VersionState): string | undefined {
  if (state === 'in-progress') return t`Version update in progress.`
  if (state === 'ready') return t`Version update ready. Please refresh the page.`
  return undefined
}

/** The path part of an address, so '/a?x=1' and '/a#top' count as the same page. */
function pagePath(href: string): string {
  return href.split(/[?#]/)[0] ?? href
}

/**
 * When a newer front-end is ready, the next navigation to a different page is one full page
 * load, once per new front-end.
 */
export function shouldFullLoad({
  state,
  from,
  to,
  reloadedFor,
  readyFor,
}: {
  state: VersionState
  from: string
  to: string
  /** The front-end this tab already reloaded for. */
  reloadedFor: string | undefined
  /** The front-end that is ready. */
  readyFor: string | undefined
}): boolean {
  if (state !== 'ready') return false
  if (pagePath(from) === pagePath(to)) return false
  return reloadedFor === undefined || reloadedFor !== readyFor
}

const ENTRY_SCRIPT = /<script\b[^>]*\btype=["']?module["']?[^>]*\bsrc=["']([^"']+)["']/i

/** The module entry script of an HTML page. */
export function entryScript(html: string): string | undefined {
  return ENTRY_SCRIPT.exec(html)?.[1]
}

/** The entry script of the running page, as written in its HTML. */
export function runningEntryScript(doc: Document = document): string | undefined {
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? undefined
}

/**
 * Asks the site for its current page and compares its entry script with the running one:
 * hashed bundle names change with every new front-end. Undefined when it cannot tell.
 */
export async function probeFrontEnd(
  fetchFn: typeof fetch = (...args) => globalThis.fetch(...args),
  running: string | undefined = runningEntryScript(),
): Promise<string | undefined> {
  if (!running) return undefined
  try {
    const response = await fetchFn('/', { headers: { Accept: 'text/html' }, cache: 'no-store' })
    if (!response.ok) return undefined
    const served = entryScript(await response.text())
    return served && served !== running ? served : undefined
  } catch {
    return undefined
  }
}

export interface VersionWatcherDeps {
  api: Pick<ApiClient, 'request'>
  clock?: Clock
  local: KeyValueStorage
  tab: KeyValueStorage
  builtVersion?: string
  interval?: number
  /** The newer front-end's entry script, or undefined while the same one is served. */
  probe?: () => Promise<string | undefined>
  /** Shows the state's message. */
  announce?: (message: string) => void
  /** True when the network has been quiet (the 'inactive' event). */
  isIdle: () => boolean
  /** Where the 'inactive' event is dispatched. */
  events: EventTarget
  /** Does the full page load. */
  assign?: (href: string) => void
}

/** Polls `GET version` every 10 minutes and applies the reload-once rule for the router. */
export function createVersionWatcher(deps: VersionWatcherDeps) {
  const clock = deps.clock ?? systemClock
  const interval = deps.interval ?? VERSION_POLL_INTERVAL_MS
  const probe = deps.probe ?? (() => probeFrontEnd())
  const assign = deps.assign ?? ((href: string) => window.location.assign(href))
  let state: VersionState = 'none'
  let readyFor: string | undefined
  let timer: unknown
  const listeners = new Set<() => void>()

  async function check(): Promise<VersionState> {
    let serverVersion: string | undefined
    try {
      serverVersion = (await deps.api.request(general.version)).version
      writeJson(deps.local, storageKeys.local.backendVersion, serverVersion)
    } catch {
      // An unanswered poll changes nothing; the next one tries again.
      return state
    }
    // The front-end is looked at only once the server says something changed.
    const newer = serverVersion !== (deps.builtVersion ?? FRONTEND_VERSION) || readyFor ? await probe() : undefined
    if (newer) readyFor = newer
    const next = versionState({
      serverVersion,
      builtVersion: deps.builtVersion ?? FRONTEND_VERSION,
      frontEndChanged: Boolean(readyFor),
    })
    if (next !== state) {
      state = next
      const message = versionMessage(next)
      if (message) deps.announce?.(message)
      for (const listener of listeners) listener()
    }
    return state
  }

  return {
    check,
    start() {
      if (timer !== undefined) return
      void check()
      timer = clock.setInterval(() => void check(), interval)
    },
    stop() {
      if (timer !== undefined) clock.clearInterval(timer)
      timer = undefined
    },
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /**
     * The router calls this before each navigation; true means the navigation became a full
     * page load, done as soon as the network is quiet.
     */
    beforeNavigate(from: string, to: string): boolean {
      const reloadedFor = deps.tab.getItem(storageKeys.tab.versionReload) ?? undefined
      if (!shouldFullLoad({ state, from, to, reloadedFor, readyFor })) return false
      if (readyFor) deps.tab.setItem(storageKeys.tab.versionReload, readyFor)
      if (deps.isIdle()) {
        assign(to)
      } else {
        deps.events.addEventListener(INACTIVE_EVENT, () => assign(to), { once: true })
      }
      return true
    },
  }
}

export type VersionWatcher = ReturnType<typeof createVersionWatcher>
