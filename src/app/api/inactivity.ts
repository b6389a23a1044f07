import { INACTIVE_EVENT_DELAY_MS } from '@shared/constants'
import { type Clock, systemClock } from './clock'

export const INACTIVE_EVENT = 'inactive'

export interface NetworkActivity {
  /** Receives the 'inactive' event; the app listens here. */
  readonly events: EventTarget
  requestStarted(): void
  responseReceived(): void
  /** True once 'inactive' has fired and no call has started since. */
  isIdle(): boolean
}

/**
 * Fires 'inactive' one second after the last response. A call that starts meanwhile cancels it,
 * so the event means the network has been quiet for that second.
 */
export function createNetworkActivity({
  clock = systemClock,
  delay = INACTIVE_EVENT_DELAY_MS,
  events = new EventTarget(),
}: { clock?: Clock; delay?: number; events?: EventTarget } = {}): NetworkActivity {
  let pending = 0
  let timer: unknown
  // Nothing has been asked yet: a page that never called the API counts as idle.
  let idle = true

  const cancel = () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
  }

  return {
    events,
    requestStarted() {
      pending += 1
      idle = false
      cancel()
    },
    responseReceived() {
      pending = Math.max(0, pending - 1)
      cancel()
      if (pending > 0) return
      timer = clock.setTimeout(() => {
        timer = undefined
        idle = true
        events.dispatchEvent(new Event(INACTIVE_EVENT))
      }, delay)
    },
    isIdle: () => idle,
  }
}
