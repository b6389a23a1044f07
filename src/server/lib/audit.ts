import type { Db } from '../db/client'
import { auditLog } from '../db/schema'

export type AuditEvent =
  | 'login.success'
  | 'login.failed'
  | 'login.locked'
  | 'login.disabled'
  | 'login.throttled'
  | 'login.session'
  | 'logout'
  | 'token.reset'
  | 'account.switch'
  | 'user.switch'
  | 'user.create'
  | 'user.lock'
  | 'user.unlock'
  | 'user.activate'
  | 'user.activation_code'
  | 'user.password_changed'
  | 'user.security_answers'
  | 'document.upload'
  | 'document.delete'
  | 'doclib.entry_delete'
  | 'email.send'
  | 'sso.authorize'

export interface AuditEntry {
  event: AuditEvent
  at: Date
  userId?: number | null
  companyId?: number | null
  username?: string | null
  ip?: string | null
  detail?: Record<string, unknown>
}

/** Writes a security event; the log is append-only. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    event: entry.event,
    at: entry.at,
    userId: entry.userId ?? null,
    companyId: entry.companyId ?? null,
    username: entry.username ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? null,
  })
}
