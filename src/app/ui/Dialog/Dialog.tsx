import { useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type DialogTriggerProps as AriaDialogTriggerProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { IconButton } from '../IconButton'

export type DialogSize = 'sm' | 'md' | 'lg' | 'full'

type WithClose = (opts: { close: () => void }) => ReactNode

export interface DialogProps {
  /** The heading that names the dialog. */
  title: string
  /** Width from `size.dialog`: sm (300 px, the push report dialog's minimum), md or lg; full takes the viewport (previews). */
  size?: DialogSize
  /** The dialog's body; a function receives `close`. */
  children: ReactNode | WithClose
  /** Buttons of the bottom bar; a `Button` with `slot="close"` closes the dialog. */
  actions?: ReactNode
  /** Open state, when controlled; inside a `DialogTrigger` the trigger controls it. */
  isOpen?: boolean
  /** Initial open state, for screenshots of an open dialog. */
  defaultOpen?: boolean
  /** Called when the dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void
  /** Close when the user clicks outside; Escape always closes unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean
  /** Keep Escape from closing, e.g. while a save is running. */
  isKeyboardDismissDisabled?: boolean
  /** Leave out the close button in the header. */
  hideCloseButton?: boolean
  /** alertdialog for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog'
}

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface.backdrop};

  &[data-entering] {
    animation: dialog-fade ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  }
  @keyframes dialog-fade {
    from {
      opacity: 0;
    }
  }
`

const Panel = styled(Modal)`
  display: flex;
  width: 100%;
  max-height: 100%;
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  outline: none;

  &[data-size='sm'] {
    /* The dialog inside the border is the full small width (300px: the push report dialog's minimum). */
    max-width: calc(${({ theme }) => theme.size.dialog.sm} + 2 * ${({ theme }) => theme.border.width.thin});
  }
  &[data-size='md'] {
    max-width: ${({ theme }) => theme.size.dialog.md};
  }
  &[data-size='lg'] {
    max-width: ${({ theme }) => theme.size.dialog.lg};
  }
  &[data-size='full'] {
    max-width: none;
    height: 100%;
  }
`

const Content = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-height: 0;
  outline: none;
`

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xl};

  h2 {
    flex: 1;
    margin: 0;
    padding-top: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  &[data-close='false'] {
    padding-right: ${({ theme }) => theme.space.xl};
  }
`

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`

/** A modal dialog with a heading and close button; Escape closes it and focus returns to what opened it. */
export function Dialog({
  title,
  size = 'md',
  children,
  actions,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled,
  hideCloseButton = false,
  role = 'dialog',
}: DialogProps) {
  const { t } = useLingui()
  return (
    <Overlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <Panel data-size={size}>
        <Content role={role}>
          {({ close }) => (
            <>
              <Head data-close={!hideCloseButton}>
                <Heading slot="title">{title}</Heading>
                {!hideCloseButton && <IconButton slot="close" label={t`Close`} icon={<X />} />}
              </Head>
              <Body>{typeof children === 'function' ? children({ close }) : children}</Body>
              {actions != null && <Actions>{actions}</Actions>}
            </>
          )}
        </Content>
      </Panel>
    </Overlay>
  )
}

export type DialogTriggerProps = AriaDialogTriggerProps

/** Pairs a pressable trigger (first child) with a `Dialog` (second child). */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />
}
