import type { APIRequestContext } from '@playwright/test'
import { apiLogin, axe, expect, expectAt, heading, pressUntil, signIn, tabTo, test } from './fixtures'

// The CAR lists with the keyboard: `caradmin` adds a terminal with its French name and finds it in the
// list; the Pareto page shows its figures as a table; the CAR list's quick filters narrow the list and
// stay in the address. The terminal is this spec's own, removed at the end.

test.describe.configure({ mode: 'serial', timeout: 120_000 })

const TERMINAL = `E2E Sherbrooke ${Date.now() % 100_000}`
const TERMINAL_FR = `E2E Sherbrooke (Estrie) ${Date.now() % 100_000}`

async function headers(request: APIRequestContext, username: string) {
  const { token } = await apiLogin(request, username)
  return { Authorization: `Token ${token}` }
}

test.afterAll(async ({ request }) => {
  const auth = await headers(request, 'caradmin')
  const list = (await (
    await request.get(`/api/car/admin/car_terminal?limit=100&mttable_generic_search=${encodeURIComponent(`name=${TERMINAL}`)}`, { headers: auth })
  ).json()) as { results: { id: number; name: string }[] }
  for (const row of list.results.filter((item) => item.name === TERMINAL))
    await request.delete(`/api/car/admin/car_terminal/${row.id}`, { headers: auth })
})

test('caradmin adds a terminal with its French name, by keyboard, and finds it in the list', async ({ page }) => {
  await signIn(page, 'caradmin')
  await page.goto('/freight/pages/car/admin/car_terminal')
  await expect(heading(page)).toHaveText('CAR Terminals')
  const add = page.getByRole('button', { name: 'Add', exact: true })
  await tabTo(page, add)
  await page.keyboard.press('Enter')
  await expectAt(page, '/freight/pages/car/admin/car_terminal/add')
  await expect(heading(page)).toHaveText('Add terminal')

  // Saved blank, the name says it is required and nothing is sent.
  const save = page.getByRole('button', { name: 'Save' })
  await tabTo(page, save)
  await page.keyboard.press('Enter')
  const name = page.getByRole('textbox', { name: /^Name/ })
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Field is required').first()).toBeVisible()

  await tabTo(page, name, { backwards: true })
  await page.keyboard.type(TERMINAL)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: /^French name/ })).toBeFocused()
  await page.keyboard.type(TERMINAL_FR)
  await page.keyboard.press('Enter')

  await expectAt(page, '/freight/pages/car/admin/car_terminal')
  const search = page.getByRole('searchbox', { name: 'Search' })
  await tabTo(page, search)
  await page.keyboard.type(TERMINAL)
  const row = page.getByRole('row').filter({ hasText: TERMINAL_FR })
  await expect(row).toBeVisible({ timeout: 15_000 })
  await expect(row).toContainText(TERMINAL)
  await axe(page, 'the terminals with the new one')
})

test('the Pareto page shows its figures as a table, by keyboard', async ({ page }) => {
  await signIn(page, 'caradmin')
  await page.goto('/freight/pages/car/pareto')
  await expect(heading(page)).toHaveText('CAR Pareto Chart')
  const figures = page.getByRole('img', { name: /^Pareto chart\./ }).or(page.getByRole('heading', { name: 'No CAR in this period' }))
  await expect(figures).toBeVisible({ timeout: 15_000 })

  const toggle = page.getByRole('switch', { name: 'Show as table' })
  await tabTo(page, toggle)
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/view=table/)
  const table = page.getByRole('table', { name: /CARs raised from/ })
  await expect(table).toBeVisible()
  await expect(table.getByRole('columnheader')).toHaveText(['Root cause', 'CARs', 'Cumulative %'])
  // Largest first, the cumulative share rising to 100 %.
  const counts = (await table.locator('tbody tr td:nth-of-type(1)').allTextContents()).map((text) => Number(text.replace(/\D/g, '')))
  expect(counts.length).toBeGreaterThan(0)
  expect([...counts].sort((a, b) => b - a)).toEqual(counts)
  await expect(table.locator('tbody tr').last().locator('td').last()).toHaveText('100%')
  await axe(page, 'the Pareto table')

  // Counting by terminal instead, still a table.
  const countBy = page.getByRole('button', { name: /Count by/ })
  await tabTo(page, countBy, { backwards: true })
  await page.keyboard.press('Enter')
  await pressUntil(page, 'ArrowDown', page.getByRole('option', { name: 'Terminal' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/by=terminal/)
  await expect(page.getByRole('table').getByRole('columnheader').first()).toHaveText('Terminal')
})

test('the CAR list’s menu entry shows how many of the user’s CARs are overdue', async ({ page }) => {
  await signIn(page, 'caradmin')
  await page.goto('/freight/pages/car/car_list')
  await expect(heading(page)).toContainText('Corrective Action Requests')
  // The number is seen beside the entry; its words are heard after the entry's name.
  const entry = page.getByRole('navigation').getByRole('link', { name: /^Corrective Action Requests\W+\d+ overdue$/ })
  await expect(entry).toBeVisible()
  await expect(entry.locator('.count')).toHaveText(/^\d+$/)
})

test('the CAR list’s quick filters narrow the list and stay in the address', async ({ page }) => {
  await signIn(page, 'caradmin')
  await page.goto('/freight/pages/car/car_list')
  await expect(heading(page)).toContainText('Corrective Action Requests')
  await expect(heading(page)).toContainText(/\d+ overdue/)
  const grid = page.getByRole('grid')
  await expect(grid.getByRole('link', { name: /^CAR-\d{4}-\d{4}$/ }).first()).toBeVisible({ timeout: 15_000 })
  const all = page.getByRole('radio', { name: 'All' })
  await expect(all).toBeChecked()

  // One Tab stop for the filters; the arrow keys move along them and Enter chooses.
  const filters = page.getByRole('radiogroup', { name: 'Show' })
  await tabTo(page, filters, { within: true })
  const names = await filters.getByRole('radio').allTextContents()
  const at = names.indexOf((await page.evaluate(() => document.activeElement?.textContent)) ?? '')
  await pressUntil(page, at > names.indexOf('Overdue') ? 'ArrowLeft' : 'ArrowRight', page.getByRole('radio', { name: 'Overdue' }))
  await page.keyboard.press('Enter')
  await expectAt(page, '/freight/pages/car/car_list?quick=overdue')
  await expect(page.getByRole('radio', { name: 'Overdue' })).toBeChecked()
  // The rows of the last filter stay on screen while the next ones load.
  await expect(grid).not.toHaveAttribute('aria-busy', 'true')
  const overdueRows = grid.getByRole('row').filter({ has: page.getByRole('link', { name: /^CAR-/ }) })
  await expect(overdueRows.first()).toBeVisible({ timeout: 15_000 })
  for (const row of await overdueRows.all()) await expect(row).toContainText('Overdue')

  await pressUntil(page, 'ArrowRight', page.getByRole('radio', { name: 'Closed' }))
  await page.keyboard.press('Enter')
  await expectAt(page, '/freight/pages/car/car_list?quick=closed')
  await expect(page.getByRole('radio', { name: 'Closed' })).toBeChecked()
  await expect(grid).not.toHaveAttribute('aria-busy', 'true')
  const closedRows = grid.getByRole('row').filter({ has: page.getByRole('link', { name: /^CAR-/ }) })
  await expect(closedRows.first()).toBeVisible({ timeout: 15_000 })
  for (const row of await closedRows.all()) await expect(row).toContainText('Closed')

  // Back to where the address started: every CAR again.
  await page.goBack()
  await expectAt(page, '/freight/pages/car/car_list?quick=overdue')
  await expect(page.getByRole('radio', { name: 'Overdue' })).toBeChecked()

  // A CAR number opens its form.
  const first = grid.getByRole('link', { name: /^CAR-/ }).first()
  const href = await first.getAttribute('href')
  expect(href).toMatch(/^\/freight\/pages\/car\/car\/\d+$/)
  await axe(page, 'the overdue CARs')
})
