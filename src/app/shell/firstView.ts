import { FIRST_VIEW_ID } from '@shared/constants'

/**
 * Puts away the page as the server first showed it (the sign-in page's first view, lying over the app's
 * root) once the app has drawn a page of its own, or an error in its place: hidden at once, removed at the
 * next page. Removed at once, it would make the browser's trace drop it as the page's largest paint and
 * take the app's copy drawn later for it, though the page showed it all along.
 */
export function removeFirstView(): void {
  const view = typeof document === 'undefined' ? null : document.getElementById(FIRST_VIEW_ID)
  if (!view) return
  if (view.hidden) view.remove()
  else view.hidden = true
}
