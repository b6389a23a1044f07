export { USER_INPUT_EVENTS, type UserActivity, watchUserActivity } from './activity'
export {
  type AnalyticsSender,
  type AnalyticsSettings,
  analyticsSettings,
  createAnalytics,
  dataLayerSender,
  type PageView,
} from './analytics'
export { type AutoRefresh, createAutoRefresh } from './autoRefresh'
export { accessCookieName, type CookieJar, documentCookies, parentDomain } from './cookies'
export { type ExpiryAction, type ExpiryOutcome, expiryAction, startExpiryCheck } from './expiry'
export {
  configuredMaintenanceUrl,
  DEFAULT_MAINTENANCE_URL,
  isMaintenancePage,
  maintenanceCheck,
  maintenanceRedirect,
  maintenanceUrl,
} from './maintenance'
export { SessionProvider, useCurrentGroup, useSession, useSessionStore, useVersionState } from './react'
export {
  documentsLanguageDiffers,
  REFETCHING_AUTH_ACTIONS,
  readerLanguage,
  requiredReadingsAfter,
  watchRequiredReadings,
} from './requiredReadings'
export {
  afterLoginDestination,
  companyChangeDecision,
  type AccessAnswerEntry,
  currentGroup,
  findMenuPage,
  groupView,
  isSignedInStatus,
  type MenuItem,
  type MenuPageEntry,
  menuPageOf,
  pickSessionToRestore,
  safeRedirect,
  sameCompany,
  sessionKey,
} from './rules'
export { createSessionRuntime, type PageInfo, type SessionRuntime, type SessionRuntimeOptions } from './runtime'
export { browserStorage, type KeyValueStorage, memoryStorage, storageKeys } from './storage'
export {
  createSessionStore,
  failureDetail,
  type LanguageHints,
  parseSecondaryAuth,
  quietNotices,
  type RefreshOutcome,
  type SessionNotices,
  type SessionStore,
  type SessionStoreDeps,
  type SessionSummary,
  userLocale,
} from './store'
export { companyName, pageHeading, type PageHeadingText, pageTitle, type TitleSource } from './title'
export type * from './types'
export {
  createVersionWatcher,
  entryScript,
  probeFrontEnd,
  shouldFullLoad,
  versionMessage,
  type VersionState,
  versionState,
  type VersionWatcher,
} from './version'
