import type { MessageDescriptor } from '@lingui/core'
import type { Locale, MessageValues } from '@shared/i18n'
import type { Context } from 'hono'
import type { Identity } from '../auth/identity'
import type { Clock, ServerConfig } from '../config'
import type { Db } from '../db/client'
import type { Storage } from '../storage'
import { loginRequired } from './errors'
import type { MailTransport } from './smtp'

/** What the server is built from: the database, the clock, the configuration, files and mail. */
export interface Deps {
  db: Db
  clock: Clock
  config: ServerConfig
  /** Attachment bytes. */
  storage: Storage
  /** Outgoing mail; null when no SMTP relay is configured (messages are only recorded). */
  mailer: MailTransport | null
}

/** What a handler sees of one request. */
export interface RequestContext extends Deps {
  c: Context
  /** The request's time, from the injected clock. */
  now: Date
  locale: Locale
  ip: string
  userAgent: string | null
  identity: Identity | null
  /** The token that signed the request in, when there is one. */
  token: string | null
  /** The cmid header: the menu id of the page making the call. */
  cmid: string | null
  t(descriptor: MessageDescriptor, values?: MessageValues): string
}

/** A signed-in request. */
export interface AuthedContext extends RequestContext {
  identity: Identity
  token: string
}

/** Narrows a context to a signed-in one; endpoints not public are signed in by the dispatcher. */
export function authed(ctx: RequestContext): AuthedContext {
  if (!ctx.identity || !ctx.token) throw loginRequired()
  return ctx as AuthedContext
}
