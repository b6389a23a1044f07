import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { lazy, memo, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import { FRONTEND_VERSION } from '@shared/constants'
import type { MenuEntry as ApiMenuEntry } from '@shared/contract/schemas'
import { saveMenuStateMutationOptions, topSideMenuQueryOptions, userKeys } from '@app/api/queries'
import { useCurrentGroup, useSession } from '@app/session'
import { Footer, Header, PageFrame, SideMenu, TopMenu, useIsSmallScreen } from '@app/ui/Frame'
import { CompactMenu, GroupSwitcher, HelpLink, LanguageSwitch, UserMenu } from './HeaderControls'
import { anyCountAllowed, type MenuCounter } from './menuCounts'
import { frameMenus, type MenuBadges } from './menus'
import { paths } from './paths'
import { useLeafMatch, usePageCompany } from './usePage'

interface MenuState {
  top_menu: boolean
  side_menu: boolean
}

const OPEN: MenuState = { top_menu: true, side_menu: true }

/** The top and side menus' open state, kept per user through `users/top_side_menu`. */
function useMenuState(signedIn: boolean) {
  const queryClient = useQueryClient()
  const query = useQuery({ ...topSideMenuQueryOptions(), enabled: signedIn })
  const save = useMutation({
    ...saveMenuStateMutationOptions(),
    onMutate: (next) => queryClient.setQueryData(userKeys.topSideMenu(), next),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.topSideMenu() }),
  })
  const state = query.data ?? OPEN
  const { mutate } = save
  const change = useCallback((patch: Partial<MenuState>) => mutate({ ...state, ...patch }), [mutate, state])
  return { state, change }
}

/** The help page of the top entry the page belongs to: SHOWHELP/{TMMID} (document 1 section 2). */
function helpHref(company: string, entry: ApiMenuEntry | undefined): string | undefined {
  return entry?.helpmenu?.MHMID ? `/${company}/pages/SHOWHELP/${encodeURIComponent(entry.TMMID)}` : undefined
}

export interface AppFrameViewProps {
  company: { code: string; name: string }
  menus: readonly ApiMenuEntry[]
  path: string
  /** The page's menu id, which places a page outside the menus (an add page) under its entry. */
  menuId?: string | undefined
  signedIn: boolean
  /** Counts beside menu entries, by menu id. */
  badges?: MenuBadges
  menuState: MenuState
  onMenuStateChange: (patch: Partial<MenuState>) => void
  children: ReactNode
}

/**
 * The page frame with the current group's menus; separate from the data so stories can render it.
 * Memoised: a navigation that changes only the query string (a grid's search) leaves it as it is.
 */
export const AppFrameView = memo(function AppFrameView({
  company,
  menus,
  path,
  menuId,
  signedIn,
  badges,
  menuState,
  onMenuStateChange,
  children,
}: AppFrameViewProps) {
  const { t } = useLingui()
  const smallScreen = useIsSmallScreen()
  const { top, side, sideLabel, sideCurrent, current } = useMemo(
    () => frameMenus(company.code, menus, path, menuId, badges),
    [company.code, menus, path, menuId, badges],
  )
  const help = helpHref(company.code, current)
  // On small screens the main menu is in the menu drawer whatever the user chose for wide screens.
  const showTop = (menuState.top_menu || smallScreen) && top.length > 0
  return (
    <PageFrame
      header={
        <Header
          title={company.name}
          homeHref={signedIn ? paths.home(company.code) : paths.login(company.code)}
          compactMenu={<CompactMenu company={company.code} help={help} />}
          groupSwitcher={<GroupSwitcher />}
          languageSwitch={
            <>
              {help && <HelpLink href={help} />}
              <LanguageSwitch />
            </>
          }
          userMenu={
            <UserMenu
              company={company.code}
              topMenuHidden={!menuState.top_menu}
              onToggleTopMenu={() => onMenuStateChange({ top_menu: !menuState.top_menu })}
            />
          }
        />
      }
      topMenu={showTop ? <TopMenu entries={top} currentHref={path} /> : undefined}
      sideMenu={
        side.length > 0 ? (
          <SideMenu
            entries={side}
            currentHref={sideCurrent?.href ?? path}
            isSubpage={sideCurrent?.subpage}
            aria-label={sideLabel ? t`${sideLabel} menu` : undefined}
            collapsed={!menuState.side_menu}
            onCollapsedChange={(collapsed) => onMenuStateChange({ side_menu: !collapsed })}
          />
        ) : undefined
      }
      footer={
        <Footer>
          <span>{company.name}</span>
          <span>{t`Portal version ${FRONTEND_VERSION}`}</span>
        </Footer>
      }
    >
      {children}
    </PageFrame>
  )
})

const noCounters: readonly MenuCounter[] = []
const noBadges: MenuBadges = {}

/** What reads the counts, with the query hook it reads several with: loaded once a user may see one. */
const MenuBadgeReader = lazy(() => import('./MenuBadges').then((module) => ({ default: module.MenuBadgeReader })))

export interface AppFrameProps {
  /** The areas' counts shown beside their menu entries (the routes hand them in: the shell knows no area). */
  counters?: readonly MenuCounter[]
}

/** The layout of `/{company}/home` and `/{company}/pages/...`: header, menus, main and footer. */
export function AppFrame({ counters = noCounters }: AppFrameProps) {
  const { code, name } = usePageCompany()
  const company = useMemo(() => ({ code, name }), [code, name])
  const outlet = useMemo(() => <Outlet />, [])
  const { user, appConfig } = useSession()
  const { menus } = useCurrentGroup()
  const path = useRouterState({ select: (state) => state.location.pathname })
  const { page } = useLeafMatch()
  const { state, change } = useMenuState(Boolean(user))
  const counted = anyCountAllowed(counters, { profile: user?.profile ?? null, appConfig })
  const [badges, setBadges] = useState<MenuBadges>(noBadges)
  return (
    <>
      {counted && (
        <Suspense fallback={null}>
          <MenuBadgeReader counters={counters} onBadges={setBadges} />
        </Suspense>
      )}
      <AppFrameView
        company={company}
        menus={menus}
        path={path}
        menuId={page?.menuId}
        signedIn={Boolean(user)}
        badges={counted ? badges : noBadges}
        menuState={state}
        onMenuStateChange={change}
      >
        {outlet}
      </AppFrameView>
    </>
  )
}
