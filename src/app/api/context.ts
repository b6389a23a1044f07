import type { Locale } from '@shared/i18n'
import type { ErrorContact } from './messages'
import { skinConfig } from '@app/theme/skins'

/** Where the client reads the per-call headers from; the session store provides the real one. */
export interface RequestContext {
  /** The session token, sent as `Authorization: Token <token>`. */
  token(): string | undefined
  /** The current menu id; UNKNOWN is sent when there is none. */
  cmid(): string | undefined
  /** The current group, sent only when set. */
  group(): string | undefined
  locale(): Locale
  /** The secondary sign-on status header value to send, when the session holds one. */
  secondaryAuth(): string | undefined
  /** Called with the header value whenever a response carries it. */
  receiveSecondaryAuth(value: string): void
  /** The skin's contact wording for the server-error toast. */
  errorContact(): ErrorContact
}

/** Signed out, English, the default skin. */
export const anonymousContext: RequestContext = {
  token: () => undefined,
  cmid: () => undefined,
  group: () => undefined,
  locale: () => 'en',
  secondaryAuth: () => undefined,
  receiveSecondaryAuth: () => {},
  errorContact: () => skinConfig('transport').errorContact,
}

/** Header names of document 1 section 7. */
export const HEADERS = {
  cmid: 'cmid',
  group: 'group',
  acceptLanguage: 'Accept-Language',
  sendTime: 'Request-Send-Time',
  authorization: 'Authorization',
  secondaryAuth: 'Secondary-Auth-Status',
} as const
