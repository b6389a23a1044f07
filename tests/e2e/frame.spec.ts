import { expect, heading, signIn, test } from './fixtures'

test.describe.configure({ mode: 'parallel' })

// The page frame: menus from the current group's menu list, their saved state, titles and help.

test('the menus leave hidden entries out and open external links in a new window', async ({ page }) => {
  await signIn(page, 'customer')
  await page.goto('/freight/home')
  await expect(heading(page)).toHaveText('Required Readings')
  const main = page.getByRole('navigation', { name: 'Main menu' })
  await expect(main.getByRole('link', { name: /Contact/ })).toHaveAttribute('target', '_blank')
  await main.getByRole('button', { name: 'Home' }).click()
  await expect(page.getByRole('menuitem', { name: 'Announcements' })).toBeVisible()
  // SHOWHELP is a hidden entry (CMHID Y): it opens by link only.
  await expect(page.getByRole('menuitem', { name: 'Help' })).toHaveCount(0)
  await expect(page.getByRole('menuitem', { name: /Company website/ })).toHaveAttribute('target', '_blank')
})

test('the side menu state is saved through users/top_side_menu and comes back', async ({ page }) => {
  const { token } = await signIn(page, 'sales')
  // Both menus open, whatever an earlier run left.
  await page.request.put('/api/users/top_side_menu', {
    headers: { Authorization: `Token ${token}` },
    data: { top_menu: true, side_menu: true },
  })
  await page.goto('/freight/home')
  await expect(heading(page)).toHaveText('Required Readings')
  const saved = page.waitForRequest((request) => request.url().endsWith('/api/users/top_side_menu') && request.method() === 'PUT')
  await page.getByRole('button', { name: 'Collapse side menu' }).click()
  expect((await saved).postDataJSON()).toEqual({ top_menu: true, side_menu: false })
  await page.reload()
  await expect(page.getByRole('button', { name: 'Expand side menu' })).toBeVisible()
  await page.getByRole('button', { name: 'Account of Samuel Gauthier' }).click()
  await page.getByRole('menuitem', { name: 'Hide the main menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Expand side menu' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0)
})

test('a menu-id page is titled by its menu entry; other pages by their route; the help link opens the menu help', async ({
  page,
}) => {
  await signIn(page, 'customer')
  await page.goto('/freight/pages/UA-PREF')
  await expect(heading(page)).toHaveText('User Preferences')
  await expect(page).toHaveTitle(/^User Preferences( – .+)? \| NWF$/)
  await page.goto('/freight/pages/admin_docs_nowhere')
  await expect(page).toHaveURL(/\/403-forbidden$/)
  await page.goto('/freight/pages/ANO-SHOW')
  await page.getByRole('banner').getByRole('link', { name: 'Help' }).click()
  // SHOWHELP/{TMMID}: the top menu's id, whose help page the server finds.
  await expect(page).toHaveURL(/\/freight\/pages\/SHOWHELP\/HOME$/)
  await expect(heading(page)).toHaveText('Using the portal')
})
