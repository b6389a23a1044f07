import { t } from '@lingui/core/macro'
import { CONFIRMATION_TIMEOUT_MS, ERROR_TOAST_TIMEOUT_MS, NOTIFICATION_TIMEOUT_MS } from '@shared/constants'
import type { ReactNode } from 'react'
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components'

export type ToastVariant = 'positive' | 'negative' | 'info' | 'warning'

export interface ToastAction {
  /** The button's text, such as 'Reload'. */
  label: string
  /** Runs when the button is pressed; the toast then closes. */
  onAction: () => void
}

/** What a queued toast shows. */
export interface ToastData {
  /** positive, negative, info or warning. */
  variant: ToastVariant
  /** The text, which may hold a link. */
  message: ReactNode
  /** A bold line above the message. */
  title?: ReactNode
  /** A button in the toast. */
  action?: ToastAction
}

export interface ToastOptions {
  /** Milliseconds before it closes by itself; 600000 by default (document 1 section 9); 0 keeps it. */
  timeout?: number
  /** Show it in the middle of the screen, as the 'Not found' and server-error toasts are. */
  centred?: boolean
  /** A bold line above the message. */
  title?: ReactNode
  /** A button in the toast, such as 'Reload'. */
  action?: ToastAction
  /** Called when the toast closes, by the user or by its timeout. */
  onClose?: () => void
}

export interface Toaster {
  /** Toasts at the bottom corner. */
  readonly corner: ToastQueue<ToastData>
  /** Toasts in the middle of the screen. */
  readonly centre: ToastQueue<ToastData>
  /** Shows a toast; returns its key for `close`. */
  show: (variant: ToastVariant, message: ReactNode, options?: ToastOptions) => string
  /** A success notification. */
  positive: (message: ReactNode, options?: ToastOptions) => string
  /** An error notification. */
  negative: (message: ReactNode, options?: ToastOptions) => string
  /** A neutral notification. */
  info: (message: ReactNode, options?: ToastOptions) => string
  /** A warning notification. */
  warning: (message: ReactNode, options?: ToastOptions) => string
  /** The centred 'Not found' error toast of a 404 (about 100500 ms). */
  notFound: (message?: ReactNode) => string
  /** The centred error toast of a 500, with the skin's contact message (about 1002500 ms). */
  serverError: (message: ReactNode) => string
  /** Closes one toast. */
  close: (key: string) => void
  /** Closes every toast. */
  clear: () => void
  /** Calls `listener` whenever either queue changes; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void
}

/** A pair of toast queues (corner and centre) with shortcuts per kind; usable outside React. */
export function createToaster(): Toaster {
  const corner = new ToastQueue<ToastData>({ maxVisibleToasts: 5 })
  const centre = new ToastQueue<ToastData>({ maxVisibleToasts: 3 })
  const show = (variant: ToastVariant, message: ReactNode, options: ToastOptions = {}) => {
    const confirmation = variant === 'positive' || variant === 'info'
    const { timeout = confirmation ? CONFIRMATION_TIMEOUT_MS : NOTIFICATION_TIMEOUT_MS, centred = false, title, action, onClose } =
      options
    const queue = centred ? centre : corner
    return queue.add({ variant, message, title, action }, { timeout: timeout > 0 ? timeout : undefined, onClose })
  }
  return {
    corner,
    centre,
    show,
    positive: (message, options) => show('positive', message, options),
    negative: (message, options) => show('negative', message, options),
    info: (message, options) => show('info', message, options),
    warning: (message, options) => show('warning', message, options),
    notFound: (message) =>
      show('negative', message ?? t`Not found`, { centred: true, timeout: ERROR_TOAST_TIMEOUT_MS.notFound }),
    serverError: (message) =>
      show('negative', message, { centred: true, timeout: ERROR_TOAST_TIMEOUT_MS.serverError }),
    close: (key) => {
      corner.close(key)
      centre.close(key)
    },
    clear: () => {
      corner.clear()
      centre.clear()
    },
    subscribe: (listener) => {
      const stops = [corner.subscribe(listener), centre.subscribe(listener)]
      return () => stops.forEach((stop) => stop())
    },
  }
}

/** The app's toasts: `toast.positive('Saved')`, `toast.negative(...)`, `toast.notFound()`. */
export const toast = createToaster()
