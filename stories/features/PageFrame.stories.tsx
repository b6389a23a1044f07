import type { Meta, StoryObj } from '@storybook/react-vite'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { AppFrameView } from '@app/shell/AppFrame'
import { NotAvailablePage } from '@app/shell/NotAvailablePage'
import { customerMenus, customerMenusFr } from './fixtures'
import { StoryShell } from './StoryShell'

function FrameStory({ path, signedIn, sideOpen }: { path: string; signedIn: boolean; sideOpen: boolean }) {
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
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FrameStory>

export default meta
type Story = StoryObj<typeof meta>

/** The frame of a signed-in customer: header with group, language and account menus, top and side menus, footer. */
export const WithMenus: Story = {}

/** The side menu collapsed, as `users/top_side_menu` may have kept it. */
export const SideMenuCollapsed: Story = { args: { sideOpen: false } }

/** A page open to visitors (Group Account Access): no menus, a sign-in link. */
export const SignedOut: Story = { args: { path: '/freight/pages/UID_MAA_UPDATE', signedIn: false } }
