import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const createdAt = () => instant('created_at').notNull().defaultNow()
const updatedAt = () => instant('updated_at').notNull().defaultNow()
/** Legacy 'Y' / 'N' flags keep their wire format in the database too. */
const yn = (name: string) => text(name).notNull().default('N')

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  skin: text('skin').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
})

export const appConfig = pgTable('app_config', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  logo: text('logo').notNull(),
  manual: text('manual').notNull(),
  carEnabled: text('car_enabled').notNull().default('false'),
})

/** FRAMEWORK, HTTPCLUSTER and other settings: one row per entry of a key's list. */
export const masterConfig = pgTable(
  'master_config',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    key: text('key').notNull(),
    mcValue: text('mc_value').notNull(),
    mcDescription: text('mc_description'),
    mcV1: text('mc_v1'),
    mcV2: text('mc_v2'),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [index('master_config_category_key').on(t.category, t.key, t.sequence)],
)

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

/** The tree a group's users see: top menus, sections of submenus. */
export const menuGroups = pgTable(
  'menu_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('menu_groups_company_code').on(t.companyId, t.code)],
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

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    menuGroupId: integer('menu_group_id')
      .notNull()
      .references(() => menuGroups.id, { onDelete: 'cascade' }),
    tmmid: text('tmmid').notNull(),
    tmvnam: text('tmvnam').notNull(),
    /** The French TMVNAM, when it differs. */
    tmvnamFr: text('tmvnam_fr'),
    /** 'L' for a link, 'M' for a menu of submenus. */
    tmmtyp: text('tmmtyp').notNull().default('M'),
    tmhook: text('tmhook'),
    cmcid: text('cmcid'),
    doclib: yn('doclib'),
    exdoclib: yn('exdoclib'),
    doclibType: text('doclib_type'),
    /** helpmenu.MHMID: the help page of this menu. */
    mhmid: text('mhmid'),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [index('menus_group').on(t.menuGroupId, t.sequence)],
)

export const submenus = pgTable(
  'submenus',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    tscid: text('tscid').notNull(),
    /** The side-menu section the item is grouped under, ordered by sseq. */
    section: text('section').notNull(),
    /** The section's French name, when it differs. */
    sectionFr: text('section_fr'),
    sseq: integer('sseq').notNull().default(0),
    tssseq: integer('tssseq').notNull().default(0),
    cmcid: text('cmcid'),
    cmtitle: text('cmtitle').notNull(),
    /** The French title; the English one when null. */
    cmtitleFr: text('cmtitle_fr'),
    cmvnam: text('cmvnam'),
    cmanoAnalytics: yn('cmano_analytics'),
    cmhid: yn('cmhid'),
    doclib: yn('doclib'),
    exdoclib: yn('exdoclib'),
    doclibType: text('doclib_type'),
    link: text('link'),
    target: text('target'),
  },
  (t) => [index('submenus_menu').on(t.menuId, t.sseq, t.tssseq)],
)

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

export const tablePreferences = pgTable(
  'table_preferences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    api: text('api').notNull(),
    cmid: text('cmid').notNull(),
    record: integer('record').notNull(),
    sep: text('sep').notNull(),
    table: jsonb('table').$type<{ name: string; index: number; visible: 'Y' | 'N' }[]>().notNull(),
    view: text('view').notNull().default('T'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('table_preferences_key').on(t.userId, t.api, t.cmid)],
)

export const menuState = pgTable('menu_state', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  topMenu: boolean('top_menu').notNull().default(true),
  sideMenu: boolean('side_menu').notNull().default(true),
  updatedAt: updatedAt(),
})

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

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The customer account the contact serves; null for every account. */
    cust: text('cust'),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    title: text('title'),
    department: text('department'),
    email: text('email'),
    phone: text('phone'),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [index('contacts_company').on(t.companyId, t.cust)],
)

export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    cmid: text('cmid'),
    rating: integer('rating'),
    comment: text('comment'),
    /** 'Do not show' answers are rows without a rating. */
    dismissed: boolean('dismissed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('ratings_user').on(t.userId, t.createdAt), index('ratings_company').on(t.companyId, t.createdAt)],
)

export const maintenanceNotices = pgTable(
  'maintenance_notices',
  {
    id: serial('id').primaryKey(),
    /** Null: every company. */
    companyId: integer('company_id').references(() => companies.id),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    message: text('message').notNull(),
    messageFr: text('message_fr'),
    createdAt: createdAt(),
  },
  (t) => [index('maintenance_window').on(t.startsAt, t.endsAt)],
)

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at'),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [index('announcements_company').on(t.companyId, t.lang, t.startsAt)],
)

export const helpPages = pgTable(
  'help_pages',
  {
    id: serial('id').primaryKey(),
    mid: text('mid').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
  },
  (t) => [uniqueIndex('help_pages_mid_lang').on(t.mid, t.lang)],
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

/** Mail waiting for the mail relay (activation codes and the like). */
export const outboundEmails = pgTable('outbound_emails', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').references(() => companies.id),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  sentAt: instant('sent_at'),
})

/** Shipments (probills) of the probill search, owned by a customer account (MT_CUST). */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** 10 digits. */
    probill: text('probill').notNull().unique(),
    /** MT_CUST of the owning customer account. */
    cust: text('cust').notNull(),
    shipper: text('shipper').notNull(),
    consignee: text('consignee').notNull(),
    /** Terminal codes. */
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    originPostal: text('origin_postal').notNull(),
    destPostal: text('dest_postal').notNull(),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    pieces: integer('pieces').notNull(),
    /** Pounds. */
    weight: numeric('weight', { precision: 9, scale: 1, mode: 'number' }).notNull(),
    status: text('status').notNull(),
    ref1: text('ref1'),
    ref2: text('ref2'),
    ref3: text('ref3'),
    ref4: text('ref4'),
    /** An internal tracing path or an external carrier address. */
    traceLink: text('trace_link').notNull(),
    appointment: boolean('appointment').notNull().default(false),
    /** Short notes with simple markup, sanitised where they are shown. */
    notes: text('notes').notNull().default(''),
    /** 10 digits. */
    phone: text('phone').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Trigram indexes on lower(column) serve the contains searches (lower(column) LIKE '%text%'), one
    // per searchable column so that the generic search, an OR over all of them, is served too. The seed
    // vacuums the table after its bulk insert, which moves the rows' pending entries into the indexes.
    ...(['probill', 'cust', 'shipper', 'consignee', 'origin', 'destination', 'ref1', 'ref2', 'ref3', 'ref4'] as const).map(
      (name) => index(`shipments_${name}_lower_trgm`).using('gin', sql`lower(${t[name]}) gin_trgm_ops`),
    ),
    index('shipments_company_pickup').on(t.companyId, t.pickupDate, t.id),
    index('shipments_company_cust_pickup').on(t.companyId, t.cust, t.pickupDate, t.id),
    index('shipments_delivery').on(t.companyId, t.deliveryDate),
    // A status filter with a date range and a weight is counted from this index alone.
    index('shipments_status_pickup').on(t.companyId, t.status, t.pickupDate, t.weight),
    index('shipments_weight').on(t.companyId, t.weight),
  ],
)

/** Push reports: a saved grid search sent on a schedule (document 2 section 2.6). */
export const pushReports = pgTable(
  'push_reports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The table's API path without query string ('shipments'). */
    apiUrl: text('api_url').notNull(),
    cmid: text('cmid'),
    groupCode: text('group_code'),
    title: text('title').notNull(),
    outputType: text('output_type').notNull().default('PDF'),
    queryParams: jsonb('query_params').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('push_reports_user_api').on(t.userId, t.apiUrl)],
)

/** A document library: one per menu id of a company (menu entries with DOCLIB 'Y'). */
export const doclibLibraries = pgTable(
  'doclib_libraries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    cmid: text('cmid').notNull(),
    /** The {conn} of the library's paths: the source its entries come from. */
    conn: text('conn').notNull().default('portal'),
    /** DOCLIB_TYPE of the menu entry, the {doctype} of document paths. */
    doctype: text('doctype').notNull(),
    title: text('title').notNull(),
    titleFr: text('title_fr'),
    /** Metadata fields: [{ tag, label, labelFr, type, required, maxlength, options }]. */
    fields: jsonb('fields')
      .$type<
        {
          tag: string
          label: string
          labelFr?: string
          type: 'string' | 'date' | 'number' | 'select'
          required?: boolean
          maxlength?: number
          options?: string[]
        }[]
      >()
      .notNull()
      .default([]),
  },
  (t) => [uniqueIndex('doclib_libraries_company_cmid').on(t.companyId, t.cmid)],
)

/** An entry of a library (dlref), owned by a customer account or by nobody (staff only). */
export const doclibEntries = pgTable(
  'doclib_entries',
  {
    id: serial('id').primaryKey(),
    libraryId: integer('library_id')
      .notNull()
      .references(() => doclibLibraries.id, { onDelete: 'cascade' }),
    cust: text('cust'),
    title: text('title').notNull(),
    reference: text('reference'),
    description: text('description'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('doclib_entries_library').on(t.libraryId, t.createdAt, t.id),
    index('doclib_entries_cust').on(t.libraryId, t.cust),
    index('doclib_entries_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
  ],
)

export const doclibMetadata = pgTable(
  'doclib_metadata',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => doclibEntries.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('doclib_metadata_entry_tag').on(t.entryId, t.tag)],
)

/** Files kept in storage, attached to a record (owner type and id). */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Server-generated storage key; the client's file name is never a path. */
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    pages: integer('pages'),
    /** 'ready', or 'deleting' while the file is being removed. */
    status: text('status').notNull().default('ready'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedByName: text('uploaded_by_name').notNull(),
    uploadedAt: instant('uploaded_at').notNull(),
  },
  (t) => [index('attachments_owner').on(t.ownerType, t.ownerId, t.uploadedAt)],
)

/** Every message sent from the e-mail form, whether or not it left through SMTP. */
export const emailHistory = pgTable(
  'email_history',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sender: text('sender').notNull(),
    to: text('to').array().notNull(),
    cc: text('cc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bcc: text('bcc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    /** Sanitised HTML, as sent. */
    html: text('html').notNull(),
    /** [{ id, filename, size }] of the documents attached. */
    attachments: jsonb('attachments')
      .$type<{ id: string; filename: string; size: number }[]>()
      .notNull()
      .default([]),
    /** 'sent', 'recorded' (no SMTP configured) or 'failed'. */
    delivery: text('delivery').notNull(),
    error: text('error'),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [index('email_history_company').on(t.companyId, t.sentAt)],
)

/** A temporary anonymous session for single sign-on before signing in (SEUID, SESESS). */
export const tempSessions = pgTable('temp_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** SHA-256 of SESESS. */
  secretHash: text('secret_hash').notNull(),
  username: text('username').notNull(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  createdAt: createdAt(),
  expiresAt: instant('expires_at').notNull(),
})

/** Secondary authorization of a session (or temporary session) with an external source. */
export const ssoAuthorizations = pgTable(
  'sso_authorizations',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    tempSessionId: uuid('temp_session_id').references(() => tempSessions.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    authorized: boolean('authorized').notNull().default(false),
    authorizedAt: instant('authorized_at'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sso_authorizations_session').on(t.sessionId, t.source),
    uniqueIndex('sso_authorizations_temp').on(t.tempSessionId, t.source),
  ],
)
