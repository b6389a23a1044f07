import { type APIRequestContext, expect, type Locator, type Page, test as base } from '@playwright/test'
import { storageKeys } from '../../src/app/session/storage'
import { axeViolations, WCAG_TAGS } from '../axe'

/** The password of every demo account. */
export const PASSWORD = 'Portal-Demo-2026!'

export const COMPANY_OF: Record<string, string> = { bemployee: 'benefits', badmin: 'benefits' }

interface LoginAnswer {
  status: number
  token: string
  profile: { MT_UID: string; MT_COMP: string; MT_CUST: string | null; MT_SESSIONID: string; MT_GRP: string | null }
  groups: { id: string; menulist: unknown[] }[]
  masterconfig: unknown
  appconfig: unknown
}

/** Signs in through the API, as the login page would. */
export async function apiLogin(request: APIRequestContext, username: string, company = COMPANY_OF[username] ?? 'freight') {
  const response = await request.post('/api/users/login', { form: { username, password: PASSWORD, company } })
  expect(response.status(), `sign-in of ${username}`).toBe(200)
  return (await response.json()) as LoginAnswer
}

/** A stored session in the shape the app keeps in localStorage (document 1 section 9). */
export function storedSession(answer: LoginAnswer, company: string, lastRefreshedAt = Date.now()) {
  const group = answer.groups.find((g) => g.id === answer.profile.MT_GRP) ?? answer.groups[0]
  return {
    key: `${answer.profile.MT_UID}-${company}`,
    value: {
      auth: {
        loginStatus: answer.status,
        userid: answer.profile.MT_UID,
        company,
        customer: answer.profile.MT_CUST,
        session: answer.profile.MT_SESSIONID,
        token: answer.token,
        lastRefreshedAt,
      },
      user: {
        loginStatus: answer.status,
        profile: answer.profile,
        masterconfig: answer.masterconfig,
        groups: answer.groups,
        group: group?.id ?? null,
        menus: group?.menulist ?? [],
      },
    },
  }
}

/**
 * Signs in through the API and leaves the session where the app restores it from on start, so
 * tests whose subject is not the sign-in skip the form.
 */
export async function signIn(page: Page, username: string, company = COMPANY_OF[username] ?? 'freight') {
  const answer = await apiLogin(page.request, username, company)
  const { key, value } = storedSession(answer, company)
  await page.addInitScript(
    ({ storageKey, entryKey, entry }) => {
      // Once per tab: a reload after signing out must not sign in again.
      const marker = `e2e-injected:${entryKey}`
      if (sessionStorage.getItem(marker)) return
      sessionStorage.setItem(marker, '1')
      const sessions = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Record<string, unknown>
      localStorage.setItem(storageKey, JSON.stringify({ ...sessions, [entryKey]: entry }))
    },
    { storageKey: storageKeys.local.sessions, entryKey: key, entry: value },
  )
  return answer
}

/** The stored sessions of the page's origin. */
export async function storedSessions(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate((storageKey) => JSON.parse(localStorage.getItem(storageKey) ?? '{}'), storageKeys.local.sessions)
}

/** Waits until the address bar shows the path (and query, when given). */
export async function expectAt(page: Page, path: string | RegExp) {
  await expect
    .poll(() => {
      const url = new URL(page.url())
      return url.pathname + url.search
    })
    .toMatch(typeof path === 'string' ? new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : path)
}

/** Fills the sign-in form and submits it. */
export async function submitLogin(page: Page, username: string, password = PASSWORD) {
  await page.getByRole('textbox', { name: 'Username' }).fill(username)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** The page's h1. */
export const heading = (page: Page) => page.getByRole('heading', { level: 1 })

export const test = base
export { expect }

/**
 * Opens a path inside the running app (the router follows `history.pushState`), without reloading
 * it, and waits until the new page is shown: the shell announces its title once it is.
 */
export async function visit(page: Page, path: string) {
  const announcer = page.getByTestId('route-announcer')
  const before = await announcer.textContent()
  await page.evaluate((target) => window.history.pushState({}, '', target), path)
  await expectAt(page, path)
  await expect
    .poll(async () => {
      const text = await announcer.textContent()
      return text !== before && text === (await page.title())
    })
    .toBe(true)
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has focus, or holds it when `within`, as a
 * keyboard user walks the page; fails after `most` presses.
 */
export async function tabTo(page: Page, target: Locator, { most = 80, backwards = false, within = false } = {}) {
  await pressUntil(page, backwards ? 'Shift+Tab' : 'Tab', target, { most, within })
}

/**
 * Presses `key` (an arrow key, say) until `target` has focus, or holds it when `within`; nothing when
 * it has already. Fails after `most` presses.
 */
export async function pressUntil(page: Page, key: string, target: Locator, { most = 80, within = false } = {}) {
  await expect(target).toBeAttached()
  const reached = () =>
    target.evaluate(
      (element, inside) => element === document.activeElement || (inside && element.contains(document.activeElement)),
      within,
    )
  for (let i = 0; i < most; i++) {
    if (await reached()) return
    await page.keyboard.press(key)
  }
  if (await reached()) return
  throw new Error(`${key} never reached ${target.toString()}`)
}

/** The first Tab of a page reaches the skip link; Enter on it puts focus on the main content. */
export async function skipToMain(page: Page) {
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
}

/**
 * Waits for the page's finite animations and transitions to end: a colour read halfway through one (a
 * button's hover, a layout that has just changed width) is neither the colour before nor after.
 */
export async function settled(page: Page) {
  // Two frames first: a transition that a new width or a focus change starts exists only after the next style pass.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/** Fails with each rule and element when axe finds a WCAG 2.0 or 2.1 A or AA violation on the page. */
export async function axe(page: Page, where: string) {
  await settled(page)
  const violations = await axeViolations(page, { tags: WCAG_TAGS })
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([])
}
