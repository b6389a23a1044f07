import type { Meta, StoryObj } from '@storybook/react-vite'
import { BookOpen, ClipboardList, FileText, Home, Megaphone } from 'lucide-react'
import { useState } from 'react'
import { Breadcrumbs } from '@app/ui/Breadcrumbs'
import { Footer, FullscreenFrame, Header, PageFrame, SideMenu, SkipLink, TopMenu, type MenuEntry } from '@app/ui/Frame'
import { MenuButton, MenuItem } from '@app/ui/Menu'

const topEntries: MenuEntry[] = [
  { id: 'home', label: 'Home', href: '/freight/home' },
  {
    id: 'manual',
    label: 'Quality manual',
    children: [
      { id: 'toc', label: 'Table of contents', href: '/freight/pages/user/index' },
      { id: 'bookmarks', label: 'Bookmarks', href: '/freight/pages/user/bookmarks' },
    ],
  },
  { id: 'ANO-SHOW', label: 'Announcements', href: '/freight/pages/ANO-SHOW' },
  { id: 'status', label: 'Systems Status', href: 'https://status.example.com', external: true },
]

const sideEntries: MenuEntry[] = [
  { id: 'home', label: 'Home', href: '/freight/home', icon: <Home /> },
  {
    id: 'manual',
    label: 'Quality manual',
    icon: <BookOpen />,
    children: [
      { id: 'readings', label: 'Required readings', href: '/freight/pages/user/required_readings' },
      { id: 'search', label: 'Search', href: '/freight/pages/user/search' },
      { id: 'bookmarks', label: 'Bookmarks', href: '/freight/pages/user/bookmarks' },
    ],
  },
  { id: 'car', label: 'Corrective actions', href: '/freight/pages/car/car_list', icon: <ClipboardList /> },
  { id: 'ANO-SHOW', label: 'Announcements', href: '/freight/pages/ANO-SHOW', icon: <Megaphone /> },
  { id: 'api', label: 'API documents', href: 'https://docs.example.com', external: true, icon: <FileText /> },
  { id: 'reports', label: 'Reports', href: '/freight/pages/PUSHREPORT' },
]

const current = '/freight/pages/user/search'

function DemoHeader() {
  return (
    <Header
      homeHref="/freight/home"
      groupSwitcher={
        <MenuButton label="Group: Montreal" variant="ghost" selectionMode="single" selectedKeys={['mtl']}>
          <MenuItem id="mtl">Montreal</MenuItem>
          <MenuItem id="tor">Toronto</MenuItem>
        </MenuButton>
      }
      languageSwitch={
        <MenuButton label="English" variant="ghost">
          <MenuItem id="en">English</MenuItem>
          <MenuItem id="fr">Français</MenuItem>
        </MenuButton>
      }
      userMenu={
        <MenuButton label="Jane Doe" variant="ghost">
          <MenuItem id="prefs">Preferences</MenuItem>
          <MenuItem id="logout">Log out</MenuItem>
        </MenuButton>
      }
    />
  )
}

function FrameDemo({ initiallyCollapsed }: { initiallyCollapsed: boolean }) {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed)
  return (
    <PageFrame
      header={<DemoHeader />}
      topMenu={<TopMenu entries={topEntries} currentHref={current} />}
      sideMenu={
        <SideMenu entries={sideEntries} currentHref={current} collapsed={collapsed} onCollapsedChange={setCollapsed} />
      }
      footer={<Footer>© Northway Freight · Version 1.0.6</Footer>}
    >
      <Breadcrumbs
        items={[
          { id: 'home', label: 'Home', href: '/freight/home' },
          { id: 'search', label: 'Search' },
        ]}
      />
      <h1>Search the manual</h1>
      <p>Results appear here.</p>
    </PageFrame>
  )
}

const meta = {
  title: 'UI/Frame',
  component: FrameDemo,
  args: { initiallyCollapsed: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FrameDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Page: Story = {}
export const CollapsedSideMenu: Story = { args: { initiallyCollapsed: true } }

export const HeaderOnly: Story = { render: () => <DemoHeader /> }

export const HeaderPlain: Story = { render: () => <Header title="Customer portal" /> }

export const TopMenuOnly: Story = { render: () => <TopMenu entries={topEntries} currentHref="/freight/pages/ANO-SHOW" /> }

export const TopMenuOpenGroup: Story = {
  render: () => (
    <div style={{ minHeight: '12rem' }}>
      <nav aria-label="Demo menu">
        <MenuButton label="Quality manual" variant="ghost" defaultOpen>
          <MenuItem id="toc" href="/freight/pages/user/index">
            Table of contents
          </MenuItem>
          <MenuItem id="bookmarks" href="/freight/pages/user/bookmarks">
            Bookmarks
          </MenuItem>
        </MenuButton>
      </nav>
    </div>
  ),
}

function SideDemo({ collapsed: initial }: { collapsed: boolean }) {
  const [collapsed, setCollapsed] = useState(initial)
  return (
    <div style={{ height: '30rem', display: 'flex' }}>
      <SideMenu entries={sideEntries} currentHref={current} collapsed={collapsed} onCollapsedChange={setCollapsed} />
    </div>
  )
}

export const SideMenuExpanded: Story = { render: () => <SideDemo collapsed={false} /> }
export const SideMenuCollapsed: Story = { render: () => <SideDemo collapsed /> }

export const SkipLinkFocused: Story = {
  render: () => (
    <>
      <SkipLink />
      <main id="main-content" tabIndex={-1} style={{ padding: '4rem 1rem' }}>
        The skip link shows when it has keyboard focus.
      </main>
    </>
  ),
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLAnchorElement>('a[href="#main-content"]')?.focus()
  },
}

export const Fullscreen: Story = {
  render: () => (
    <FullscreenFrame>
      <h1>CAR 1042</h1>
      <p>The fullscreen pages have no header or menus.</p>
    </FullscreenFrame>
  ),
}

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <DemoHeader />
      <TopMenu entries={topEntries} currentHref="/freight/home" aria-label="Top menu, home current" />
      <div style={{ display: 'flex', gap: '1rem', height: '24rem' }}>
        <SideMenu
          aria-label="Side menu expanded"
          entries={sideEntries}
          currentHref={current}
          collapsed={false}
          onCollapsedChange={() => {}}
        />
        <SideMenu
          aria-label="Side menu collapsed"
          entries={sideEntries}
          currentHref={current}
          collapsed
          onCollapsedChange={() => {}}
        />
      </div>
      <Footer>© Northway Freight</Footer>
    </div>
  ),
}
