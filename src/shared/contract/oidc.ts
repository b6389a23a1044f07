import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { message } from '../validation'
import { looseText, text } from './fields'
import { endpoint } from './types'

/** The sibling system asking: a plain name (letters, digits, `.`, `_`, `:`, `-`), echoed in a header. */
const source = v.pipe(text(60), v.regex(/^[\w.:-]+$/, message(msg`Unknown system name`)))

export const authorizedSchema = v.object({ authorized: v.boolean() })

/**
 * Document 1 section 7, "Single sign-on (oidc)"; every call is silent. Answers carry the
 * Secondary-Auth-Status header (`{ source, authorized, expires }` as JSON).
 */
export const oidc = {
  status: endpoint({
    method: 'GET',
    path: 'oidc/status',
    access: 'auth',
    silent: true,
    passive: true,
    query: v.object({ source }),
    response: authorizedSchema,
    implemented: true,
  }),
  /** Force-authorization is permanently disabled (document 2 section 6): always 403. */
  forceAuth: endpoint({
    method: 'POST',
    path: 'oidc/force_auth',
    access: 'auth',
    silent: true,
    query: v.object({ source: v.optional(looseText(60)) }),
    implemented: true,
  }),
  anonStatus: endpoint({
    method: 'GET',
    path: 'oidc/anon_status',
    access: 'public',
    silent: true,
    query: v.object({ source, seuid: text(64), sesess: text(128), username: text(100), company: text(40) }),
    response: authorizedSchema,
    implemented: true,
  }),
  /** A temporary anonymous session for signing on before signing in: SEUID is its id, SESESS its secret. */
  tempSession: endpoint({
    method: 'GET',
    path: 'oidc/temp_session',
    access: 'public',
    silent: true,
    query: v.object({ username: text(100), company: text(40) }),
    response: v.object({ SEUID: v.string(), SESESS: v.string(), expires: v.string() }),
    implemented: true,
  }),
} as const
