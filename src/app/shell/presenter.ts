import { toast, type Toaster } from '@app/ui/Toast'
import { type ErrorDialogQueue, errorDialogs } from '@app/api/errorDialogs'
import { serverErrorMessage } from '@app/api/messages'
import type { ErrorPresenter } from '@app/api/presenter-types'

/**
 * The interface behind the error catalogue: centred toasts for 404 and 500, the error dialog for
 * the rest and for the daily access limit. Mount `ToastRegion` and `ErrorDialogHost` once.
 */
export function createUiPresenter({
  toaster = toast,
  dialogs = errorDialogs,
}: { toaster?: Pick<Toaster, 'notFound' | 'serverError'>; dialogs?: Pick<ErrorDialogQueue, 'push'> } = {}): ErrorPresenter {
  return {
    notFound: () => void toaster.notFound(),
    serverError: (contact) => void toaster.serverError(serverErrorMessage(contact)),
    accessLimit: (message) => dialogs.push({ kind: 'accessLimit', message }),
    errorDialog: (error) => dialogs.push({ kind: 'error', error }),
  }
}
