export { AlertDialog, type AlertDialogProps } from './AlertDialog'
export { useConfirm, type ConfirmOptions } from './useConfirm'
