import type { ApiError } from './errors'

/** What the error dialog shows: a failed call, or the daily access limit (no details then). */
export type ErrorDialogEntry =
  | { kind: 'error'; error: ApiError }
  | { kind: 'accessLimit'; message: string | undefined }

function sameEntry(a: ErrorDialogEntry, b: ErrorDialogEntry): boolean {
  if (a.kind === 'accessLimit' && b.kind === 'accessLimit') return a.message === b.message
  if (a.kind === 'error' && b.kind === 'error') {
    return a.error.status === b.error.status && a.error.config.url === b.error.config.url
  }
  return false
}

/** Error dialogs waiting to be shown, one at a time; usable outside React. */
export function createErrorDialogQueue() {
  let entries: readonly ErrorDialogEntry[] = []
  const listeners = new Set<() => void>()
  const emit = () => {
    for (const listener of listeners) listener()
  }
  return {
    /** Queues a dialog; one identical to a waiting dialog is not shown twice. */
    push(entry: ErrorDialogEntry) {
      if (entries.some((waiting) => sameEntry(waiting, entry))) return
      entries = [...entries, entry]
      emit()
    },
    /** Closes the dialog on screen. */
    dismiss() {
      entries = entries.slice(1)
      emit()
    },
    clear() {
      entries = []
      emit()
    },
    current: (): ErrorDialogEntry | undefined => entries[0],
    size: () => entries.length,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type ErrorDialogQueue = ReturnType<typeof createErrorDialogQueue>

/** The app's error dialogs. */
export const errorDialogs = createErrorDialogQueue()
