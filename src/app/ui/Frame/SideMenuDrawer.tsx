import { useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import type { MouseEvent } from 'react'
import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components'
import styled from 'styled-components'
import type { FrameState } from './FrameContext'
import { Aside, SideMenuList, type SideMenuListProps, ToolButton, Tools } from './SideMenuList'

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  background: ${({ theme }) => theme.color.surface.backdrop};
`

const Drawer = styled(Modal)`
  height: 100%;
  width: fit-content;
  outline: none;
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
  height: 100%;
  outline: none;
`

export interface SideMenuDrawerProps extends Omit<SideMenuListProps, 'collapsed'> {
  frame: FrameState
  label: string
  className?: string
}

/** The side menu on small screens: a modal drawer from the start edge, closed by Escape, its button or a link. */
export default function SideMenuDrawer({ frame, label, className, ...list }: SideMenuDrawerProps) {
  const { t } = useLingui()
  // Following a link closes the drawer.
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) frame.setDrawerOpen(false)
  }
  return (
    <Overlay isDismissable isOpen={frame.isDrawerOpen} onOpenChange={frame.setDrawerOpen}>
      <Drawer>
        <DrawerDialog aria-label={label}>
          {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- catches link activation, which also fires click from the keyboard */}
          <Aside as="div" data-drawer="" className={className} onClick={onClick}>
            <nav aria-label={label}>
              <Tools>
                <ToolButton aria-label={t`Close menu`} onPress={() => frame.setDrawerOpen(false)}>
                  <X aria-hidden="true" />
                </ToolButton>
              </Tools>
              <SideMenuList {...list} collapsed={false} />
            </nav>
          </Aside>
        </DrawerDialog>
      </Drawer>
    </Overlay>
  )
}
