import { ROTATION_STEP, ZOOM_STEP } from '@shared/constants'

/** Zoom limits: 1.25 to the power -6 and 8 (about 26% to 596%). */
export const MIN_ZOOM = ZOOM_STEP ** -6
export const MAX_ZOOM = ZOOM_STEP ** 8

const round = (value: number) => Math.round(value * 1e6) / 1e6

/** One click of zoom in: multiplied by 1.25, up to the maximum. */
export function zoomIn(zoom: number): number {
  return round(Math.min(MAX_ZOOM, zoom * ZOOM_STEP))
}

/** One click of zoom out: divided by 1.25, down to the minimum. */
export function zoomOut(zoom: number): number {
  return round(Math.max(MIN_ZOOM, zoom / ZOOM_STEP))
}

/** Rotation after one step left (-1) or right (+1): 0, 90, 180 or 270. */
export function rotate(rotation: number, direction: 1 | -1): number {
  return (((rotation + direction * ROTATION_STEP) % 360) + 360) % 360
}

/** A page number within 1..count. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count))
}

/** The page typed in the page box, or null when it is not a page of the document. */
export function parsePageInput(text: string, count: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null
  const page = Number(text)
  return page >= 1 && page <= count ? page : null
}

export type ViewerAction = 'next' | 'previous' | 'first' | 'last' | 'zoomIn' | 'zoomOut' | 'rotateLeft' | 'rotateRight'

/** The keyboard shortcuts of the page area (also listed in the viewer for screen readers). */
export const SHORTCUTS: ReadonlyArray<{ keys: readonly string[]; action: ViewerAction }> = [
  { keys: ['PageDown', 'n'], action: 'next' },
  { keys: ['PageUp', 'p'], action: 'previous' },
  { keys: ['Home'], action: 'first' },
  { keys: ['End'], action: 'last' },
  { keys: ['+', '='], action: 'zoomIn' },
  { keys: ['-'], action: 'zoomOut' },
  { keys: ['r'], action: 'rotateRight' },
  { keys: ['l'], action: 'rotateLeft' },
]

/** The action of a key pressed in the page area; modified keys are left to the browser. */
export function shortcutAction(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): ViewerAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key
  return SHORTCUTS.find((s) => s.keys.includes(key))?.action
}

/** The state after an action. */
export function applyAction(
  state: { page: number; zoom: number; rotation: number },
  action: ViewerAction,
  count: number,
): { page: number; zoom: number; rotation: number } {
  switch (action) {
    case 'next':
      return { ...state, page: clampPage(state.page + 1, count) }
    case 'previous':
      return { ...state, page: clampPage(state.page - 1, count) }
    case 'first':
      return { ...state, page: 1 }
    case 'last':
      return { ...state, page: clampPage(count, count) }
    case 'zoomIn':
      return { ...state, zoom: zoomIn(state.zoom) }
    case 'zoomOut':
      return { ...state, zoom: zoomOut(state.zoom) }
    case 'rotateLeft':
      return { ...state, rotation: rotate(state.rotation, -1) }
    case 'rotateRight':
      return { ...state, rotation: rotate(state.rotation, 1) }
  }
}
