import { resolve } from 'node:path'
import { version } from '../../package.json'

export interface ServerConfig {
  /** The backend version GET version reports. */
  version: string
  session: {
    /** Absolute lifetime from sign-in. */
    absoluteMs: number
    /** Inactivity after which the session ends. */
    idleMs: number
    /** Activity is written at most this often, to spare a write per request. */
    touchEveryMs: number
    /** How long this instance may reuse a session lookup; 0 reads every request. */
    cacheMs: number
  }
  /** Requests per user per day before 429. */
  dailyAccessLimit: number
  throttle: {
    windowMs: number
    blockMs: number
    maxAccountFailures: number
    maxAddressFailures: number
  }
  activation: { codeTtlMs: number; maxAttempts: number }
  /** Days between two rating prompts. */
  ratingIntervalDays: number
  bodyLimitBytes: number
  /** Read X-Forwarded-For and X-Forwarded-Proto (behind a reverse proxy). */
  trustProxy: boolean
  /** Parent domain of the company access cookie, so sibling portals share it. */
  cookieDomain: string | undefined
  /** The built app (index.html and assets); undefined serves no app. */
  appDir: string | undefined
  /** Request logging. */
  log: boolean
  /** A Google service account key (its JSON, or a path to the key file) for Google Sheet exports. */
  googleServiceAccount: string | undefined
  /** Attachments on disk (DATA_DIR/files). */
  storageDir: string
  /** SMTP_URL: mail leaves through this relay; unset, messages are only recorded. */
  smtpUrl: string | undefined
  /** MAIL_FROM: the sender of the portal's mail. */
  mailFrom: string
  /**
   * How long sending from the e-mail form waits for the first delivery attempt before answering that
   * the message is queued (EMAIL_SEND_WAIT_SECONDS).
   */
  emailSendWaitMs: number
  /** Messages one user may send from the e-mail form in any hour, by account type. */
  emailHourlyLimit: {
    /** EMAIL_HOURLY_LIMIT_STAFF: ADMIN, EMPLOYEE and SALES accounts. */
    staff: number
    /** EMAIL_HOURLY_LIMIT_CUSTOMER: customer accounts. */
    customer: number
  }
  /**
   * PUBLIC_URL: the portal's address as its users reach it, for links in e-mails (a push report's
   * unsubscribe link); the server's own http://localhost:PORT when unset.
   */
  publicUrl: string | undefined
  sso: {
    /** SSO_AUTHORIZE_URL: the authorization page the sign-on button opens. */
    authorizeUrl: string
    /** How long an authorization lasts. */
    authorizedMs: number
    /** Lifetime of a temporary anonymous session. */
    tempSessionMs: number
    /** SSO_TEMP_SESSIONS_PER_ADDRESS: temporary sessions one address may open per throttle window. */
    tempSessionsPerAddress: number
  }
}

const minute = 60_000

export const defaultConfig: ServerConfig = {
  version,
  session: { absoluteMs: 12 * 60 * minute, idleMs: 60 * minute, touchEveryMs: 30_000, cacheMs: 2_000 },
  dailyAccessLimit: 100_000,
  throttle: { windowMs: 15 * minute, blockMs: 15 * minute, maxAccountFailures: 10, maxAddressFailures: 100 },
  activation: { codeTtlMs: 15 * minute, maxAttempts: 5 },
  ratingIntervalDays: 90,
  bodyLimitBytes: 1024 * 1024,
  trustProxy: false,
  cookieDomain: undefined,
  appDir: undefined,
  log: true,
  googleServiceAccount: undefined,
  storageDir: resolve(process.env.DATA_DIR ?? '.data', 'files'),
  smtpUrl: undefined,
  mailFrom: 'Northway portal <no-reply@northwayfreight.example>',
  emailSendWaitMs: 10_000,
  emailHourlyLimit: { staff: 30, customer: 10 },
  publicUrl: undefined,
  sso: {
    authorizeUrl: '/sso/authorize',
    authorizedMs: 8 * 60 * minute,
    tempSessionMs: 15 * minute,
    tempSessionsPerAddress: 30,
  },
}

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number : fallback
}

/** Settings from the environment, over the defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const d = defaultConfig
  return {
    ...d,
    session: {
      ...d.session,
      absoluteMs: positive(env.SESSION_ABSOLUTE_HOURS, 12) * 60 * minute,
      idleMs: positive(env.SESSION_IDLE_MINUTES, 60) * minute,
      cacheMs: env.SESSION_CACHE_MS === '0' ? 0 : positive(env.SESSION_CACHE_MS, d.session.cacheMs),
    },
    dailyAccessLimit: positive(env.DAILY_ACCESS_LIMIT, d.dailyAccessLimit),
    throttle: {
      ...d.throttle,
      maxAccountFailures: positive(env.LOGIN_MAX_FAILURES, d.throttle.maxAccountFailures),
      maxAddressFailures: positive(env.LOGIN_MAX_ADDRESS_FAILURES, d.throttle.maxAddressFailures),
    },
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    cookieDomain: env.COOKIE_DOMAIN || undefined,
    googleServiceAccount: env.GOOGLE_SERVICE_ACCOUNT_JSON || undefined,
    log: env.LOG_REQUESTS ? env.LOG_REQUESTS !== '0' : env.NODE_ENV !== 'test',
    storageDir: resolve(env.DATA_DIR ?? '.data', 'files'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || d.mailFrom,
    emailSendWaitMs: positive(env.EMAIL_SEND_WAIT_SECONDS, d.emailSendWaitMs / 1000) * 1000,
    emailHourlyLimit: {
      staff: positive(env.EMAIL_HOURLY_LIMIT_STAFF, d.emailHourlyLimit.staff),
      customer: positive(env.EMAIL_HOURLY_LIMIT_CUSTOMER, d.emailHourlyLimit.customer),
    },
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    sso: {
      authorizeUrl: env.SSO_AUTHORIZE_URL || d.sso.authorizeUrl,
      authorizedMs: positive(env.SSO_AUTHORIZED_HOURS, 8) * 60 * minute,
      tempSessionMs: positive(env.SSO_TEMP_SESSION_MINUTES, 15) * minute,
      tempSessionsPerAddress: positive(env.SSO_TEMP_SESSIONS_PER_ADDRESS, d.sso.tempSessionsPerAddress),
    },
    ...overrides,
  }
}

export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }
