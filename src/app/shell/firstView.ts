import { FIRST_VIEW_ID } from '@shared/constants'

/**
 * Removes the page as the server first showed it (the sign-in page's first view, lying over the app's
 * root) once the app has drawn a page of its own, or an error in its place.
 */
export function removeFirstView(): void {
  if (typeof document !== 'undefined') document.getElementById(FIRST_VIEW_ID)?.remove()
}
