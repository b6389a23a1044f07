import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  Footer,
  FullscreenFrame,
  groupsAbove,
  Header,
  initials,
  PageFrame,
  SideMenu,
  SkipLink,
  TopMenu,
  type MenuEntry,
} from '@app/ui/Frame'
import { MenuGroupProvider } from '@app/ui/Link'
import { renderWithProviders } from '../render'

const top: MenuEntry[] = [
  { id: 'home', label: 'Home', href: '/freight/home' },
  {
    id: 'manual',
    label: 'Manual',
    children: [
      { id: 'toc', label: 'Table of contents', href: '/freight/pages/user/index' },
      { id: 'bookmarks', label: 'Bookmarks', href: '/freight/pages/user/bookmarks' },
    ],
  },
  { id: 'ANO-SHOW', label: 'Announcements', href: '/freight/pages/ANO-SHOW' },
  { id: 'status', label: 'Systems Status', href: 'https://status.example.com', external: true },
]

const side: MenuEntry[] = [
  { id: 'home', label: 'Home', href: '/freight/home' },
  {
    id: 'quality',
    label: 'Quality Manual',
    children: [
      { id: 'readings', label: 'Required readings', href: '/freight/pages/user/required_readings' },
      { id: 'search', label: 'Search', href: '/freight/pages/user/search' },
    ],
  },
  { id: 'car', label: 'Corrective actions', href: '/freight/pages/car/car_list' },
  { id: 'api', label: 'API documents', href: 'https://docs.example.com', external: true },
]

function Side({ initiallyCollapsed = false, onChange }: { initiallyCollapsed?: boolean; onChange?: (c: boolean) => void }) {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed)
  return (
    <SideMenu
      entries={side}
      currentHref="/freight/pages/user/search"
      collapsed={collapsed}
      onCollapsedChange={(c) => {
        onChange?.(c)
        setCollapsed(c)
      }}
    />
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('SkipLink', () => {
  it('is the first stop and moves focus to the main content', async () => {
    const { user } = renderWithProviders(
      <>
        <SkipLink />
        <a href="/elsewhere">Menu link</a>
        <main id="main-content" tabIndex={-1}>
          Content
        </main>
      </>,
    )
    await user.tab()
    const link = screen.getByRole('link', { name: 'Skip to main content' })
    expect(link).toHaveFocus()
    expect(link).toHaveAttribute('href', '#main-content')
    await user.keyboard('{Enter}')
    expect(screen.getByRole('main')).toHaveFocus()
  })
})

describe('Header', () => {
  it('is a banner with the skin logo, the title and the slots', () => {
    renderWithProviders(
      <Header
        title="Northway Freight portal"
        homeHref="/freight/home"
        groupSwitcher={<button type="button">Group A</button>}
        languageSwitch={<button type="button">Français</button>}
        userMenu={<button type="button">Jane Doe</button>}
      />,
    )
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('img', { name: 'Northway Freight' })).toBeInTheDocument()
    expect(within(banner).getByRole('link', { name: 'Northway Freight' })).toHaveAttribute('href', '/freight/home')
    expect(within(banner).getByText('Northway Freight portal')).toBeInTheDocument()
    for (const name of ['Group A', 'Français', 'Jane Doe']) {
      expect(within(banner).getByRole('button', { name })).toBeInTheDocument()
    }
  })

  it('draws the SVG logo inline without its own title or ids', () => {
    const { container } = renderWithProviders(<Header />, { theme: 'benefits-light' })
    const svg = container.querySelector('header svg')
    expect(svg).toHaveAttribute('role', 'img')
    expect(svg).toHaveAttribute('aria-label', 'Northway Workplace Benefits')
    expect(svg?.querySelector('title')).toBeNull()
    expect(svg?.querySelector('[id]')).toBeNull()
    expect(screen.getByText('Northway Workplace Benefits', { selector: 'span' })).toBeInTheDocument()
  })
})

describe('TopMenu', () => {
  it('is a navigation landmark whose links move with the arrow keys', async () => {
    const { user } = renderWithProviders(<TopMenu entries={top} currentHref="/freight/pages/ANO-SHOW" />)
    const nav = screen.getByRole('navigation', { name: 'Main menu' })
    expect(within(nav).getByRole('link', { name: 'Announcements' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    await user.tab()
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(within(nav).getByRole('button', { name: 'Manual' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(within(nav).getByRole('link', { name: 'Announcements' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(within(nav).getByRole('link', { name: /Systems Status/ })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(within(nav).getByRole('link', { name: /Systems Status/ })).toHaveFocus()
  })

  it('opens a group as a menu of links, and Escape returns to its button', async () => {
    const { user } = renderWithProviders(<TopMenu entries={top} />)
    await user.tab()
    await user.keyboard('{ArrowRight}{ArrowDown}')
    // The menu's code loads on the first opening.
    const menu = await screen.findByRole('menu')
    const first = within(menu).getByRole('menuitem', { name: 'Table of contents' })
    await waitFor(() => expect(first).toHaveFocus())
    expect(first).toHaveAttribute('href', '/freight/pages/user/index')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('menu')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Manual' })).toHaveFocus())
  })

  it('opens external entries in a new window with a launch icon and hidden words', () => {
    renderWithProviders(<TopMenu entries={top} />)
    const link = screen.getByRole('link', { name: /^Systems Status\s*\(opens in a new window\)$/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
  })

  it('adds the current menu group to internal links', () => {
    renderWithProviders(
      <MenuGroupProvider group="G1">
        <TopMenu entries={top} />
      </MenuGroupProvider>,
    )
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/freight/home?set_current_menugroup=G1')
    expect(screen.getByRole('link', { name: /Systems Status/ })).toHaveAttribute('href', 'https://status.example.com')
  })
})

describe('SideMenu', () => {
  it('is a separately named navigation landmark with the current page marked and its group open', () => {
    renderWithProviders(<Side />)
    const nav = screen.getByRole('navigation', { name: 'Side menu' })
    const current = within(nav).getByRole('link', { name: 'Search' })
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('button', { name: 'Quality Manual' })).toHaveAttribute('aria-expanded', 'true')
    expect(within(nav).getByRole('link', { name: /^API documents\s*\(opens in a new window\)$/ })).toHaveAttribute(
      'target',
      '_blank',
    )
  })

  it('is a list of links and group buttons, each a tab stop, that the arrow keys also move through', async () => {
    const { user } = renderWithProviders(<Side />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Collapse side menu' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus()
    await user.tab()
    const group = screen.getByRole('button', { name: 'Quality Manual' })
    expect(group).toHaveFocus()
    expect(group).toHaveAttribute('aria-controls', screen.getByRole('link', { name: 'Search' }).closest('ul')?.id)
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(screen.getByRole('link', { name: 'Search' })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('link', { name: 'Required readings' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(group).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(group).toHaveAttribute('aria-expanded', 'false')
    expect(group).not.toHaveAttribute('aria-controls')
    expect(screen.queryByRole('link', { name: 'Search' })).toBeNull()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('link', { name: 'Corrective actions' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('link', { name: /API documents/ })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowRight}')
    expect(group).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('link', { name: 'Required readings' })).toHaveFocus()
  })

  it('opens and closes a group with Enter, Space or a click', async () => {
    const { user } = renderWithProviders(<Side />)
    const group = screen.getByRole('button', { name: 'Quality Manual' })
    group.focus()
    await user.keyboard('{Enter}')
    expect(group).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard(' ')
    expect(group).toHaveAttribute('aria-expanded', 'true')
    await user.click(group)
    expect(group).toHaveAttribute('aria-expanded', 'false')
  })

  it('collapses with its toggle button to initials, keeping the names for screen readers', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<Side onChange={onChange} />)
    const toggle = screen.getByRole('button', { name: 'Collapse side menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(toggle)
    expect(onChange).toHaveBeenCalledWith(true)
    const expand = screen.getByRole('button', { name: 'Expand side menu' })
    expect(expand).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('link', { name: 'Home' })).toHaveTextContent(/^HOHome$/)
    expect(screen.getByRole('button', { name: 'Quality Manual' })).toHaveTextContent('QM')
    expect(screen.queryByRole('link', { name: 'Search' })).toBeNull()
  })

  it('opens the group holding the page it moves to, and marks the entry of a sub-page as current', () => {
    const { rerender } = renderWithProviders(
      <SideMenu entries={side} currentHref="/freight/home" collapsed={false} onCollapsedChange={() => {}} />,
    )
    const group = screen.getByRole('button', { name: 'Quality Manual' })
    expect(group).toHaveAttribute('aria-expanded', 'false')
    rerender(
      <SideMenu
        entries={side}
        currentHref="/freight/pages/user/search"
        isSubpage
        collapsed={false}
        onCollapsedChange={() => {}}
      />,
    )
    expect(group).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'true')
  })

  it('gives groups whose names hold spaces and colons valid, distinct ids', async () => {
    const entries: MenuEntry[] = [
      { id: 'QUALITY:Corrective Actions', label: 'Corrective Actions', children: [{ id: 'a', label: 'A', href: '/a' }] },
      { id: 'QUALITY:Corrective_Actions', label: 'Other', children: [{ id: 'b', label: 'B', href: '/b' }] },
    ]
    const { user } = renderWithProviders(<SideMenu entries={entries} collapsed={false} onCollapsedChange={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Corrective Actions' }))
    await user.click(screen.getByRole('button', { name: 'Other' }))
    const ids = ['Corrective Actions', 'Other'].map((name) => screen.getByRole('button', { name }).getAttribute('aria-controls'))
    for (const id of ids) {
      expect(id).toMatch(/^\S+$/)
      expect(document.getElementById(id!)?.tagName).toBe('UL')
    }
    expect(ids[0]).not.toBe(ids[1])
  })

  it('widens again when a group is opened while collapsed', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<Side initiallyCollapsed onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'Quality Manual' }))
    expect(onChange).toHaveBeenCalledWith(false)
    expect(screen.getByRole('link', { name: 'Search' })).toBeInTheDocument()
  })
})

describe('menu data', () => {
  it.each([
    ['Quality Manual', 'QM'],
    ['Reports', 'RE'],
    ['  Group  Account Access ', 'GA'],
    ['', ''],
  ])('initials of %j are %j', (label, expected) => {
    expect(initials(label)).toBe(expected)
  })

  it('finds the groups above the current page', () => {
    expect(groupsAbove(side, '/freight/pages/user/search')).toEqual(['quality'])
    expect(groupsAbove(side, '/freight/home')).toEqual([])
    expect(groupsAbove(side, undefined)).toEqual([])
  })
})

function Page() {
  const [collapsed, setCollapsed] = useState(false)
  return (
    <PageFrame
      header={<Header userMenu={<button type="button">Jane Doe</button>} />}
      topMenu={<TopMenu entries={top} />}
      sideMenu={<SideMenu entries={side} collapsed={collapsed} onCollapsedChange={setCollapsed} />}
      footer={<Footer>© Northway</Footer>}
    >
      <h1>Required readings</h1>
    </PageFrame>
  )
}

function stubScreen(small: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: small && query.startsWith('not all'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

describe('PageFrame', () => {
  it('has the landmarks of a page, the skip link first and main as #main-content', async () => {
    const { user } = renderWithProviders(<Page />)
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© Northway')
    const main = screen.getByRole('main')
    expect(main).toHaveAttribute('id', 'main-content')
    expect(main).toHaveAttribute('tabindex', '-1')
    expect(within(main).getByRole('heading', { level: 1, name: 'Required readings' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus()
  })

  it('puts the top and side menus in a drawer on small screens', async () => {
    stubScreen(true)
    const { user } = renderWithProviders(<Page />)
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull()
    const open = screen.getByRole('button', { name: 'Open menu' })
    expect(open).toHaveAttribute('aria-expanded', 'false')
    open.focus()
    await user.keyboard('{Enter}')
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true))
    const main = within(drawer).getByRole('navigation', { name: 'Main menu' })
    const sideNav = within(drawer).getByRole('navigation', { name: 'Side menu' })
    expect(within(drawer).queryByRole('button', { name: 'Collapse side menu' })).toBeNull()
    // The main menu's entries with menus are groups that open in place.
    const manual = within(main).getByRole('button', { name: 'Manual' })
    expect(manual).toHaveAttribute('aria-expanded', 'false')
    await user.click(manual)
    expect(within(main).getByRole('link', { name: 'Bookmarks' })).toBeInTheDocument()
    expect(within(sideNav).getByRole('button', { name: 'Quality Manual' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus())
  })

  it('closes the drawer when a link in it is followed', async () => {
    stubScreen(true)
    const { user } = renderWithProviders(<Page />)
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    const link = within(drawer).getByRole('link', { name: 'Announcements' })
    link.addEventListener('click', (event) => event.preventDefault())
    await user.click(link)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('shows the compact menu in the header on small screens, and the separate controls otherwise', () => {
    const header = (
      <Header
        groupSwitcher={<button type="button">Group</button>}
        languageSwitch={<button type="button">English</button>}
        userMenu={<button type="button">Jane Doe</button>}
        compactMenu={<button type="button">Account</button>}
      />
    )
    const wide = renderWithProviders(header)
    expect(screen.getByRole('button', { name: 'Jane Doe' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull()
    wide.unmount()
    stubScreen(true)
    renderWithProviders(header)
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument()
    for (const name of ['Group', 'English', 'Jane Doe']) expect(screen.queryByRole('button', { name })).toBeNull()
  })

  it('closes the drawer with its close button', async () => {
    stubScreen(true)
    const { user } = renderWithProviders(<Page />)
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.click(await screen.findByRole('button', { name: 'Close menu' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('FullscreenFrame', () => {
  it('has only the main landmark', () => {
    renderWithProviders(
      <FullscreenFrame>
        <h1>CAR 42</h1>
      </FullscreenFrame>,
    )
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content')
    expect(screen.queryByRole('banner')).toBeNull()
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})
