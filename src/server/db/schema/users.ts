import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, instant, updatedAt } from './columns'
import { companies } from './companies'
import { menuGroups } from './menus'

// Accounts, their groups and sessions, and the records kept about their use.

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** MT_UID */
    username: text('username').notNull(),
    mtType: text('mt_type').notNull(),
    mtStyle: text('mt_style'),
    email: text('email'),
    /** MT_CUST: the customer account. */
    cust: text('cust'),
    fname: text('fname').notNull(),
    mname: text('mname'),
    lname: text('lname').notNull(),
    phone: text('phone'),
    /** MT_DACT: the default account. */
    defaultAccount: text('default_account'),
    lang: text('lang').notNull().default('en'),
    status: text('status').notNull().default('Active'),
    theme: text('theme').notNull().default('light'),
    roles: text('qpm_role')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: instant('password_changed_at'),
    locked: boolean('locked').notNull().default(false),
    /** MT_RESU: the next sign-in answers status 4 until the password is renewed. */
    mustReset: boolean('must_reset').notNull().default(false),
    /** A limited customer account (5 quotes per 24 hours). */
    limited: boolean('limited').notNull().default(false),
    /** [{ question, answerHash }]: answers are argon2 hashes of the normalised answer. */
    securityAnswers: jsonb('security_answers')
      .$type<{ question: string; answerHash: string }[]>()
      .notNull()
      .default([]),
    activationCodeHash: text('activation_code_hash'),
    activationExpiresAt: instant('activation_expires_at'),
    activationAttempts: integer('activation_attempts').notNull().default(0),
    failedLogins: integer('failed_logins').notNull().default(0),
    lastLoginAt: instant('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_company_username').on(t.companyId, sql`lower(${t.username})`),
    index('users_username_trgm').using('gin', t.username.op('gin_trgm_ops')),
    index('users_fname_trgm').using('gin', t.fname.op('gin_trgm_ops')),
    index('users_lname_trgm').using('gin', t.lname.op('gin_trgm_ops')),
    index('users_email_trgm').using('gin', t.email.op('gin_trgm_ops')),
    index('users_company_lname').on(t.companyId, t.lname, t.id),
  ],
)

export const userGroups = pgTable(
  'user_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The French name; the English one serves when null. */
    nameFr: text('name_fr'),
    /** The group's skin style. */
    style: text('style').notNull(),
    menuGroupId: integer('menu_group_id').references(() => menuGroups.id),
    /** Menu id of the page the group lands on; the home page when null. */
    landingCmid: text('landing_cmid'),
  },
  (t) => [uniqueIndex('user_groups_company_code').on(t.companyId, t.code)],
)

export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
)

/** Group account access: accounts a user may switch to. */
export const accountLinks = pgTable(
  'account_links',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkedUserId: integer('linked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.linkedUserId] })],
)

export const menuState = pgTable('menu_state', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  topMenu: boolean('top_menu').notNull().default(true),
  sideMenu: boolean('side_menu').notNull().default(true),
  updatedAt: updatedAt(),
})

export const sessions = pgTable(
  'sessions',
  {
    /** MT_SESSIONID: public id of the session, never a credential. */
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    groupId: integer('group_id').references(() => userGroups.id, { onDelete: 'set null' }),
    /** The audit user who switched into this account, if any. */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The session this one was opened from (a session-id sign-in, an account or audit switch): it shares
     * that session's absolute expiry and ends with it.
     */
    parentId: uuid('parent_id').references((): AnyPgColumn => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    idleExpiresAt: instant('idle_expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user').on(t.userId), index('sessions_parent').on(t.parentId)],
)

/** Failed sign-ins per account or address within a window. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: instant('window_started_at').notNull(),
  blockedUntil: instant('blocked_until'),
})

export const dailyAccess = pgTable(
  'daily_access',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)

/** Security events: sign-ins, failures, locks, switches, password changes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id),
    username: text('username'),
    ip: text('ip'),
    at: instant('at').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at').on(t.at), index('audit_log_user').on(t.userId, t.at)],
)
