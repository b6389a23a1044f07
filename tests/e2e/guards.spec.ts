import { apiLogin, expectAt, expect, heading, signIn, submitLogin, test } from './fixtures'

test.describe.configure({ mode: 'parallel' })

// Document 1 section 2, "Navigation guard behaviour": one test per rule.

test('a #/ hash path is rewritten to a normal path', async ({ page }) => {
  await signIn(page, 'customer')
  await page.goto('/#/freight/pages/ANO-SHOW')
  await expectAt(page, '/freight/pages/ANO-SHOW')
  await expect(heading(page)).toHaveText('Announcements')
})

test('/undefined/login goes to the default company login', async ({ page }) => {
  await page.goto('/undefined/login')
  await expectAt(page, '/freight/login')
})

test('a visitor of a protected page signs in at the company login and lands on that page', async ({ page }) => {
  await page.goto('/freight/pages/ANO-SHOW')
  await expectAt(page, '/freight/login?redirect=%2Ffreight%2Fpages%2FANO-SHOW')
  await submitLogin(page, 'customer')
  await expectAt(page, '/freight/pages/ANO-SHOW')
  await expect(heading(page)).toHaveText('Announcements')
})

test('public pages open without signing in', async ({ page }) => {
  for (const [path, title] of [
    ['/freight/login', 'Sign in'],
    ['/404', 'Page not found'],
    ['/access-limit', 'Access denied'],
    ['/maintenance', 'Down For Maintenance'],
    ['/documents/guide', 'API Documents'],
    ['/reset-password', 'Reset Password'],
    ['/freight/pages/UID_MAA_UPDATE', 'Group Account Access'],
  ] as const) {
    await page.goto(path)
    await expectAt(page, path)
    await expect(heading(page)).toHaveText(title)
  }
})

test('an account whose MT_STATUS is not Active is sent to the online-quoting activation', async ({ page }) => {
  await signIn(page, 'inactive')
  await page.goto('/freight/home')
  await expectAt(page, '/online-quoting-activation')
  await expect(heading(page)).toHaveText('Account Activation')
  await page.goto('/freight/pages/ANO-SHOW')
  await expectAt(page, '/online-quoting-activation')
})

test('a cmid page outside the user menus goes to /403-forbidden', async ({ page }) => {
  await signIn(page, 'customer')
  // Invoices belong to the customer's billing group, not to the current shipping group.
  await page.goto('/freight/pages/doclib/DOCLIB-INV')
  await expectAt(page, '/403-forbidden')
  await expect(heading(page)).toHaveText('Access forbidden')
})

test('the server check of a cmid page (GET globals/access/cmid) can refuse it: /403-forbidden', async ({ page }) => {
  await signIn(page, 'customer')
  let asked = ''
  await page.route('**/api/globals/access/cmid?*', (route) => {
    asked = new URL(route.request().url()).searchParams.get('cmid') ?? ''
    return route.fulfill({ status: 403, json: { status: 403, statusText: 'Forbidden', message: 'No access' } })
  })
  await page.goto('/freight/pages/UA-PREF')
  await expectAt(page, '/403-forbidden')
  expect(asked).toBe('UA-PREF')
})

test('a page whose role rule denies the user goes to /403-forbidden with a redirect', async ({ page }) => {
  await signIn(page, 'customer')
  await page.goto('/freight/pages/SWITCHUSER')
  await expectAt(page, '/403-forbidden?redirect=%2Ffreight%2Fpages%2FSWITCHUSER')
  await page.goto('/freight/pages/car/admin/car_source/')
  await expectAt(page, '/403-forbidden?redirect=%2Ffreight%2Fpages%2Fcar%2Fadmin%2Fcar_source%2F')
})

test('DCCMD=add opens a document library on its add page', async ({ page }) => {
  await signIn(page, 'customer')
  await page.goto('/freight/pages/doclib/DOCLIB-POD?DCCMD=add')
  await expectAt(page, '/freight/pages/doclib/DOCLIB-POD/add')
  await expect(heading(page)).toHaveText('Add to Proof of Delivery')
})

test('set_current_menugroup switches the group before the page is checked', async ({ page }) => {
  await signIn(page, 'customer')
  await page.goto('/freight/pages/doclib/DOCLIB-INV?set_current_menugroup=FRT-BILLING')
  await expect(heading(page)).toHaveText('Invoices')
  await expect(page.getByRole('button', { name: /^Group: / })).toHaveAccessibleName('Group: Billing')
})

test('mt1sessionid signs in through users/mt1login, showing Logging in', async ({ page }) => {
  const { token } = await apiLogin(page.request, 'customer')
  await page.route('**/api/users/mt1login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await page.goto(`/freight/home?mt1sessionid=${token}`)
  await expect(page.getByText('Logging in', { exact: true })).toBeVisible()
  await expectAt(page, '/freight/home')
  await expect(heading(page)).toHaveText('Required Readings')
})

test('a failed mt1sessionid sign-in says why in red and opens the login with a way back', async ({ page }) => {
  await page.goto('/freight/pages/ANO-SHOW?mt1sessionid=not-a-session')
  await expect(page.getByText(/^Logging in failed: /)).toBeVisible()
  await expectAt(page, '/freight/login?redirect=%2Ffreight%2Fpages%2FANO-SHOW')
})

test('the lang query parameter chooses the language', async ({ page }) => {
  await page.goto('/freight/login?lang=fr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(heading(page)).not.toHaveText('Sign in')
  await page.goto('/freight/login?lang=en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(heading(page)).toHaveText('Sign in')
})

test("a French user's deep link in a new tab, and a language chosen on an inner page, read in French", async ({ page, context }) => {
  await signIn(page, 'employee')
  const tab = await context.newPage()
  await tab.goto('/freight/pages/UA-PREF')
  await expect(tab.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(tab.getByRole('textbox', { name: /^Prénom/ })).toBeVisible()
  await tab.close()

  await page.goto('/freight/pages/UA-PREF?lang=en')
  await expect(page.getByRole('textbox', { name: /^First name/ })).toBeVisible()
  await page.goto('/freight/pages/UA-PREF?lang=fr')
  await expect(page.getByRole('textbox', { name: /^Prénom/ })).toBeVisible()
})

test('scroll returns to the top when the path changes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 360 })
  await signIn(page, 'customer')
  await page.goto('/freight/pages/UA-PREF')
  await expect(heading(page)).toHaveText('User Preferences')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  // A click event without Playwright's scrolling the link into view first.
  await page.getByRole('banner').getByRole('link', { name: 'Northway Freight' }).dispatchEvent('click')
  await expectAt(page, '/freight/home')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a progress bar shows while a page loads; focus moves to its heading and the title is announced', async ({
  page,
}) => {
  await signIn(page, 'customer')
  await page.goto('/freight/home')
  await expect(heading(page)).toHaveText('Required Readings')
  await page.route('**/api/announcements/home', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200))
    await route.continue()
  })
  await page.getByRole('button', { name: 'Home', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Announcements' }).click()
  // The bar is fixed at the top of the window; its progressbar wrapper has no box of its own.
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeAttached()
  await expect(heading(page)).toHaveText('Announcements')
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0)
  await expect(heading(page)).toBeFocused()
  const title = await page.title()
  expect(title).toMatch(/^Announcements/)
  await expect(page.getByTestId('route-announcer')).toHaveText(title)
})

test('the login page is always light; other pages follow MT_THEME', async ({ page }) => {
  await signIn(page, 'bemployee')
  await page.goto('/benefits/home')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'benefits-dark')
  await page.goto('/benefits/login')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'benefits-light')
})

test('analytics follow the menu flag and the user type, and load no script', async ({ page }) => {
  await signIn(page, 'customer')
  await page.goto('/freight/pages/ANO-SHOW')
  await expect(heading(page)).toHaveText('Announcements')
  const views = () =>
    page.evaluate(() =>
      ((window as { dataLayer?: unknown[][] }).dataLayer ?? [])
        .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
        .map((entry) => entry[2] as { page_path: string; send_to: string }),
    )
  await expect.poll(views).toContainEqual(expect.objectContaining({ page_path: '/freight/pages/ANO-SHOW', send_to: 'G-NWCUST01' }))
  await page.getByRole('banner').getByRole('link', { name: 'Northway Freight' }).click()
  await expectAt(page, '/freight/home')
  expect((await views()).some((view) => view.page_path === '/freight/home')).toBe(false)
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0)
})
