import { createContext, type ReactNode, useContext, useRef } from 'react'
import type { HoverEvent, PressEvent } from 'react-aria-components'

/** Starts loading what the page at an app path needs (its code and data), without going there. */
export type PreloadPage = (href: string) => void

const PreloadContext = createContext<PreloadPage | undefined>(undefined)

export interface LinkIntentProviderProps {
  /** Loads a page ahead of a navigation (the router's preload, in the app). */
  preload: PreloadPage
  children: ReactNode
}

/** Gives the links inside a way to load their page as the user heads for them. */
export function LinkIntentProvider({ preload, children }: LinkIntentProviderProps) {
  return <PreloadContext.Provider value={preload}>{children}</PreloadContext.Provider>
}

/**
 * How long the pointer rests on a link before its page starts loading: passing over a link on the way
 * elsewhere loads nothing.
 */
export const INTENT_DELAY_MS = 50

interface IntentHandlers {
  onHoverStart?: (event: HoverEvent) => void
  onHoverEnd?: (event: HoverEvent) => void
  onPressStart?: (event: PressEvent) => void
}

/**
 * The handlers that load a link's page on the user's intent: once the pointer has rested on the link for
 * a moment, and at once when it is pressed, with the pointer or Enter (the page opens on release). Focus
 * alone loads nothing: a keyboard user walks through many links on the way to one. The link's own
 * handlers, when given, still run. Without a provider (stories, tests of a part) they only pass those on.
 */
export function useLinkIntent(href: string | undefined, own: IntentHandlers): IntentHandlers {
  const preload = useContext(PreloadContext)
  // A timer still running when the link goes only loads a page the pointer rested on: no effect per link
  // (lists draw hundreds) clears it.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  if (!preload || !href) return own
  const soon = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => preload(href), INTENT_DELAY_MS)
  }
  const cancel = () => clearTimeout(timer.current)
  return {
    onHoverStart: (event) => {
      soon()
      own.onHoverStart?.(event)
    },
    onHoverEnd: (event) => {
      cancel()
      own.onHoverEnd?.(event)
    },
    onPressStart: (event) => {
      cancel()
      preload(href)
      own.onPressStart?.(event)
    },
  }
}
