import { defineHandlers } from '../../http/routes'
import { authed } from '../../lib/context'
import { answerList } from '../../lib/list'
import { loadMasterConfig } from '../../lib/menus'
import {
  activate,
  chooseGroup,
  menuVisibility,
  saveMenuVisibility,
  saveProfile,
  saveUserInfo,
  sendActivationCode,
  switchLanguage,
  userInfo,
} from './account'
import { createUser, setLocked } from './admin'
import { switchUserList, userSearchList } from './lists'
import { sessionPayload } from './service'
import { renewToken, signIn, signInFromSession, signOut, switchAccount, switchUser } from './sign-in'

/** Document 1 section 7, "Users": sign-in and sessions, the caller's own account, account administration. */
export const usersRoutes = defineHandlers('users', {
  // Sign-in and sessions.
  login: async (ctx, { body }) => signIn(ctx, body),
  logout: async (ctx) => signOut(ctx),
  mt1login: async (ctx, { body }) => signInFromSession(ctx, body),
  // Signed in by the HttpOnly cookie, the answer never carries the token: the page keeps using the cookie.
  refresh: async (ctx) => sessionPayload(ctx, authed(ctx).identity),
  refreshPost: async (ctx) => sessionPayload(ctx, authed(ctx).identity),
  resetToken: async (ctx) => renewToken(ctx),
  switchAccount: async (ctx, { body }) => switchAccount(ctx, body),
  switchUser: async (ctx, { body }) => switchUser(ctx, body),
  masterconfig: async (ctx) => loadMasterConfig(ctx.db, { ssoAuthorizeUrl: ctx.config.sso.authorizeUrl }),

  // The caller's own account.
  switchLang: async (ctx, { body }) => switchLanguage(ctx, body),
  menuGroup: async (ctx, { body }) => chooseGroup(ctx, body),
  topSideMenu: async (ctx) => menuVisibility(ctx),
  topSideMenuSave: async (ctx, { body }) => saveMenuVisibility(ctx, body),
  getUserInfo: async (ctx) => userInfo(ctx),
  saveUserInfo: async (ctx, { body }) => saveUserInfo(ctx, body),
  save: async (ctx, { body }) => saveProfile(ctx, body),
  sendActivationCode: async (ctx) => sendActivationCode(ctx),
  activate: async (ctx, { body }) => activate(ctx, body),

  // Account administration and the audit user's switch list.
  search: async (ctx, { query }) => answerList(ctx, userSearchList, query),
  switchTable: async (ctx, { query }) => answerList(ctx, switchUserList, query),
  lockUnlockUser: async (ctx, { body }) => setLocked(ctx, body),
  create: async (ctx, { body }) => createUser(ctx, body),
})
