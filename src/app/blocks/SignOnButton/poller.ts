import { STATUS_POLL_INTERVAL_MS } from '@shared/constants'

export interface StatusPoller {
  start(): void
  stop(): void
  readonly running: boolean
}

/**
 * Asks `check` every interval (3 s) until it answers true, then calls `onAuthorized` once. A failed
 * check is retried at the next tick; `stop` ends the polling at once, a reply in flight included.
 */
export function createStatusPoller(
  check: () => Promise<boolean>,
  onAuthorized: () => void,
  interval: number = STATUS_POLL_INTERVAL_MS,
): StatusPoller {
  let timer: ReturnType<typeof setTimeout> | undefined
  let generation = 0
  let running = false

  const schedule = (id: number) => {
    timer = setTimeout(async () => {
      let authorized = false
      try {
        authorized = await check()
      } catch {
        authorized = false
      }
      if (id !== generation) return
      if (authorized) {
        running = false
        onAuthorized()
      } else {
        schedule(id)
      }
    }, interval)
  }

  return {
    start() {
      if (running) return
      running = true
      generation += 1
      schedule(generation)
    },
    stop() {
      running = false
      generation += 1
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    },
    get running() {
      return running
    },
  }
}

/** The authorization page's address with username, sessionid and source. */
export function authorizeAddress(base: string, params: { username: string; sessionid: string; source: string }): string {
  const url = new URL(base, typeof window === 'undefined' ? 'http://localhost' : window.location.origin)
  url.searchParams.set('username', params.username)
  url.searchParams.set('sessionid', params.sessionid)
  url.searchParams.set('source', params.source)
  return /^[a-z][a-z\d+.-]*:/i.test(base) ? url.toString() : `${url.pathname}${url.search}`
}
