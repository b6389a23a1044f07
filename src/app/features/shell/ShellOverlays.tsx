import { useSyncExternalStore } from 'react'
import { ErrorDialogHost } from '@app/api/ErrorDialog'
import { type ColorMode, defaultSkin, type SkinId, SkinProvider } from '@app/theme'
import { ToastRegion } from '@app/ui/Toast'

export interface PageTheme {
  skin: SkinId
  mode: ColorMode
}

let current: PageTheme = { skin: defaultSkin, mode: 'light' }
const listeners = new Set<() => void>()

/** The theme of the page on screen, for what is drawn outside the routes. */
export const pageTheme = {
  get: (): PageTheme => current,
  set(next: PageTheme) {
    if (next.skin === current.skin && next.mode === current.mode) return
    current = next
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

/**
 * Toasts and error dialogs, mounted beside the router so that messages raised while the first
 * page is still being decided ('Logging in', a failed sign-in) are shown too.
 */
export function ShellOverlays() {
  const theme = useSyncExternalStore(pageTheme.subscribe, pageTheme.get, pageTheme.get)
  return (
    <SkinProvider skin={theme.skin} mode={theme.mode} global={false}>
      <ToastRegion />
      <ErrorDialogHost />
    </SkinProvider>
  )
}
