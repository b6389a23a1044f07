import { axe as scan, expect, expectAt, heading, signIn, test } from './fixtures'

// The manual's authoring screens: who reaches them, and the tree for editing.

test.describe.configure({ mode: 'serial', timeout: 90_000 })

const TREE = '/freight/pages/authoring/document'

test('employee sees the 403 page on the authoring tree', async ({ page }) => {
  await signIn(page, 'employee')
  await page.goto(TREE)
  await expectAt(page, '/403-forbidden')
  await expect(heading(page)).toBeVisible()
})

test('writer opens the tree for editing, with each node’s actions, and it is axe-clean', async ({ page }) => {
  await signIn(page, 'writer')
  await page.goto(TREE)
  const tree = page.getByRole('treegrid', { name: "The manual's documents" })
  await expect(tree).toBeVisible()
  await expect(page.getByRole('button', { name: 'New section' })).toBeVisible()
  await expect(tree.getByRole('button', { name: /^Actions for/ }).first()).toBeVisible()
  await scan(page, 'the authoring tree')
})
