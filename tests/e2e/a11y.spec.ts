import type { Page } from '@playwright/test'
import { expect, heading, signIn, submitLogin, tabTo, test, visit } from './fixtures'
import { axeViolations, WCAG_TAGS } from '../axe'

// Every shell page scanned with axe (WCAG 2 A and AA) in each theme: transport-light (freight),
// benefits-light (benefits) and benefits-dark (bemployee, whose MT_THEME is dark); signed-in pages of
// several roles both at desktop width and at a phone's (390 px), with the menu drawer and the header's
// compact menu open too.

test.describe.configure({ mode: 'parallel', timeout: 120_000 })

/** A phone's viewport: small screens are sm and below (document 1 section 9). */
const PHONE = { width: 390, height: 844 }

/** Scans the page as it stands; `where` names it in the report. */
async function scan(page: Page, where: string) {
  await page.evaluate(() => document.fonts.ready)
  const violations = await axeViolations(page, { tags: WCAG_TAGS })
  const report = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  expect.soft(report, where).toEqual([])
}

/**
 * On a narrow screen the frame is not cut off: the header fits the window, and its controls lie inside
 * it without overlapping. (A page's own wide content, such as a table, is the page's to lay out.)
 */
async function expectFits(page: Page, where: string) {
  const layout = await page.evaluate(() => {
    const banner = document.querySelector('header')
    const boxes = [...(banner?.querySelectorAll('a, button') ?? [])]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
    const overlaps = boxes.some((a, i) =>
      boxes.some((b, j) => j > i && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1),
    )
    return {
      header: (banner?.scrollWidth ?? 0) <= window.innerWidth,
      outside: boxes.some((box) => box.left < 0 || box.right > window.innerWidth),
      overlaps,
    }
  })
  expect.soft(layout, where).toEqual({ header: true, outside: false, overlaps: false })
}

async function scanAll(page: Page, paths: readonly string[], theme: string) {
  const width = page.viewportSize()?.width ?? 0
  const phone = width <= PHONE.width
  for (const [index, path] of paths.entries()) {
    // The first page loads the app; the others open inside it, as a user moves around.
    if (index === 0) await page.goto(path)
    else await visit(page, path)
    await expect(heading(page)).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await scan(page, `${path} in ${theme} at ${width} px`)
    if (phone) await expectFits(page, `${path} at ${width} px`)
  }
}

/** At phone width: the menu drawer and the header's compact menu, each scanned while open. */
async function scanPhoneMenus(page: Page, theme: string, account: RegExp) {
  const open = page.getByRole('button', { name: 'Open menu' })
  await open.click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  await scan(page, `the menu drawer in ${theme}`)
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)
  await expect(open).toBeFocused()
  await page.getByRole('button', { name: account }).click()
  await expect(page.getByRole('menu')).toBeVisible()
  await scan(page, `the compact menu in ${theme}`)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
}

const framePages = (company: string) => [
  `/${company}/home`,
  `/${company}/pages/ANO-SHOW`,
  `/${company}/pages/SHOWHELP/SHOWHELP`,
  `/${company}/pages/UA-PREF`,
  `/${company}/pages/UID_MAA_UPDATE`,
  `/${company}/pages/PUSHREPORT`,
]

const accountPages = (company: string) => [
  `/${company}/pages/init-account`,
  '/online-quoting-activation',
  '/403-forbidden?redirect=%2Fx',
]

test('transport-light: the signed-out pages', async ({ page }) => {
  await scanAll(
    page,
    ['/freight/login', '/reset-password?company=freight', '/freight/pages/UID_MAA_UPDATE', '/404', '/access-limit', '/maintenance', '/documents/guide'],
    'transport-light',
  )
})

test('transport-light: the pages of a freight user', async ({ page }) => {
  await signIn(page, 'auditor')
  await scanAll(page, [...framePages('freight'), '/freight/pages/SWITCHUSER', ...accountPages('freight'), '/401-unauthorized'], 'transport-light')
})

test('benefits-light: the benefits sign-in and the pages of a benefits administrator', async ({ page }) => {
  await scanAll(page, ['/benefits/login', '/reset-password?company=benefits'], 'benefits-light')
  await signIn(page, 'badmin')
  await scanAll(page, [...framePages('benefits'), ...accountPages('benefits')], 'benefits-light')
})

test('benefits-dark: the pages of bemployee, whose MT_THEME is dark', async ({ page }) => {
  await signIn(page, 'bemployee')
  await scanAll(page, [...framePages('benefits'), ...accountPages('benefits'), '/404', '/maintenance'], 'benefits-dark')
  // The login page stays light for everyone.
  await scanAll(page, ['/benefits/login'], 'benefits-light')
})

for (const [company, username, theme] of [
  ['freight', 'customer', 'transport-light'],
  ['benefits', 'badmin', 'benefits-light'],
] as const) {
  test(`${theme}: the home right after signing in through the form`, async ({ page }) => {
    await page.goto(`/${company}/login`)
    await expect(heading(page)).toBeVisible()
    // The announcement of the pending sign-in button must not outlive the button.
    await submitLogin(page, username)
    await expect(page).toHaveURL(new RegExp(`/${company}/(home|pages/)`))
    await expect(heading(page)).toBeVisible()
    await scan(page, `the first page after signing in to ${company}`)
  })
}

test('transport-light: the CAR, authoring and administration pages of an administrator', async ({ page }) => {
  await signIn(page, 'admin')
  await scanAll(
    page,
    [
      '/freight/pages/car/car_list',
      '/freight/pages/car/admin/car_source',
      '/freight/pages/authoring/document',
      '/freight/pages/admin/user',
      '/freight/pages/doclib/DOCLIB-BOL',
    ],
    'transport-light',
  )
})

test.describe('at phone width', () => {
  test.use({ viewport: PHONE })

  test('transport-light: the pages of a customer, with the menus open', async ({ page }) => {
    await signIn(page, 'customer')
    await scanAll(
      page,
      [
        ...framePages('freight'),
        '/freight/pages/SHIPMENTS',
        '/freight/pages/PUSHREPORT_ADD',
        '/freight/pages/doclib/DOCLIB-POD',
      ],
      'transport-light',
    )
    await scanPhoneMenus(page, 'transport-light', /^Account of Chris Morin$/)
  })

  test('transport-light: the pages of an administrator and a CAR administrator', async ({ page }) => {
    await signIn(page, 'admin')
    await scanAll(page, ['/freight/home', '/freight/pages/car/car_list', '/freight/pages/SWITCHUSER'], 'transport-light')
    await scanPhoneMenus(page, 'transport-light', /^Account of Alex Martin$/)
  })

  test('transport-light: the signed-out pages', async ({ page }) => {
    await scanAll(page, ['/freight/login', '/freight/pages/UID_MAA_UPDATE', '/404'], 'transport-light')
  })

  test('benefits-light: the pages of a benefits administrator, with the menus open', async ({ page }) => {
    await signIn(page, 'badmin')
    await scanAll(page, [...framePages('benefits'), '/benefits/pages/admin/user'], 'benefits-light')
    await scanPhoneMenus(page, 'benefits-light', /^Account of Robert Bélanger$/)
  })

  test('benefits-dark: the pages of bemployee, with the menus open', async ({ page }) => {
    await signIn(page, 'bemployee')
    await scanAll(page, framePages('benefits'), 'benefits-dark')
    await scanPhoneMenus(page, 'benefits-dark', /^Account of Béatrice Pelletier$/)
  })

  test('the menu drawer and the compact menu work by keyboard, and focus comes back', async ({ page }) => {
    await signIn(page, 'customer')
    await page.goto('/freight/pages/ANO-SHOW')
    await expect(heading(page)).toHaveText('Announcements')
    // The menus are not on the page itself: the header's button opens them in a drawer.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0)
    const open = page.getByRole('button', { name: 'Open menu' })
    await open.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    // The page's own section is open, its entry marked; the main menu's groups open with the keyboard.
    await expect(drawer.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: 'Announcements' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const shipping = drawer.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Shipping' })
    await tabTo(page, shipping)
    await page.keyboard.press('Enter')
    await expect(shipping).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(drawer.getByRole('link', { name: 'Probill search' })).toBeFocused()
    // Following a link closes the drawer and opens the page.
    await page.keyboard.press('Enter')
    await expect(drawer).toHaveCount(0)
    await expect(heading(page)).toHaveText('Probill search')
    // The group, language and account entries are in one menu.
    const account = page.getByRole('button', { name: 'Account of Chris Morin' })
    await account.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitemradio', { name: 'Billing' })).toBeVisible()
    await expect(menu.getByRole('menuitemradio', { name: 'Français' })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
    await expect(account).toBeFocused()
  })
})

test('the frame has a skip link and the banner, navigation and main landmarks; the menus work by keyboard', async ({
  page,
}) => {
  await signIn(page, 'customer')
  await page.goto('/freight/home')
  await expect(heading(page)).toHaveText('Required Readings')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Home menu' })).toBeVisible()
  await expect(page.getByRole('main')).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: /skip/i })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  // Arrow keys move along the main menu; Escape closes an open menu and returns focus.
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await menu.getByRole('button', { name: 'Home' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(menu.getByRole('button', { name: 'Shipping' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(menu.getByRole('button', { name: 'Shipping' })).toBeFocused()
})

test('the axe check reports what it is shown, within the part and rules it is given', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Check</title></head><body>' +
      '<main><img src="data:,"><button></button></main><footer><img src="data:,"></footer></body></html>',
  )
  const all = await axeViolations(page, { tags: WCAG_TAGS })
  expect(all.map((violation) => violation.id).sort()).toEqual(['button-name', 'image-alt'])
  expect(all.find((violation) => violation.id === 'image-alt')?.nodes).toHaveLength(2)
  const inMain = await axeViolations(page, { include: 'main', rules: ['image-alt'] })
  expect(inMain.map((violation) => [violation.id, violation.nodes.length])).toEqual([['image-alt', 1]])
  // A page that changes in place keeps axe: the next check finds what changed.
  await page.evaluate(() => document.querySelector('button')?.append('Send'))
  const without = await axeViolations(page, { tags: WCAG_TAGS, disable: ['image-alt'] })
  expect(without).toEqual([])
})
