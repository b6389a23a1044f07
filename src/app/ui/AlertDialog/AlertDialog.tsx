import { useLingui } from '@lingui/react/macro'
import { TriangleAlert } from 'lucide-react'
import { useContext, useRef, useState, type ReactNode } from 'react'
import { OverlayTriggerStateContext } from 'react-aria-components'
import styled from 'styled-components'
import { Button } from '../Button'
import { Dialog } from '../Dialog'

export interface AlertDialogProps {
  /** The heading that names the dialog. */
  title: string
  /** The question or warning, such as 'Do you want to remove the attachment?'. */
  children: ReactNode
  /** danger for destructive confirmations: red confirm button and a warning icon. */
  variant?: 'default' | 'danger'
  /** The confirm button's text; 'OK' by default. */
  confirmLabel?: string
  /** The cancel button's text; 'Cancel' by default. */
  cancelLabel?: string
  /** Called on confirm; a returned promise keeps the dialog open and the button pending until it settles. */
  onConfirm: () => void | Promise<unknown>
  /** Called when the user cancels with the button or Escape. */
  onCancel?: () => void
  /** Open state, when controlled; inside a `DialogTrigger` the trigger controls it. */
  isOpen?: boolean
  /** Initial open state, for screenshots of an open dialog. */
  defaultOpen?: boolean
  /** Called when the dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void
}

const Message = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;

  > svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.lg};
    height: ${({ theme }) => theme.size.icon.lg};
    color: ${({ theme }) => theme.color.text.danger};
  }
  p {
    margin: 0;
  }
`

interface AlertActionsProps {
  variant: 'default' | 'danger'
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void | Promise<unknown>
  onCancel?: () => void
  isPending: boolean
  setPending: (pending: boolean) => void
  markAnswered: () => void
}

function AlertActions({
  variant,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isPending,
  setPending,
  markAnswered,
}: AlertActionsProps) {
  const state = useContext(OverlayTriggerStateContext)
  const close = () => {
    markAnswered()
    state?.close()
  }
  return (
    <>
      {/* The least destructive answer takes focus first. */}
      <Button
        variant="secondary"
        autoFocus
        isDisabled={isPending}
        onPress={() => {
          onCancel?.()
          close()
        }}
      >
        {cancelLabel}
      </Button>
      <Button
        variant={variant === 'danger' ? 'danger' : 'primary'}
        isPending={isPending}
        onPress={async () => {
          const result = onConfirm()
          if (result instanceof Promise) {
            setPending(true)
            try {
              await result
            } catch {
              // A failed action keeps the dialog open; the caller reports the error.
              return
            } finally {
              setPending(false)
            }
          }
          close()
        }}
      >
        {confirmLabel}
      </Button>
    </>
  )
}

/** A confirmation: an alertdialog with Cancel (focused first) and a confirm button. */
export function AlertDialog({
  title,
  children,
  variant = 'default',
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isOpen,
  defaultOpen,
  onOpenChange,
}: AlertDialogProps) {
  const { t } = useLingui()
  const [isPending, setPending] = useState(false)
  // Set by the buttons so the close that follows is not mistaken for an Escape.
  const answered = useRef(false)
  // Inside a DialogTrigger the trigger holds the state; the overlay is still driven from here so
  // that every way of closing passes through `handleOpenChange`.
  const trigger = useContext(OverlayTriggerStateContext)
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false)
  const open = isOpen ?? trigger?.isOpen ?? ownOpen
  const handleOpenChange = (next: boolean) => {
    if (!next && !answered.current) onCancel?.()
    answered.current = false
    if (isOpen === undefined) {
      if (trigger) trigger.setOpen(next)
      else setOwnOpen(next)
    }
    onOpenChange?.(next)
  }
  return (
    <Dialog
      role="alertdialog"
      size="sm"
      title={title}
      isOpen={open}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      hideCloseButton
      onOpenChange={handleOpenChange}
      actions={
        <AlertActions
          variant={variant}
          confirmLabel={confirmLabel ?? t`OK`}
          cancelLabel={cancelLabel ?? t`Cancel`}
          onConfirm={onConfirm}
          onCancel={onCancel}
          isPending={isPending}
          setPending={setPending}
          markAnswered={() => {
            answered.current = true
          }}
        />
      }
    >
      <Message>
        {variant === 'danger' && <TriangleAlert aria-hidden="true" />}
        <div>{typeof children === 'string' ? <p>{children}</p> : children}</div>
      </Message>
    </Dialog>
  )
}
