import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { defaultCompany } from '../companies'
import { toLocale } from '../i18n/locale'
import { maxLength, message } from '../validation'
import { looseText, secret, text } from './fields'
import { flag, groupSchema, masterConfigSchema, profileSchema, refreshResponse, sessionResponse } from './schemas'
import { endpoint } from './types'

/** A language as a form or the header sends it: English or French, with or without a region. */
export const lang = v.pipe(
  v.string(),
  v.check((value) => /^(en|fr)([-_][a-z]{2})?$/i.test(value.trim()), message(msg`Choose English or French`)),
  v.transform((value) => toLocale(value)),
)

const menuState = v.object({ top_menu: flag, side_menu: flag })

/**
 * The company signed in to. The sign-in form's field names are not shown (document 1 section 7): absent
 * or blank means the first (default) transport company (section 9).
 */
const loginCompany = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((value) => value?.trim() || defaultCompany),
  maxLength<string>(50),
)

/**
 * Document 1 section 7, "Users": the calls every page's session makes (signing in and out, refreshing,
 * the language, the menu group and state, the master configuration). They are `users` calls like the
 * rest (see users.ts), kept apart so that the account and user-admin forms' rules load only with those
 * forms, not with every page.
 */
export const userSession = {
  login: endpoint({
    method: 'POST',
    path: 'users/login',
    access: 'public',
    silent: true,
    impersonation: true,
    body: v.object({ username: text(100), password: secret(200), company: loginCompany }),
    response: sessionResponse,
    implemented: true,
  }),
  logout: endpoint({
    method: 'POST',
    path: 'users/logout',
    access: 'public',
    silent: true,
    impersonation: true,
    implemented: true,
  }),
  mt1login: endpoint({
    method: 'POST',
    path: 'users/mt1login',
    access: 'public',
    silent: true,
    impersonation: true,
    body: v.object({ session: text(200) }),
    response: sessionResponse,
    implemented: true,
  }),
  refresh: endpoint({
    method: 'GET',
    path: 'users/refresh',
    access: 'auth',
    silent: true,
    pending: true,
    query: v.object({ company: v.optional(looseText(40)) }),
    response: refreshResponse,
    implemented: true,
  }),
  refreshPost: endpoint({
    method: 'POST',
    path: 'users/refresh',
    access: 'auth',
    silent: true,
    pending: true,
    impersonation: true,
    body: v.optional(v.object({ company: v.optional(looseText(40)), username: v.optional(looseText(50)) }), {}),
    response: refreshResponse,
    implemented: true,
  }),
  switchLang: endpoint({
    method: 'POST',
    path: 'users/switchlang',
    access: 'auth',
    silent: true,
    pending: true,
    body: v.object({ lang }),
    response: v.object({ status: v.literal(0), profile: profileSchema }),
    implemented: true,
  }),
  resetToken: endpoint({
    method: 'PUT',
    path: 'users/resettoken',
    access: 'auth',
    silent: true,
    pending: true,
    impersonation: true,
    // No token when the call came with the HttpOnly cookie only: the new token goes to the cookie.
    response: v.object({ token: v.optional(v.string()), expires_at: v.string(), idle_expires_at: v.string() }),
    implemented: true,
  }),
  topSideMenu: endpoint({
    method: 'GET',
    path: 'users/top_side_menu',
    access: 'auth',
    response: v.object({ top_menu: v.boolean(), side_menu: v.boolean() }),
    implemented: true,
  }),
  topSideMenuSave: endpoint({
    method: 'PUT',
    path: 'users/top_side_menu',
    access: 'auth',
    silent: true,
    body: menuState,
    response: v.object({ top_menu: v.boolean(), side_menu: v.boolean() }),
    implemented: true,
  }),
  menuGroup: endpoint({
    method: 'PUT',
    path: 'users/menu_group',
    access: 'auth',
    silent: true,
    impersonation: true,
    body: v.object({ group: text(50) }),
    response: v.object({ status: v.literal(0), profile: profileSchema, group: groupSchema }),
    implemented: true,
  }),
  masterconfig: endpoint({
    method: 'GET',
    path: 'users/masterconfig',
    access: 'public',
    silent: true,
    response: masterConfigSchema,
    implemented: true,
  }),} as const
