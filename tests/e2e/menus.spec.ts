import { expect, heading, signIn, test, visit } from './fixtures'

test.describe.configure({ mode: 'parallel' })

// The menus lead to what each user may do, and the side menu keeps its place on every page.

for (const { username, top, entry, title } of [
  { username: 'writer', top: 'Quality Manual', entry: 'Document Authoring', title: 'Document Authoring' },
  { username: 'auditor', top: 'Quality Manual', entry: 'Switch User', title: 'Switch User' },
  { username: 'caradmin', top: 'Quality Manual', entry: 'CAR Sources', title: 'CAR Sources' },
] as const) {
  test(`${username} reaches ${entry} from the main menu`, async ({ page }) => {
    await signIn(page, username)
    await page.goto('/freight/home')
    await expect(heading(page)).toHaveText('Required Readings')
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: top }).click()
    await page.getByRole('menuitem', { name: entry, exact: true }).click()
    await expect(heading(page)).toHaveText(title)
    // The side menu is the page's own top entry's, with the page marked.
    const side = page.getByRole('navigation', { name: `${top} menu` })
    await expect(side.getByRole('link', { name: entry, exact: true })).toHaveAttribute('aria-current', 'page')
  })
}

test('an employee without a manual role sees no authoring, audit or administration entries', async ({ page }) => {
  await signIn(page, 'approver')
  await page.goto('/freight/home')
  await expect(heading(page)).toBeVisible()
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Quality Manual' }).click()
  const menu = page.getByRole('menu')
  // The approver may run the workflow and see drafts, not write documents nor audit.
  await expect(menu.getByRole('menuitem', { name: 'Workflow', exact: true })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Drafts', exact: true })).toBeVisible()
  for (const name of ['Document Authoring', 'Switch User', 'Manual Users', 'CAR Sources']) {
    await expect(menu.getByRole('menuitem', { name, exact: true })).toHaveCount(0)
  }
})

test('the side menu shows the section of the page’s own entry, sub-pages included, and opens it', async ({ page }) => {
  await signIn(page, 'customer')
  await page.goto('/freight/home')
  await expect(heading(page)).toHaveText('Required Readings')
  const home = page.getByRole('navigation', { name: 'Home menu' })
  // Moving inside the app opens the section holding the page.
  await home.getByRole('button', { name: 'Information' }).click()
  await home.getByRole('button', { name: 'Information' }).click()
  await expect(home.getByRole('button', { name: 'Information' })).toHaveAttribute('aria-expanded', 'false')
  await visit(page, '/freight/pages/UID_MAA_UPDATE')
  await expect(home.getByRole('button', { name: 'Information' })).toHaveAttribute('aria-expanded', 'true')
  await expect(home.getByRole('link', { name: 'Group Account Access' })).toHaveAttribute('aria-current', 'page')

  for (const [path, menu, entry, current] of [
    ['/freight/pages/shipments', 'Shipping menu', 'Probill search', 'page'],
    ['/freight/pages/doclib/DOCLIB-POD/add', 'Shipping menu', 'Proof of Delivery', 'true'],
    ['/freight/pages/PUSHREPORT_ADD', 'Reports menu', 'Push Reports', 'true'],
  ] as const) {
    await page.goto(path)
    await expect(heading(page)).toBeVisible()
    const side = page.getByRole('navigation', { name: menu })
    await expect(side.getByRole('link', { name: entry })).toHaveAttribute('aria-current', current)
  }
})
