import { useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import type { MouseEvent, ReactNode } from 'react'
import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components'
import styled from 'styled-components'
import { type FrameState, InDrawerProvider } from './FrameContext'
import { ToolButton } from './SideMenuList'

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  background: ${({ theme }) => theme.color.surface.backdrop};
`

const Drawer = styled(Modal)`
  height: 100%;
  width: min(${({ theme }) => theme.size.sideMenu} * 1.25, 85vw);
  outline: none;
  background: ${({ theme }) => theme.color.surface.default};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &[data-entering] {
    animation: drawer-in ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  }
  @keyframes drawer-in {
    from {
      transform: translateX(-100%);
    }
  }
`

const DrawerDialog = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow-y: auto;
  outline: none;
`

const Tools = styled.div`
  position: sticky;
  top: 0;
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.color.surface.default};
`

export interface MenuDrawerProps {
  frame: FrameState
  /** The menus, which draw as lists inside. */
  children: ReactNode
}

/**
 * The menus on small screens: a modal drawer from the start edge holding the main menu and the side
 * menu, opened by the header's menu button and closed by Escape, its close button, a press outside or a
 * followed link; focus goes into it on opening and back to the menu button on closing.
 */
export default function MenuDrawer({ frame, children }: MenuDrawerProps) {
  const { t } = useLingui()
  // Following a link closes the drawer. Read on the way down: the links' press handling stops the click there.
  const onClickCapture = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) frame.setDrawerOpen(false)
  }
  return (
    <Overlay isDismissable isOpen={frame.isDrawerOpen} onOpenChange={frame.setDrawerOpen}>
      <Drawer>
        <DrawerDialog aria-label={t`Menu`}>
          <Tools>
            <ToolButton aria-label={t`Close menu`} onPress={() => frame.setDrawerOpen(false)}>
              <X aria-hidden="true" />
            </ToolButton>
          </Tools>
          {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- catches link activation, which also fires click from the keyboard */}
          <div onClickCapture={onClickCapture}>
            <InDrawerProvider value={true}>{children}</InDrawerProvider>
          </div>
        </DrawerDialog>
      </Drawer>
    </Overlay>
  )
}
