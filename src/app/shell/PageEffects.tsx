import { useLingui } from '@lingui/react'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { isCompanyCode } from '@shared/companies'
import { useSession } from '@app/session'
import { useSkin } from '@app/theme'
import { VisuallyHidden } from '@app/ui/VisuallyHidden'
import { removeFirstView } from './firstView'
import { menuIdOf } from './meta'
import type { RouterContext } from './session'
import { useLeafMatch } from './usePage'

/** Moves focus to the page's h1 (or its main region) so keyboard and reader users start there. */
function focusHeading() {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main')
  if (!target) return
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

/**
 * After each navigation: scroll to the top when the path changed, the document title, the cmid
 * header and page view (through the session runtime), focus on the heading, the title announced
 * in a polite live region, and the maintenance ping. The title follows the language and the menus
 * while the page stays.
 */
export function PageEffects() {
  const router = useRouter()
  const { runtime } = router.options.context as RouterContext
  const { i18n } = useLingui()
  const skin = useSkin()
  const { meta, params, page } = useLeafMatch()
  const resolved = useRouterState({ select: (state) => state.resolvedLocation })
  const [announcement, setAnnouncement] = useState('')
  const previousPath = useRef<string | undefined>(undefined)
  const href = resolved?.href
  const pathname = resolved?.pathname
  // Drawn again when the session changes (menus asked for in another language, another group).
  useSession()
  const info = {
    company: isCompanyCode(params.company) ? params.company : null,
    cmid: page?.menuId ?? menuIdOf(meta, params) ?? null,
    routeTitle: meta?.title ? i18n._(meta.title) : null,
    ownTitle: meta?.ownTitle ?? false,
    menuEntry: page?.menuEntry ?? null,
    productCode: skin.productCode,
  }
  const title = runtime.pageTitle(info)

  useEffect(() => {
    if (!href || !pathname) return
    const first = previousPath.current === undefined
    const pathChanged = previousPath.current !== pathname
    previousPath.current = pathname
    const shown = runtime.pageShown({ path: pathname, ...info })
    if (pathChanged && !first) {
      window.scrollTo(0, 0)
      focusHeading()
      setAnnouncement(shown)
    }
    let cancelled = false
    void runtime.checkMaintenance(pathname, href).then((target) => {
      if (cancelled || !target) return
      if (/^[a-z][a-z\d+.-]*:/i.test(target)) window.location.assign(target)
      else void router.navigate({ href: target, replace: true })
    })
    return () => {
      cancelled = true
    }
    // The page is shown, counted and announced once per resolved address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href])

  // The app's page takes the place of the first view in the same frame.
  useLayoutEffect(() => {
    if (href) removeFirstView()
  }, [href])

  useEffect(() => {
    if (href) document.title = title
  }, [href, title])

  return (
    <VisuallyHidden elementType="div">
      <output aria-live="polite" aria-atomic="true" data-testid="route-announcer">
        {announcement}
      </output>
    </VisuallyHidden>
  )
}
