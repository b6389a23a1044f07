import type { SessionNotices } from '@app/session'
import { toast, type Toaster } from '@app/ui/Toast'

/** Session messages as toasts: 'Logging in' stays until closed, failures are red. */
export function toastNotices(toaster: Pick<Toaster, 'info' | 'negative' | 'close'> = toast): SessionNotices {
  return {
    progress(message) {
      const key = toaster.info(message, { timeout: 0 })
      return () => toaster.close(key)
    },
    info: (message) => void toaster.info(message),
    error: (message) => void toaster.negative(message),
  }
}
