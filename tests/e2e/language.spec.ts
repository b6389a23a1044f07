import type { Page } from '@playwright/test'
import { expect, expectAt, heading, signIn, submitLogin, test } from './fixtures'

test.describe.configure({ mode: 'parallel' })

// The whole page follows the language the moment it changes (document 1 sections 1 and 4): menus,
// heading, tab title and the grid, without a reload.

async function chooseLanguage(page: Page, current: RegExp, next: 'English' | 'Français') {
  await page.getByRole('banner').getByRole('button', { name: current }).click()
  await page.getByRole('menuitemradio', { name: next }).click()
}

test('switching language on the probill search changes the menus, heading, tab title and grid at once', async ({ page }) => {
  // An account no other test signs in with: the choice is saved on the profile.
  await signIn(page, 'approver')
  await page.goto('/freight/pages/SHIPMENTS')
  const main = page.getByRole('navigation', { name: /^(Main menu|Menu principal)$/ })
  await expect(heading(page)).toHaveText('Probill search')
  await expect(page).toHaveTitle('Probill search – Shipping | NWF')
  await expect(main.getByRole('button', { name: 'Shipping' })).toBeVisible()
  const side = page.getByRole('navigation', { name: 'Shipping menu' })
  await expect(side.getByRole('link', { name: 'Probill search' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: /Probill number/ }).first()).toBeVisible()

  const reloads: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads.push(frame.url())
  })
  await chooseLanguage(page, /^Language/, 'Français')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(heading(page)).toHaveText('Recherche de probills')
  await expect(page).toHaveTitle('Recherche de probills – Expédition | NWF')
  await expect(main.getByRole('button', { name: 'Expédition' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Shipping' })).toHaveCount(0)
  const sideFr = page.getByRole('navigation', { name: 'Menu Expédition' })
  await expect(sideFr.getByRole('link', { name: 'Recherche de probills' })).toBeVisible()
  await expect(sideFr.getByRole('button', { name: 'Repérage', exact: true })).toHaveAttribute('aria-expanded', 'true')
  // The grid's columns come from the server: asked for again in French.
  await expect(page.getByRole('columnheader', { name: /Numéro de probill/ }).first()).toBeVisible()

  await chooseLanguage(page, /^Langue/, 'English')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(heading(page)).toHaveText('Probill search')
  await expect(page).toHaveTitle('Probill search – Shipping | NWF')
  await expect(main.getByRole('button', { name: 'Shipping' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Shipping menu' }).getByRole('link', { name: 'Probill search' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: /Probill number/ }).first()).toBeVisible()
  // Only the address the history API set: never a reload.
  expect(reloads.every((url) => new URL(url).pathname === '/freight/pages/SHIPMENTS')).toBe(true)
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)
})

test('the French-profile employee gets French menus as soon as the sign-in ends', async ({ page }) => {
  await page.goto('/freight/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await submitLogin(page, 'employee')
  await expectAt(page, '/freight/home')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(heading(page)).toHaveText('Lectures obligatoires')
  const main = page.getByRole('navigation', { name: 'Menu principal' })
  await expect(main.getByRole('button', { name: 'Accueil' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Expédition' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Home' })).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Menu Accueil' })).toBeVisible()
  // On to a menu page in the same visit: its heading and tab title are French too.
  await main.getByRole('button', { name: 'Expédition' }).click()
  // The menu's own words for screen readers are French too, in a browser that speaks English.
  await expect(page.getByRole('button', { name: 'Rejeter', includeHidden: true }).first()).toBeAttached()
  await expect(page.getByRole('button', { name: 'Dismiss', includeHidden: true })).toHaveCount(0)
  await page.getByRole('menuitem', { name: 'Recherche de probills' }).click()
  await expect(heading(page)).toHaveText('Recherche de probills')
  await expect(page).toHaveTitle('Recherche de probills – Expédition | NWF')
})

test('tab titles name the menu entry and its menu, never a view name, and follow the language', async ({ page }) => {
  await signIn(page, 'employee')
  for (const [path, title] of [
    ['/freight/pages/ANO-SHOW', 'Annonces – Accueil | NWF'],
    ['/freight/pages/UID_MAA_UPDATE', 'Accès aux comptes du groupe – Accueil | NWF'],
    ['/freight/pages/SHOWHELP/HOME', 'Aide – Accueil | NWF'],
  ] as const) {
    await page.goto(path)
    await expect(page).toHaveTitle(title)
  }
})
