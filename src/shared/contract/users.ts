import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { USER_ADMIN } from '../auth/access'
import { MT_TYPES } from '../auth/roles'
import {
  activationCode,
  isUsernamePassword,
  maxLength,
  message,
  password,
  passwordMessages,
  phone,
  securityAnswers,
} from '../validation'
import { emailField, optionalText, text } from './fields'
import { flag, langSchema, listQuery, listResponse, okResponse, profileSchema, sessionResponse } from './schemas'
import { lang, userSession } from './session'
import { endpoint, planned } from './types'

/** A password field of the profile form: the rules apply in the handler; the length is capped here. */
const passwordText = v.pipe(v.string(), maxLength(200))

/** Letters, digits and . _ - @, 3 to 50 characters. */
const username = v.pipe(
  text(50),
  v.regex(
    /^[\p{L}\p{N}._@-]{3,}$/u,
    message(msg`User ID must be 3 to 50 letters, digits or . _ - @ and must not contain invalid characters`),
  ),
)

export const userRowSchema = v.object({
  username: v.string(),
  fname: v.string(),
  lname: v.string(),
  email: v.nullable(v.string()),
  type: v.string(),
  cust: v.nullable(v.string()),
  status: v.string(),
  locked: v.picklist(['Y', 'N']),
  lang: v.string(),
  last_login_at: v.nullable(v.string()),
})

export const userInfoSchema = v.object({
  username: v.string(),
  fname: v.string(),
  mname: v.nullable(v.string()),
  lname: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  lang: langSchema,
  default_account: v.nullable(v.string()),
  /** The questions only: answers are stored hashed and never sent back. */
  questions: v.array(v.string()),
})

/**
 * An optional phone number (document 2 section 5.6: 10 digits, numeric), typed bare or through the mask
 * '### ### - ####'; kept as its digits.
 */
const phoneNumber = v.pipe(
  optionalText(20),
  phone(),
  v.transform((value) => value?.replace(/\D/g, '')),
)

/** A field a save may leave out; sent, it must not be blank ('Field is required'). */
const textIfSent = (max: number) => v.optional(text(max))

/** Document 1 section 7, "Users": the session's calls (session.ts) and the account and user-admin calls. */
export const users = {
  ...userSession,
  switchAccount: endpoint({
    method: 'POST',
    path: 'users/switchaccount',
    access: 'auth',
    body: v.object({ uid: text(100) }),
    response: v.object({
      ...sessionResponse.entries,
      uid: v.string(),
      comp: v.string(),
      cust: v.nullable(v.string()),
    }),
    implemented: true,
  }),
  create: endpoint({
    method: 'POST',
    path: 'users/create',
    access: USER_ADMIN,
    body: v.pipe(
      v.object({
        username,
        fname: text(50),
        lname: text(50),
        email: emailField(),
        password: password(),
        type: v.optional(v.picklist(MT_TYPES.filter((type) => type !== 'ANON')), 'CUSTOMER'),
        cust: optionalText(20),
        lang: v.optional(lang, 'en'),
        group: optionalText(50),
        must_reset: v.optional(flag, false),
        limited: v.optional(flag, false),
      }),
      v.forward(
        v.partialCheck(
          [['username'], ['password']],
          (input) => !isUsernamePassword(input.password, input.username),
          message(passwordMessages.notUsername),
        ),
        ['password'],
      ),
    ),
    response: v.object({ status: v.literal(0), uid: v.string(), message: v.string() }),
    implemented: true,
  }),
  activate: endpoint({
    method: 'POST',
    path: 'users/activate',
    access: 'auth',
    pending: true,
    body: v.object({ code: v.pipe(text(6), activationCode()) }),
    response: v.object({ status: v.literal(0), profile: profileSchema, message: v.string() }),
    implemented: true,
  }),
  sendActivationCode: endpoint({
    method: 'POST',
    path: 'users/send_activation_code',
    access: 'auth',
    pending: true,
    response: okResponse,
    implemented: true,
  }),
  sendTestEmail: planned('POST', 'users/send_test_email', USER_ADMIN),
  search: endpoint({
    method: 'GET',
    path: 'users/search',
    access: USER_ADMIN,
    query: listQuery,
    response: listResponse(userRowSchema),
    implemented: true,
  }),
  userSessionLogIn: planned('POST', 'users/user_session_log_in', 'auth'),
  switchUser: endpoint({
    method: 'POST',
    path: 'users/switchuser',
    access: { capability: 'audit' },
    body: v.object({ username: text(100) }),
    response: sessionResponse,
    implemented: true,
  }),
  switchTable: endpoint({
    method: 'GET',
    path: 'users/switch_table',
    access: { capability: 'audit' },
    query: listQuery,
    response: listResponse(userRowSchema),
    implemented: true,
  }),
  lockUnlockUser: endpoint({
    method: 'POST',
    path: 'users/lock_unlock_user',
    access: USER_ADMIN,
    body: v.object({ username: text(100), lock: flag }),
    response: v.object({ status: v.literal(0), message: v.string(), locked: v.boolean() }),
    implemented: true,
  }),
  getUserInfo: endpoint({
    method: 'GET',
    path: 'users/get_userinfor',
    access: 'auth',
    pending: true,
    response: userInfoSchema,
    implemented: true,
  }),
  saveUserInfo: endpoint({
    method: 'PUT',
    path: 'users/save_userinfor',
    access: 'auth',
    silent: true,
    pending: true,
    body: v.object({
      fname: text(50),
      mname: optionalText(50),
      lname: text(50),
      email: emailField(),
      phone: phoneNumber,
      lang: v.optional(lang),
      security: v.optional(securityAnswers()),
    }),
    response: v.object({ status: v.literal(0), profile: profileSchema }),
    implemented: true,
  }),
  save: endpoint({
    method: 'PUT',
    path: 'users',
    access: 'auth',
    silent: true,
    pending: true,
    body: v.object({
      MT_FNAME: textIfSent(50),
      MT_LNAME: textIfSent(50),
      MT_EMAIL: v.optional(emailField()),
      MT_LANG: v.optional(lang),
      MT_THEME: v.optional(v.picklist(['light', 'dark'])),
      current_password: v.optional(passwordText),
      password: v.optional(passwordText),
      password2: v.optional(passwordText),
    }),
    response: v.object({ status: v.literal(0), profile: profileSchema }),
    implemented: true,
  }),
  sendRegistrationEmail: planned('POST', 'users/send_registration_email', USER_ADMIN),
} as const
