import { expectAt, expect, heading, signIn, storedSessions, test } from './fixtures'

test.describe.configure({ mode: 'parallel' })

// The token expiry check (every 300000 ms) and the version poll (every 600000 ms), on Playwright's clock.

const EXPIRY = '**/api/globals/access/expiry'

test.beforeEach(async ({ page }) => {
  await page.clock.install()
  await signIn(page, 'customer')
  await page.goto('/freight/home')
  await expect(heading(page)).toHaveText('Required Readings')
})

test('an expired token signs out with the notice, and the page goes back to the login', async ({ page }) => {
  await page.route(EXPIRY, (route) => route.fulfill({ status: 401, json: { status: 401, statusText: 'Unauthorized', message: 'Expired' } }))
  await page.clock.runFor(300_000)
  await expect(page.getByText('Your session is no longer active. Please log in again.')).toBeVisible()
  await expectAt(page, '/freight/login?redirect=%2Ffreight%2Fhome')
  expect(Object.keys(await storedSessions(page))).not.toContain('customer-freight')
})

test('a valid token of an active user is refreshed', async ({ page }) => {
  const refreshed = page.waitForRequest((request) => request.url().endsWith('/api/users/resettoken') && request.method() === 'PUT')
  await page.mouse.move(200, 200)
  await page.keyboard.press('Shift')
  await page.clock.runFor(300_000)
  await refreshed
  await expect(heading(page)).toHaveText('Required Readings')
})

test('an idle user keeps the token, and an unknown answer changes nothing', async ({ page }) => {
  let resets = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/users/resettoken')) resets += 1
  })
  const checked = page.waitForRequest((request) => request.url().endsWith('/api/globals/access/expiry'))
  await page.clock.runFor(300_000)
  await checked
  await page.route(EXPIRY, (route) => route.fulfill({ status: 500, json: { status: 500, statusText: 'Internal Server Error', message: 'x' } }))
  await page.mouse.move(300, 300)
  await page.clock.runFor(300_000)
  await page.waitForTimeout(300)
  expect(resets).toBe(0)
  await expectAt(page, '/freight/home')
  expect(Object.keys(await storedSessions(page))).toContain('customer-freight')
})

test('the version poll says when an update is in progress, then ready, and the next page is a full load', async ({
  page,
}) => {
  await page.route('**/api/version', (route) => route.fulfill({ json: { version: '1.0.7' } }))
  await page.clock.runFor(600_000)
  await expect(page.getByText('Version update in progress.')).toBeVisible()
  // The site now serves a new front-end: its entry script differs from the running one.
  await page.route(
    (url) => url.pathname === '/' && url.search === '',
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html><head><script type="module" src="/assets/index-next.js"></script></head></html>',
      }),
  )
  await page.clock.runFor(600_000)
  await expect(page.getByText('Version update ready. Please refresh the page.')).toBeVisible()
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page.getByRole('button', { name: 'Home', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Announcements' }).click()
  // The full load waits until the network has been quiet for a second.
  await page.clock.runFor(2_000)
  await expect
    .poll(() =>
      page.evaluate(() => (window as { samePage?: boolean }).samePage ?? false).catch(() => 'reloading'),
    )
    .toBe(false)
  await expectAt(page, /^\/freight\/pages\/ANO-SHOW(\?set_current_menugroup=FRT-SHIPPING)?$/)
  await expect(heading(page)).toHaveText('Announcements')
})
