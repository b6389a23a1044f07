import type { ErrorContact } from './messages'
import type { ApiError } from './errors'

/** What the interceptor asks the interface to show; the app's own is `createUiPresenter` in the shell. */
export interface ErrorPresenter {
  /** Centred toast 'Not found'. */
  notFound(): void
  /** Centred toast with the skin's contact wording. */
  serverError(contact: ErrorContact): void
  /** 'Daily access limit reached' with the server's message, links clickable, no details. */
  accessLimit(message: string | undefined): void
  /** The dialog with the status text, View Details and dismiss. */
  errorDialog(error: ApiError): void
}

/** Shows nothing: the client's default until the app installs the real presenter. */
export const silentPresenter: ErrorPresenter = {
  notFound: () => {},
  serverError: () => {},
  accessLimit: () => {},
  errorDialog: () => {},
}
