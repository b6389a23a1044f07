import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, heading, signIn, test, visit } from './fixtures'

// Every shell page scanned with axe (WCAG 2 A and AA) in each theme: transport-light (freight),
// benefits-light (benefits) and benefits-dark (bemployee, whose MT_THEME is dark).

test.describe.configure({ mode: 'parallel', timeout: 90_000 })

async function scanAll(page: Page, paths: readonly string[], theme: string) {
  for (const [index, path] of paths.entries()) {
    // The first page loads the app; the others open inside it, as a user moves around.
    if (index === 0) await page.goto(path)
    else await visit(page, path)
    await expect(heading(page)).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await page.evaluate(() => document.fonts.ready)
    // The pages have no frames: axe runs in the page itself and reports violations only, which is much faster.
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] })
      .analyze()
    const report = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
    expect.soft(report, `${path} in ${theme}`).toEqual([])
  }
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
