import type { Page } from '@playwright/test'
import { axe as scan, expect, expectAt, heading, signIn, tabTo, test } from './fixtures'

// The manual's authoring work lists on the demo data: what waits for the approver, what the
// administrator publishes or withdraws, the reviews due, and who is refused.

test.describe.configure({ mode: 'serial', timeout: 90_000 })

const LISTS = '/freight/pages/authoring'

/** axe once react-aria's announcer has let go of a toast's message (see manual.spec.ts). */
async function axe(page: Page, where: string) {
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 10_000 })
  await scan(page, where)
}

/** The grid's body rows (the header row left out). */
const rows = (page: Page) => page.getByRole('grid').getByRole('row').filter({ has: page.getByRole('gridcell') })

async function axeBothWidths(page: Page, where: string) {
  await axe(page, `${where}, desktop`)
  await page.setViewportSize({ width: 390, height: 844 })
  await axe(page, `${where}, phone`)
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('the approver sees the draft waiting for them, in review, and opens it with the keyboard', async ({ page }) => {
  await signIn(page, 'approver')
  await page.goto(`${LISTS}/workflow`)
  await expect(heading(page)).toHaveText('Workflow')
  const row = rows(page).first()
  await expect(row.getByText('In Review', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Delegate my approvals…' })).toBeVisible()
  await axeBothWidths(page, 'workflow list')

  const link = row.getByRole('link')
  const href = await link.getAttribute('href')
  // A reader in several groups gets the group in the link, so the page opens in the same group.
  expect(href).toMatch(/^\/freight\/pages\/authoring\/document\/\d+\/\d+(\?set_current_menugroup=[\w-]+)?$/)
  await tabTo(page, link)
  await page.keyboard.press('Enter')
  await expectAt(page, new RegExp(`^${href!.split('?')[0]}(\\?.*)?$`))
})

test('the approver’s delegations: the seeded one is listed, and Add with nothing filled in says what each field needs', async ({
  page,
}) => {
  await signIn(page, 'approver')
  await page.goto(`${LISTS}/workflow`)
  await page.getByRole('link', { name: 'Delegate my approvals…' }).click()
  await expectAt(page, new RegExp(`^${LISTS}/delegation(\\?set_current_menugroup=[\\w-]+)?$`))
  await expect(page.getByRole('list', { name: 'Delegations' }).getByText(/acts for you from/)).toBeVisible()
  const form = page.getByRole('form', { name: 'Add a delegation' })
  await form.getByRole('button', { name: 'Add the delegation' }).click()
  await expect(form.getByText('Field is required').first()).toBeVisible()
  await axeBothWidths(page, 'delegations')
})

test('the administrator publishes a ready draft as a significant change from the list', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto(`${LISTS}/publish_ready`)
  await expect(heading(page)).toHaveText('Ready to Publish')
  const row = rows(page).first()
  await expect(row.getByText('Publish Ready', { exact: true })).toBeVisible()
  const title = (await row.getByRole('link').textContent())!.trim()
  const before = await rows(page).count()
  await axeBothWidths(page, 'publish ready list')

  await row.getByRole('button', { name: 'Publish…' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading')).toContainText(title)
  await dialog.getByText('Significant change', { exact: true }).click()
  await expect(dialog.getByRole('radio', { name: /Significant change/ })).toBeChecked()
  await axe(page, 'publish dialog')
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/ is published\.$/).first()).toBeVisible()
  // The published draft leaves the list.
  await expect(rows(page).getByRole('link', { name: title, exact: true })).toHaveCount(0)
  expect(before).toBeGreaterThanOrEqual(1)
})

test('the administrator sees the approved withdrawal and its Mark obsolete action', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto(`${LISTS}/publish_obsolete`)
  await expect(heading(page)).toHaveText('Mark Obsolete')
  const row = rows(page).first()
  await expect(row.getByText('Withdrawal', { exact: true })).toBeVisible()
  await row.getByRole('button', { name: 'Mark obsolete…' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('textbox', { name: /Comment for the history/ })).toBeVisible()
  await axe(page, 'mark obsolete dialog')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
})

test('the review due list shows the seeded document due within 30 days, its flag written out', async ({ page }) => {
  await signIn(page, 'writer')
  await page.goto(`${LISTS}/review_due`)
  await expect(heading(page)).toHaveText('Reviews Due')
  const row = rows(page).filter({ has: page.getByRole('link', { name: 'Dock door inspection' }) })
  await expect(row.getByText('Due soon', { exact: true })).toBeVisible()
  await expect(row.getByRole('link')).toHaveAttribute('href', /^\/freight\/pages\/authoring\/document\/\d+(\?set_current_menugroup=[\w-]+)?$/)
  await axeBothWidths(page, 'review due list')
})

test('the writer has no publish list: no menu entry, and the 403 page at its address', async ({ page }) => {
  await signIn(page, 'writer')
  await page.goto('/freight/home')
  await expect(heading(page)).toBeVisible()
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Quality Manual' }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem', { name: 'Reviews Due', exact: true })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Ready to Publish', exact: true })).toHaveCount(0)
  await page.goto(`${LISTS}/publish_ready`)
  await expectAt(page, /\/403-forbidden/)
})

test('an employee without a manual role gets the 403 page on the workflow list', async ({ page }) => {
  await signIn(page, 'employee')
  await page.goto(`${LISTS}/workflow`)
  await expectAt(page, /\/403-forbidden/)
})
