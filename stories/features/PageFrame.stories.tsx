import type { Meta, StoryObj } from '@storybook/react-vite'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { screen, within } from 'storybook/test'
import { AppFrameView } from '@app/shell/AppFrame'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'
import { customerMenus, customerMenusFr } from './fixtures'
import { StoryShell } from './StoryShell'

interface FrameStoryProps {
  path: string
  /** The page's menu id, as the guard gives it (an add page's is its entry's). */
  menuId?: string
  signedIn: boolean
  sideOpen: boolean
}

function FrameStory({ path, menuId, signedIn, sideOpen }: FrameStoryProps) {
  const [state, setState] = useState({ top_menu: true, side_menu: sideOpen })
  // The menus come in the language shown, as the session asks for them again when it changes.
  const { i18n } = useLingui()
  const menus = i18n.locale === 'fr' ? customerMenusFr : customerMenus
  return (
    <StoryShell path={path} signedIn={signedIn} meta={{ authorize: 'auth', title: msg`Push Reports` }}>
      <AppFrameView
        company={{ code: 'freight', name: 'Northway Freight' }}
        menus={signedIn ? menus : []}
        path={path}
        menuId={menuId}
        signedIn={signedIn}
        menuState={state}
        onMenuStateChange={(patch) => setState((previous) => ({ ...previous, ...patch }))}
      >
        <NotAvailablePage />
      </AppFrameView>
    </StoryShell>
  )
}

const meta = {
  title: 'Features/Page frame',
  component: FrameStory,
  args: { path: '/freight/pages/PUSHREPORT', signedIn: true, sideOpen: true },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof FrameStory>

export default meta
type Story = StoryObj<typeof meta>

/** The frame of a signed-in customer: header with group, language and account menus, top and side menus, footer. */
export const WithMenus: Story = {}

/** The side menu collapsed, as `users/top_side_menu` may have kept it. */
export const SideMenuCollapsed: Story = { args: { sideOpen: false } }

/** A page open to visitors (Group Account Access): no menus, a sign-in link. */
export const SignedOut: Story = { args: { path: '/freight/pages/UID_MAA_UPDATE', signedIn: false } }

/** A page under a menu entry (adding a push report): the side menu is its entry's, the entry marked as current. */
export const SubPage: Story = { args: { path: '/freight/pages/PUSHREPORT_ADD', menuId: 'PUSHREPORT' } }

// A phone's width (small screens are sm and below): the visual tests take the `phone` tag's stories
// at 390 px (the tag is written out in each story, where Storybook's index reads it), and Storybook
// shows them in its phone viewport.
const phoneViewport = { viewport: { value: 'phone', isRotated: false } }

/** At a phone's width: the menu button, the logo and one compact menu; the menus wait in the drawer. */
export const Phone: Story = { globals: phoneViewport, tags: ['phone'] }

/** At a phone's width with the drawer open: the main menu's entries, and the page's own section open. */
export const PhoneMenuDrawer: Story = {
  globals: phoneViewport,
  tags: ['phone'],
  play: async ({ canvas, userEvent }) => {
    // The header's first button, whatever the language, once the page is drawn.
    await userEvent.click(within(await canvas.findByRole('banner')).getAllByRole('button')[0]!)
    await screen.findByRole('dialog')
  },
}

/** At a phone's width with the compact menu open: the account's entries, the group and the language. */
export const PhoneCompactMenu: Story = {
  globals: phoneViewport,
  tags: ['phone'],
  play: async ({ canvas, userEvent }) => {
    // The header's last button, whatever the language, once the page is drawn.
    await userEvent.click(within(await canvas.findByRole('banner')).getAllByRole('button').at(-1)!)
    await screen.findByRole('menuitemradio', { name: 'Français' })
  },
}

/** A page open to visitors at a phone's width: the logo, the language and the sign-in link. */
export const PhoneSignedOut: Story = {
  globals: phoneViewport,
  tags: ['phone'],
  args: { path: '/freight/pages/UID_MAA_UPDATE', signedIn: false },
}
