import { timingSafeEqual } from 'node:crypto'
import { fieldMessages, newPasswordSchema, normaliseAnswer } from '@shared/validation'
import { ACTIVE_STATUS } from '@shared/auth'
import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { buildProfile, identityUserColumns, loadSecrets } from '../../auth/identity'
import { revokeUserSessions, setSessionGroup } from '../../auth/sessions'
import { hashPassword, verifyPassword } from '../../crypto/passwords'
import { newActivationCode, sha256 } from '../../crypto/tokens'
import { menuState, users } from '../../db/schema'
import { fieldErrors } from '../../http/validate'
import { translateTo } from '../../i18n'
import { audit } from '../../lib/audit'
import { authed, type AuthedContext } from '../../lib/context'
import { fail, invalidFields } from '../../lib/errors'
import { maskEmail, queueMail } from '../../lib/mailer'
import { loadAppConfig, loadGroups } from '../../lib/menus'
import { authMessages } from '../../messages'

type UserUpdate = Partial<typeof users.$inferInsert>

/** Writes changes to the caller's row and answers with the refreshed profile. */
async function updateMe(ctx: AuthedContext, changes: UserUpdate) {
  const [user] = await ctx.db
    .update(users)
    .set({ ...changes, updatedAt: ctx.now })
    .where(eq(users.id, ctx.identity.user.id))
    // The identity's columns only: hashes and codes stay in the database.
    .returning(identityUserColumns)
  if (user) ctx.identity.user = user
  return buildProfile(ctx.identity)
}

/**
 * Until the account is active its e-mail address stays the one it was given: the activation code goes
 * there, so the code proves the address rather than one the signed-in person picks.
 */
function changesEmailBeforeActive(me: AuthedContext, email: string | undefined): boolean {
  const { status, email: current } = me.identity.user
  return status !== ACTIVE_STATUS && !!email && email.trim().toLowerCase() !== (current ?? '').trim().toLowerCase()
}

/** The minutes until a locked activation takes codes again (the last code's end). */
function lockedMinutes(expiresAt: Date | null, now: Date): number {
  return Math.max(1, Math.ceil(((expiresAt?.getTime() ?? now.getTime()) - now.getTime()) / 60_000))
}

function sameCode(code: string, hash: string): boolean {
  const a = Buffer.from(sha256(code), 'hex')
  const b = Buffer.from(hash, 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}

import type { RequestContext } from '../../lib/context'
import type { UsersInput } from './service'

// The signed-in user's own profile, preferences and activation.

/** Changes the caller's language (POST users/switchlang). */
export async function switchLanguage(ctx: RequestContext, body: UsersInput<'switchLang'>['body']) {
  const me = authed(ctx)
  return { status: 0 as const, profile: await updateMe(me, { lang: body.lang }) }
}

/** Makes one of the caller's groups the session's current group (PUT users/menu_group). */
export async function chooseGroup(ctx: RequestContext, body: UsersInput<'menuGroup'>['body']) {
  const me = authed(ctx)
  const membership = me.identity.memberships.find((m) => m.group.code === body.group)
  if (!membership) fail(403, authMessages.groupUnknown, { code: 'NOT_A_MEMBER' })
  await setSessionGroup(ctx.db, me.identity.session.id, membership.group.id)
  me.identity.current = membership
  const profile = buildProfile(me.identity)
  const appConfig = await loadAppConfig(ctx.db, me.identity.company.id)
  const [group] = await loadGroups(ctx.db, [membership], me.identity.company.code, ctx.locale, { profile, appConfig })
  return { status: 0 as const, profile, group: group! }
}

/** Whether the caller's top and side menus are shown (GET users/top_side_menu). */
export async function menuVisibility(ctx: RequestContext) {
  const me = authed(ctx)
  const [row] = await ctx.db.select().from(menuState).where(eq(menuState.userId, me.identity.user.id)).limit(1)
  return { top_menu: row?.topMenu ?? true, side_menu: row?.sideMenu ?? true }
}

/** Keeps whether the caller's top and side menus are shown (PUT users/top_side_menu). */
export async function saveMenuVisibility(ctx: RequestContext, body: UsersInput<'topSideMenuSave'>['body']) {
  const me = authed(ctx)
  const values = { topMenu: body.top_menu, sideMenu: body.side_menu, updatedAt: ctx.now }
  await ctx.db
    .insert(menuState)
    .values({ userId: me.identity.user.id, ...values })
    .onConflictDoUpdate({ target: menuState.userId, set: values })
  return { top_menu: body.top_menu, side_menu: body.side_menu }
}

/** The caller's details and security questions (GET users/get_userinfor). */
export async function userInfo(ctx: RequestContext) {
  const me = authed(ctx)
  const [user] = await ctx.db.select().from(users).where(eq(users.id, me.identity.user.id)).limit(1)
  if (!user) throw new Error('The signed-in account has no row')
  return {
    username: user.username,
    fname: user.fname,
    mname: user.mname,
    lname: user.lname,
    email: user.email,
    phone: user.phone,
    lang: user.lang === 'fr' ? ('fr' as const) : ('en' as const),
    default_account: user.defaultAccount ?? user.cust,
    questions: user.securityAnswers.map((entry) => entry.question),
  }
}

/** Changes the caller's details and security answers (PUT users/save_userinfor). */
export async function saveUserInfo(ctx: RequestContext, body: UsersInput<'saveUserInfo'>['body']) {
  const me = authed(ctx)
  if (changesEmailBeforeActive(me, body.email)) {
    throw invalidFields({ email: ctx.t(authMessages.emailFixedUntilActive) })
  }
  const changes: UserUpdate = {
    fname: body.fname,
    mname: body.mname ?? null,
    lname: body.lname,
    email: body.email,
    phone: body.phone ?? null,
    ...(body.lang ? { lang: body.lang } : {}),
  }
  if (body.security) {
    changes.securityAnswers = await Promise.all(
      body.security.map(async (entry) => ({
        question: entry.question.trim(),
        answerHash: await hashPassword(normaliseAnswer(entry.answer)),
      })),
    )
  }
  const profile = await updateMe(me, changes)
  if (body.security) {
    await audit(ctx.db, { event: 'user.security_answers', at: ctx.now, userId: me.identity.user.id, ip: ctx.ip })
  }
  return { status: 0 as const, profile }
}

/** Changes the caller's profile and, with the current one, the password (PUT users). */
export async function saveProfile(ctx: RequestContext, body: UsersInput<'save'>['body']) {
  const me = authed(ctx)
  const { user } = me.identity
  const changes: UserUpdate = {
    ...(body.MT_FNAME ? { fname: body.MT_FNAME } : {}),
    ...(body.MT_LNAME ? { lname: body.MT_LNAME } : {}),
    ...(body.MT_EMAIL ? { email: body.MT_EMAIL } : {}),
    ...(body.MT_LANG ? { lang: body.MT_LANG } : {}),
    ...(body.MT_THEME ? { theme: body.MT_THEME } : {}),
  }
  if (changesEmailBeforeActive(me, body.MT_EMAIL)) {
    throw invalidFields({ MT_EMAIL: ctx.t(authMessages.emailFixedUntilActive) })
  }
  const changingPassword = !!body.password
  if (!changingPassword && user.mustReset) {
    throw invalidFields({ password: ctx.t(authMessages.passwordRequired) })
  }
  if (changingPassword) {
    const checked = v.safeParse(
      newPasswordSchema,
      { username: user.username, password: body.password, confirmPassword: body.password2 ?? '' },
      { lang: ctx.locale },
    )
    if (!checked.success) {
      const errors = fieldErrors(checked.issues)
      if (errors.confirmPassword) {
        errors.password2 = errors.confirmPassword
        delete errors.confirmPassword
      }
      throw invalidFields(errors)
    }
    if (!body.current_password) {
      throw invalidFields({ current_password: translateTo(ctx.locale, fieldMessages.required) })
    }
    const { passwordHash } = await loadSecrets(ctx.db, user.id)
    if (!(await verifyPassword(passwordHash, body.current_password))) {
      throw invalidFields({ current_password: ctx.t(authMessages.currentPasswordWrong) })
    }
    if (body.password === body.current_password) {
      throw invalidFields({ password: ctx.t(authMessages.samePassword) })
    }
    Object.assign(changes, {
      passwordHash: await hashPassword(body.password as string),
      passwordChangedAt: ctx.now,
      mustReset: false,
    })
  }
  const profile = await updateMe(me, changes)
  if (changingPassword) {
    // Other devices signed in with the old password are signed out.
    await revokeUserSessions(ctx.db, user.id, ctx.now, me.identity.session.id)
    await audit(ctx.db, { event: 'user.password_changed', at: ctx.now, userId: user.id, ip: ctx.ip })
  }
  return { status: 0 as const, profile }
}

/** Sends a new activation code to the account's address (POST users/send_activation_code). */
export async function sendActivationCode(ctx: RequestContext) {
  const me = authed(ctx)
  const { user } = me.identity
  if (user.status === ACTIVE_STATUS) fail(409, authMessages.alreadyActive, { code: 'ALREADY_ACTIVE' })
  if (!user.email) fail(409, authMessages.noEmail, { code: 'NO_EMAIL' })
  const { codeTtlMs, maxAttempts } = ctx.config.activation
  const secrets = await loadSecrets(ctx.db, user.id)
  const current = !!secrets.activationExpiresAt && secrets.activationExpiresAt.getTime() > ctx.now.getTime()
  // Wrong codes count across re-sends: only once the last code has run out does the count start again.
  if (current && secrets.activationAttempts >= maxAttempts) {
    fail(409, authMessages.activationLocked, {
      code: 'ACTIVATION_LOCKED',
      values: { minutes: lockedMinutes(secrets.activationExpiresAt, ctx.now) },
    })
  }
  const code = newActivationCode()
  const minutes = Math.round(codeTtlMs / 60_000)
  await updateMe(me, {
    activationCodeHash: sha256(code),
    activationExpiresAt: new Date(ctx.now.getTime() + codeTtlMs),
    ...(current ? {} : { activationAttempts: 0 }),
  })
  const lang = user.lang === 'fr' ? 'fr' : 'en'
  await queueMail(ctx.db, {
    companyId: me.identity.company.id,
    to: user.email,
    subject: translateTo(lang, authMessages.activationSubject),
    body: translateTo(lang, authMessages.activationBody, { code, minutes }),
  })
  await audit(ctx.db, { event: 'user.activation_code', at: ctx.now, userId: user.id, ip: ctx.ip })
  return { status: 0 as const, message: ctx.t(authMessages.codeSent, { email: maskEmail(user.email) }) }
}

/** Activates the account with its code (POST users/activate). */
export async function activate(ctx: RequestContext, body: UsersInput<'activate'>['body']) {
  const me = authed(ctx)
  const { user } = me.identity
  if (user.status === ACTIVE_STATUS) fail(409, authMessages.alreadyActive, { code: 'ALREADY_ACTIVE' })
  const { maxAttempts } = ctx.config.activation
  // The attempt is counted before the code is compared, so codes sent together are checked one by one.
  const [taken] = await ctx.db
    .update(users)
    .set({ activationAttempts: sql`${users.activationAttempts} + 1` })
    .where(
      and(
        eq(users.id, user.id),
        isNotNull(users.activationCodeHash),
        gt(users.activationExpiresAt, ctx.now),
        lt(users.activationAttempts, maxAttempts),
      ),
    )
    .returning({ hash: users.activationCodeHash })
  if (!taken?.hash) {
    const secrets = await loadSecrets(ctx.db, user.id)
    const current = !!secrets.activationExpiresAt && secrets.activationExpiresAt.getTime() > ctx.now.getTime()
    if (current && secrets.activationCodeHash && secrets.activationAttempts >= maxAttempts) {
      const minutes = lockedMinutes(secrets.activationExpiresAt, ctx.now)
      throw invalidFields({ code: ctx.t(authMessages.activationLocked, { minutes }) })
    }
    throw invalidFields({ code: ctx.t(authMessages.codeExpired) })
  }
  if (!sameCode(body.code, taken.hash)) throw invalidFields({ code: ctx.t(authMessages.codeWrong) })
  const profile = await updateMe(me, {
    status: ACTIVE_STATUS,
    activationCodeHash: null,
    activationExpiresAt: null,
    activationAttempts: 0,
  })
  await audit(ctx.db, { event: 'user.activate', at: ctx.now, userId: user.id, ip: ctx.ip })
  return { status: 0 as const, profile, message: ctx.t(authMessages.activated) }
}
