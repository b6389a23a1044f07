import { Component, type ReactNode, useRef, useSyncExternalStore } from 'react'
import { errorDialogs } from '@app/api/errorDialogs'
import { type ColorMode, defaultSkin, type SkinId, SkinProvider } from '@app/theme'
import { onDemand } from '@app/ui/onDemand'
import { toast } from '@app/ui/Toast/toaster'
import { PlainErrorDialog, PlainToasts } from './PlainNotices'

// Drawn only once there is something to show: a page that raises no message loads neither.
const toastCode = onDemand(() => import('@app/ui/Toast/Toast'))
const errorDialogCode = onDemand(() => import('./ErrorDialog'))

/** The toasts' region, once its code is in (drawn without suspending: see onDemand). */
function Toasts() {
  const code = toastCode.useModule()
  return code ? <code.ToastRegion /> : null
}

/** The error dialogs, once their code is in. */
function ErrorDialogs() {
  const code = errorDialogCode.useModule()
  return code ? <code.ErrorDialogHost /> : null
}

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

/** Draws `fallback` instead of its children once they fail, as when their code could not be downloaded. */
export class Fallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** Becomes true the first time `shown()` is, and stays true, so that what was drawn stays mounted. */
function useOnceShown(subscribe: (listener: () => void) => () => void, shown: () => boolean): boolean {
  const seen = useRef(false)
  const get = () => (seen.current ||= shown())
  return useSyncExternalStore(subscribe, get, get)
}

const anyToast = () => toast.corner.visibleToasts.length + toast.centre.visibleToasts.length > 0
const anyErrorDialog = () => errorDialogs.size() > 0

/**
 * Toasts and error dialogs, mounted beside the router so that messages raised while the first
 * page is still being decided ('Logging in', a failed sign-in) are shown too. Their code loads with
 * the first toast or dialog; should it fail to download, the same words are drawn plainly.
 */
export function ShellOverlays() {
  const theme = useSyncExternalStore(pageTheme.subscribe, pageTheme.get, pageTheme.get)
  const toasts = useOnceShown(toast.subscribe, anyToast)
  const dialogs = useOnceShown(errorDialogs.subscribe, anyErrorDialog)
  return (
    <SkinProvider skin={theme.skin} mode={theme.mode} global={false}>
      <Fallback fallback={<PlainToasts toaster={toast} />}>
        {toasts && <Toasts />}
      </Fallback>
      <Fallback fallback={<PlainErrorDialog />}>
        {dialogs && <ErrorDialogs />}
      </Fallback>
    </SkinProvider>
  )
}
