import { boolean, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, instant } from './columns'
import { companies } from './companies'
import { sessions } from './users'

// Single sign-on.

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
