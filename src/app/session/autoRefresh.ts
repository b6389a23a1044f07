/**
 * The secondary sign-on auto-refresh (document 1 section 4): engaged for one source at a time,
 * counted, so nested users of the same source share it.
 */
export function createAutoRefresh({ warn = (message: string) => console.warn(message) } = {}) {
  let source: string | undefined
  let count = 0
  const listeners = new Set<() => void>()
  const emit = () => {
    for (const listener of listeners) listener()
  }

  return {
    /** Engages for a source; a second source while engaged is a programming error. */
    engage(next: string): number {
      if (source !== undefined && source !== next) {
        throw new Error(`Secondary sign-on auto-refresh is engaged for "${source}" and cannot engage for "${next}"`)
      }
      source = next
      count += 1
      emit()
      return count
    },
    /** Releases one engagement; releasing when not engaged only warns. */
    disengage(from?: string): number {
      if (count === 0 || (from !== undefined && from !== source)) {
        warn(`Secondary sign-on auto-refresh is not engaged${from ? ` for "${from}"` : ''}; nothing to disengage`)
        return count
      }
      count -= 1
      if (count === 0) source = undefined
      emit()
      return count
    },
    state: () => ({ source, count, engaged: count > 0 }),
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type AutoRefresh = ReturnType<typeof createAutoRefresh>
