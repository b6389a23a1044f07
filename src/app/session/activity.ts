/** Input that counts as the user being active (document 1 section 4, token expiry check). */
export const USER_INPUT_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const

export interface UserActivity {
  /** Whether the user gave any input since the last call; resets the flag. */
  takeActive(): boolean
  stop(): void
}

/** Watches user input on a target (the window by default). */
export function watchUserActivity(target: EventTarget = window): UserActivity {
  let active = false
  const mark = () => {
    active = true
  }
  for (const type of USER_INPUT_EVENTS) target.addEventListener(type, mark, { passive: true, capture: true })
  return {
    takeActive() {
      const was = active
      active = false
      return was
    },
    stop() {
      for (const type of USER_INPUT_EVENTS) target.removeEventListener(type, mark, { capture: true })
    },
  }
}
