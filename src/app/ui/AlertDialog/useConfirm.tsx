import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { AlertDialog } from './AlertDialog'

export interface ConfirmOptions {
  /** The dialog's heading. */
  title: string
  /** The question, such as 'Do you want to export 120 rows to CSV?'. */
  message: ReactNode
  /** danger for destructive confirmations. */
  variant?: 'default' | 'danger'
  /** The confirm button's text. */
  confirmLabel?: string
  /** The cancel button's text. */
  cancelLabel?: string
}

/**
 * Promise-style confirmation: `await confirm({...})` resolves true on confirm, false on cancel or
 * Escape. Render `confirmDialog` once in the component.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; confirmDialog: ReactNode } {
  const [question, setQuestion] = useState<ConfirmOptions | null>(null)
  const resolver = useRef<((confirmed: boolean) => void) | null>(null)

  const settle = useCallback((confirmed: boolean) => {
    resolver.current?.(confirmed)
    resolver.current = null
    setQuestion(null)
  }, [])

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        // A new question replaces one still open, which counts as cancelled.
        resolver.current?.(false)
        resolver.current = resolve
        setQuestion(options)
      }),
    [],
  )

  // A component that goes away mid-question answers it with a cancel.
  useEffect(() => () => resolver.current?.(false), [])

  const confirmDialog = (
    <AlertDialog
      isOpen={question != null}
      title={question?.title ?? ''}
      variant={question?.variant}
      confirmLabel={question?.confirmLabel}
      cancelLabel={question?.cancelLabel}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    >
      {question?.message}
    </AlertDialog>
  )
  return { confirm, confirmDialog }
}
