import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ErrorDialogEntry } from './errorDialogs'
import { type ApiError, serverMessage } from './errors'

/** The dialog's heading: the status and its text. */
export function statusTitle(error: Pick<ApiError, 'status' | 'statusText'>, i18n: I18n): string {
  if (error.status === 0) return i18n._(msg`The server could not be reached`)
  const status = error.status
  return error.statusText ? `${status} ${error.statusText}` : i18n._(msg`Error ${status}`)
}

/** The heading and the message of an error dialog, as text. */
export function errorDialogText(entry: ErrorDialogEntry, i18n: I18n): { title: string; message: string | undefined } {
  if (entry.kind === 'accessLimit') return { title: i18n._(msg`Daily access limit reached`), message: entry.message }
  const { error } = entry
  const message =
    error.status === 401
      ? i18n._(msg`Authorization error! Please make sure you are authorized to access or relog then try again.`)
      : (serverMessage(error.data) ?? i18n._(msg`The request could not be completed.`))
  return { title: statusTitle(error, i18n), message }
}
