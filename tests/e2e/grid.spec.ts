import { readFile } from 'node:fs/promises'
import ExcelJS from 'exceljs'
import type { Page } from '@playwright/test'
import { expect, heading, signIn, test } from './fixtures'
import { axeViolations, WCAG_TAGS } from '../axe'

// The probill search grid against the real server, as a customer and as an administrator.

test.describe.configure({ mode: 'parallel', timeout: 180_000 })

const PATH = '/freight/pages/shipments'

const grid = (page: Page) => page.getByRole('grid', { name: 'Probill search' })
const dataRows = (page: Page) => grid(page).getByRole('rowgroup').nth(1).getByRole('row')

/** Waits for a list answer whose query matches. */
function listAnswer(page: Page, match: (params: URLSearchParams) => boolean = () => true) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname === '/api/shipments' && response.request().method() === 'GET' && match(url.searchParams)
  })
}

async function open(page: Page, user: string) {
  await signIn(page, user)
  const first = listAnswer(page)
  await page.goto(PATH)
  await first
  await expect(heading(page)).toHaveText('Probill search')
  await expect(dataRows(page).first()).toBeVisible()
}

/** The pagination's 'N–M of T' summary. */
const summary = (page: Page) => page.getByText(/^[\d,]+–[\d,]+ of [\d,]+$/)

/** The total rows of the pagination summary. */
async function summaryTotal(page: Page): Promise<number> {
  const text = (await summary(page).textContent()) ?? ''
  return Number(text.replace(/^.* of /, '').replace(/,/g, ''))
}

/** The text of one column in the visible rows. */
async function columnTexts(page: Page, label: string): Promise<string[]> {
  const headers = await grid(page).getByRole('columnheader').allTextContents()
  const index = headers.findIndex((text) => text.trim() === label)
  expect(index, `column ${label}`).toBeGreaterThanOrEqual(0)
  return dataRows(page).evaluateAll(
    (rows, at) => rows.map((row) => (row.querySelectorAll('td, th')[at]?.textContent ?? '').trim()),
    index,
  )
}

for (const user of ['customer', 'admin']) {
  test.describe(`as ${user}`, () => {
    test('shows 20 rows, pages and page sizes', async ({ page }) => {
      await open(page, user)
      await expect(dataRows(page)).toHaveCount(20)
      const second = listAnswer(page, (params) => params.get('offset') === '20')
      await page.getByRole('button', { name: 'Page 2', exact: true }).click()
      await second
      await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
      const fifty = listAnswer(page, (params) => params.get('limit') === '50' && params.get('offset') === '0')
      await page.getByRole('button', { name: /Rows per page/ }).click()
      await page.getByRole('option', { name: '50' }).click()
      await fifty
      await expect(dataRows(page)).toHaveCount(50)
    })

    test('sorts by a column and says so with aria-sort', async ({ page }) => {
      await open(page, user)
      const header = grid(page).getByRole('columnheader', { name: /^Shipper/ })
      const ascending = listAnswer(page, (params) => params.get('sort') === 'shipper')
      await header.click()
      await ascending
      await expect(header).toHaveAttribute('aria-sort', 'ascending')
      const texts = await columnTexts(page, 'Shipper')
      expect(texts).toEqual([...texts].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
      const descending = listAnswer(page, (params) => params.get('sort') === '-shipper')
      await header.click()
      await descending
      await expect(header).toHaveAttribute('aria-sort', 'descending')
      // Shift adds a second key: rows with the same shipper come by consignee.
      const consignee = grid(page).getByRole('columnheader', { name: /^Consignee(?! phone)/ })
      const both = listAnswer(page, (params) => params.get('sort') === '-shipper,consignee')
      await consignee.click({ modifiers: ['Shift'] })
      await both
      await expect(consignee).toContainText('then sorted ascending, key 2')
      await expect(header).toHaveAttribute('aria-sort', 'descending')
    })

    test('basic search sends the generic search and announces the count', async ({ page }) => {
      await open(page, user)
      const firstShipper = (await columnTexts(page, 'Shipper'))[0] ?? ''
      const word = firstShipper.split(' ')[0] ?? firstShipper
      const searched = listAnswer(page, (params) => (params.get('mttable_generic_search') ?? '').includes(`shipper=${word}`))
      await page.getByRole('searchbox', { name: 'Search' }).fill(word)
      const answer = await searched
      const body = (await answer.json()) as { count: number }
      await expect(page.getByText(/rows found, page 1 of/)).toBeAttached()
      expect(body.count).toBeGreaterThan(0)
    })

    test('advanced search: conditions added one at a time send text, negation, yes/no, one-of and date range filters', async ({ page }) => {
      await open(page, user)
      await page.getByRole('button', { name: 'Advanced search' }).click()
      const panel = page.getByRole('group', { name: 'Advanced search' })
      // Nothing but the buttons to add a condition and clear them, until one is added.
      await expect(panel.getByText('No conditions. Add one to narrow the rows.')).toBeVisible()
      await expect(panel.getByRole('textbox')).toHaveCount(0)
      const lines = panel.getByRole('group', { name: /^Condition \d+$/ })
      const addCondition = async (column: string) => {
        await panel.getByRole('button', { name: 'Add condition' }).click()
        const columnButton = lines.last().getByRole('button', { name: /Column$/ })
        await expect(columnButton).toBeFocused()
        await page.keyboard.press('Enter')
        await page.getByRole('option', { name: column, exact: true }).click()
        const line = lines.last()
        await expect(line.getByRole('button', { name: `${column} Column` })).toBeVisible()
        return line
      }

      const shipper = await addCondition('Shipper')
      const text = listAnswer(page, (params) => params.get('shipper__icontains') === 'a')
      await shipper.getByRole('textbox', { name: 'Shipper', exact: true }).fill('a')
      await text
      // Negation: "Does not contain", the typed value kept.
      await shipper.getByRole('button', { name: /Shipper: condition/ }).click()
      const negated = listAnswer(page, (params) => params.get('shipper__icontains!') === 'a')
      await page.getByRole('option', { name: 'Does not contain' }).click()
      await negated
      for (const value of await columnTexts(page, 'Shipper')) expect(value.toLowerCase()).not.toContain('a')

      // Yes/no: Yes at once, then No.
      const yes = listAnswer(page, (params) => params.get('appointment') === 'Y')
      const appointment = await addCondition('Appointment required')
      await yes
      const no = listAnswer(page, (params) => params.get('appointment') === 'N')
      await appointment.getByRole('radiogroup', { name: 'Appointment required' }).getByText('No', { exact: true }).click()
      await no

      // One-of: Status starts on it (the server's `in`), with its picker alone, and takes several values.
      const status = await addCondition('Status')
      await expect(status.getByRole('button', { name: /Status: condition/ })).toContainText('One of')
      await expect(status.getByRole('textbox')).toHaveCount(0)
      const several = listAnswer(page, (params) => params.get('status__in') === 'In Transit,Delivered')
      await status.getByRole('button', { name: 'Any Status', exact: true }).click()
      await page.getByRole('option', { name: 'In Transit', exact: true }).click()
      await page.getByRole('option', { name: 'Delivered', exact: true }).click()
      await page.keyboard.press('Escape')
      await several
      await expect(page.getByRole('button', { name: 'Advanced search (3)' })).toBeVisible()

      // Date range, a date column's first operator: the end sent as the next day with __lt.
      await panel.getByRole('button', { name: 'Clear filters' }).click()
      await expect(lines).toHaveCount(0)
      const pickup = await addCondition('Pickup date')
      await expect(pickup.getByRole('button', { name: /Pickup date: condition/ })).toContainText('Date range')
      const range = listAnswer(page, (params) => params.get('pickup_date__gte') === '2026-01-01' && params.get('pickup_date__lt') === '2026-02-01')
      await pickup.getByRole('group', { name: 'Pickup date' }).getByRole('spinbutton').first().click()
      await page.keyboard.type('2026010120260131')
      await range
      // Removed, focus goes back to adding one.
      await pickup.getByRole('button', { name: 'Remove the condition on Pickup date' }).click()
      await expect(lines).toHaveCount(0)
      await expect(panel.getByRole('button', { name: 'Add condition' })).toBeFocused()
    })

    test('preferences: save, reload, reset', async ({ page }) => {
      await open(page, user)
      await page.getByRole('button', { name: 'Table preferences' }).click()
      const dialog = page.getByRole('dialog', { name: 'Table preferences' })
      await dialog.getByText('Account', { exact: true }).click()
      await expect(dialog.getByRole('checkbox', { name: 'Account' })).not.toBeChecked()
      // The radio itself, as a test or an assistive tool finds it: its hidden input sits on its label.
      await dialog.getByRole('radio', { name: 'Cell borders' }).check({ force: true })
      const saved = page.waitForResponse((response) => response.url().includes('/api/users/save_user_table_infor'))
      await dialog.getByRole('button', { name: 'Save' }).click()
      expect((await saved).status()).toBe(200)
      await expect(grid(page).getByRole('columnheader', { name: /^Account/ })).toHaveCount(0)
      await page.reload()
      await expect(dataRows(page).first()).toBeVisible()
      // The saved preferences arrive with their own call, which a busy machine can answer late.
      await expect(grid(page).getByRole('columnheader', { name: /^Account/ })).toHaveCount(0, { timeout: 15_000 })
      await expect(grid(page)).toHaveAttribute('data-separator', 'cell')
      await page.getByRole('button', { name: 'Table preferences' }).click()
      const reset = page.waitForResponse((response) => response.url().includes('/api/users/reset_user_table_infor'))
      await page.getByRole('dialog', { name: 'Table preferences' }).getByRole('button', { name: 'Reset' }).click()
      expect((await reset).status()).toBeLessThan(300)
      await expect(grid(page).getByRole('columnheader', { name: /^Account/ })).toHaveCount(1)
    })

    test('exports CSV and XLSX with the rows of the search', async ({ page }) => {
      await open(page, user)
      const word = ((await columnTexts(page, 'Shipper'))[0] ?? '').split(' ')[0] ?? ''
      const answer = listAnswer(page, (params) => params.get('mttable_generic_search') !== null)
      await page.getByRole('searchbox', { name: 'Search' }).fill(word)
      const count = ((await (await answer).json()) as { count: number }).count

      for (const format of ['CSV', 'XLSX']) {
        await page.getByRole('button', { name: 'Export' }).click()
        await page.getByRole('menuitem', { name: format }).click()
        const confirm = page.getByRole('alertdialog', { name: 'Export' })
        await expect(confirm).toContainText(`export ${count.toLocaleString('en')} rows to ${format}`)
        const download = page.waitForEvent('download')
        await confirm.getByRole('button', { name: 'Export' }).click()
        const file = await (await download).path()
        if (format === 'CSV') {
          const lines = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/)
          expect(lines.length - 1).toBe(count)
        } else {
          const book = new ExcelJS.Workbook()
          await book.xlsx.readFile(file)
          expect((book.worksheets[0]?.actualRowCount ?? 0) - 1).toBe(count)
        }
        await expect(page.getByText(`${format} Complete`)).toBeVisible()
      }
    })

    test('push report dialog opens the add page with the search as base64', async ({ page, context }) => {
      await open(page, user)
      const searched = listAnswer(page, (params) => params.get('mttable_generic_search') !== null)
      await page.getByRole('searchbox', { name: 'Search' }).fill('Maple')
      await searched
      const count = page.waitForResponse((response) => response.url().includes('/api/pushreport/count'))
      await page.getByRole('button', { name: 'Push report' }).click()
      await count
      const dialog = page.getByRole('dialog', { name: 'Push report' })
      await expect(dialog).toContainText('current search')
      await dialog.getByRole('textbox', { name: 'Report name' }).fill('Maple shipments')
      const tab = context.waitForEvent('page')
      await dialog.getByRole('button', { name: 'Continue' }).click()
      const opened = await tab
      const url = new URL(opened.url())
      expect(url.pathname).toBe('/freight/pages/PUSHREPORT_ADD')
      expect(url.searchParams.get('cmid')).toBe('SHIPMENTS')
      const data = JSON.parse(Buffer.from(url.searchParams.get('data') ?? '', 'base64').toString('utf8')) as Record<string, unknown>
      expect(data).toMatchObject({ api_url: 'shipments', output_type: 'PDF', title: 'Maple shipments', cmid: 'SHIPMENTS' })
      const params = data.query_params as Record<string, string>
      expect(params.limit).toBeUndefined()
      expect(params.offset).toBeUndefined()
      expect(params.mttable_generic_search).toContain('shipper=Maple')
      expect(typeof data.group).toBe('string')
    })

    test('keyboard only: arrows move between cells, Enter sorts, Escape closes a dialog back to its button', async ({ page }) => {
      await open(page, user)
      const header = grid(page).getByRole('columnheader', { name: /^Shipper/ })
      await header.focus()
      const sorted = listAnswer(page, (params) => params.get('sort') === 'shipper')
      await page.keyboard.press('Enter')
      await sorted
      // The sorted rows are drawn before the arrows move through them.
      await expect(header).toHaveAttribute('aria-sort', 'ascending')
      await expect(grid(page)).not.toHaveAttribute('aria-busy', 'true')
      await page.keyboard.press('ArrowDown')
      await expect(page.locator(':focus')).toHaveAttribute('role', /gridcell|rowheader|row/)
      await page.keyboard.press('ArrowRight')
      const settings = page.getByRole('button', { name: 'Table preferences' })
      await settings.focus()
      await expect(settings).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('dialog', { name: 'Table preferences' })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(settings).toBeFocused()
    })

    test('a search in the address filters the first rows: a link, a reload, Back after a full load', async ({ page }) => {
      await open(page, user)
      await expect(summary(page)).toBeVisible()
      const total = await summaryTotal(page)
      const word = ((await columnTexts(page, 'Shipper'))[0] ?? '').split(' ')[0] ?? ''
      const isSearch = (params: URLSearchParams) => (params.get('mttable_generic_search') ?? '').includes(`shipper=${word}`)
      const expectSearched = async (count: number) => {
        await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(word)
        await expect(summary(page)).toHaveText(new RegExp(` of ${count.toLocaleString('en')}$`))
      }

      const linked = listAnswer(page, isSearch)
      await page.goto(`${PATH}?q=${encodeURIComponent(word)}`)
      const count = ((await (await linked).json()) as { count: number }).count
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThan(total)
      await expectSearched(count)

      const reloaded = listAnswer(page, isSearch)
      await page.reload()
      await reloaded
      await expectSearched(count)

      await page.goto('/freight/home')
      await page.goBack()
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(word)
      await expectSearched(count)

      // The export asks about as many rows as it shows.
      await page.getByRole('button', { name: 'Export' }).click()
      await page.getByRole('menuitem', { name: 'CSV' }).click()
      await expect(page.getByRole('alertdialog', { name: 'Export' })).toContainText(`export ${count.toLocaleString('en')} rows to CSV`)
      await page.getByRole('alertdialog', { name: 'Export' }).getByRole('button', { name: 'Cancel' }).click()
    })

    test('the page comes back: ?page=3, a reload, Back after a full load', async ({ page }) => {
      await open(page, user)
      expect(await summaryTotal(page)).toBeGreaterThan(40)
      const pageThree = async () => {
        await expect(page.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page')
        await expect(summary(page)).toHaveText(/^41–/)
        await expect(page).toHaveURL(/[?&]page=3(&|$)/)
      }

      const third = listAnswer(page, (params) => params.get('offset') === '40')
      await page.goto(`${PATH}?page=3`)
      await third
      await pageThree()

      const again = listAnswer(page, (params) => params.get('offset') === '40')
      await page.reload()
      await again
      await pageThree()

      await page.goto('/freight/home')
      await page.goBack()
      await pageThree()

      // A new search goes back to page 1.
      const searched = listAnswer(page, (params) => params.get('mttable_generic_search') !== null)
      await page.getByRole('searchbox', { name: 'Search' }).fill('a')
      const answer = await searched
      expect(new URL(answer.url()).searchParams.get('offset')).toBe('0')
      await expect(page).not.toHaveURL(/[?&]page=/)
    })

    test("the Tracing link reads as its probill and shows it, as a filter the user can clear", async ({ page }) => {
      await open(page, user)
      const total = await summaryTotal(page)
      const internal = grid(page).locator('a[href*="/pages/shipments?probill="]').first()
      let probill: string
      const isProbill = (value: string) => (params: URLSearchParams) => params.get('probill__iexact') === value
      if ((await internal.count()) > 0) {
        probill = new URL((await internal.getAttribute('href')) ?? '', 'http://portal').searchParams.get('probill') ?? ''
        await expect(internal).toHaveText(probill)
        const filtered = listAnswer(page, isProbill(probill))
        await internal.click()
        expect(((await (await filtered).json()) as { count: number }).count).toBe(1)
      } else {
        // No row of the first page links inside the portal: follow the same link by address.
        probill = (await columnTexts(page, 'Probill number'))[0] ?? ''
        const filtered = listAnswer(page, isProbill(probill))
        await page.goto(`${PATH}?probill=${probill}`)
        await filtered
      }
      await expect(dataRows(page)).toHaveCount(1)
      await expect(dataRows(page).first()).toContainText(probill)
      await expect(page.getByRole('textbox', { name: 'Probill number', exact: true })).toHaveValue(probill)
      await expect(page.getByRole('button', { name: 'Advanced search (1)' })).toBeVisible()
      // One condition, not a panel of every column.
      await expect(page.getByRole('group', { name: /^Condition \d+$/ })).toHaveCount(1)

      // An address with ?probill= does the same on a full load.
      const direct = listAnswer(page, isProbill(probill))
      await page.goto(`${PATH}?probill=${probill}`)
      await direct
      await expect(dataRows(page)).toHaveCount(1)
      await expect(page.getByRole('textbox', { name: 'Probill number', exact: true })).toHaveValue(probill)

      // Cleared, the first page comes back (from the cache: the route loader read it).
      await page.getByRole('button', { name: 'Clear filters' }).click()
      await expect(summary(page)).toHaveText(new RegExp(` of ${total.toLocaleString('en')}$`))
      await expect(dataRows(page)).toHaveCount(20)
      await expect(page).not.toHaveURL(/probill=/)
    })

    test('has no axe violations', async ({ page }) => {
      await open(page, user)
      const violations = await axeViolations(page, { tags: WCAG_TAGS })
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([])
    })
  })
}

test('an edited reference number is saved and marked with a check', async ({ page }) => {
  await open(page, 'admin')
  const input = grid(page).getByRole('textbox', { name: /^Reference number 1 of / }).first()
  await input.fill('PO-E2E-1')
  const saved = await page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/shipments/'))
  expect(saved.status()).toBe(200)
  await expect(grid(page).getByText('Saved').first()).toBeAttached()
})

test.describe('Tracing links and row details in a laptop window', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test("a Tracing link stays on the page's own path and shows its result in view, focused", async ({ page }) => {
    await signIn(page, 'admin')
    const first = listAnswer(page)
    // The menu's path, in the case the menu writes it.
    await page.goto('/freight/pages/SHIPMENTS')
    await first
    await expect(dataRows(page).first()).toBeVisible()
    const link = grid(page).locator('a[href*="?probill="]:not([target])').last()
    await expect(link).toHaveAttribute('href', /^\/freight\/pages\/SHIPMENTS\?probill=\d+(&|$)/)
    const probill = (await link.textContent())?.trim() ?? ''
    expect(probill).toMatch(/^\d{10}$/)
    // WCAG 2.2 target size: the links are at least 24 px high, and axe finds nothing to say.
    expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24)
    const violations = await axeViolations(page, { include: 'section[aria-label="Probill search"]', rules: ['target-size'] })
    expect(violations.map((v) => `${v.id}: ${v.nodes.length} nodes`)).toEqual([])

    // Followed from low on the page, the result is in view and has focus.
    await link.scrollIntoViewIfNeeded()
    const filtered = listAnswer(page, (params) => params.get('probill__iexact') === probill)
    await link.click()
    await filtered
    await expect.poll(() => new URL(page.url()).pathname).toBe('/freight/pages/SHIPMENTS')
    await expect(dataRows(page)).toHaveCount(1)
    const cell = dataRows(page).first().getByRole('rowheader')
    await expect(cell).toHaveText(probill)
    await expect(cell).toBeFocused()
    await expect(cell).toBeInViewport()
  })

  test("an expanded row's details sit within the grid's visible width, also when it is scrolled sideways", async ({ page }) => {
    await open(page, 'admin')
    const scroller = grid(page).locator('xpath=..')
    const box = await scroller.boundingBox()
    const table = await grid(page).boundingBox()
    expect(table?.width ?? 0).toBeGreaterThan((box?.width ?? 0) * 1.5)
    await dataRows(page).first().getByRole('button', { name: /^Show details of / }).click()
    const details = grid(page).locator('.detail-body')
    await expect(details).toContainText('Shipper')
    const within = async () => {
      const shown = await details.boundingBox()
      const frame = await scroller.boundingBox()
      expect(shown && frame).toBeTruthy()
      if (!shown || !frame) return
      expect(shown.x).toBeGreaterThanOrEqual(frame.x - 1)
      expect(shown.x + shown.width).toBeLessThanOrEqual(frame.x + frame.width + 1)
      // Its text is on screen: the last definition of the list ends inside the window.
      const last = await details.locator('dd').last().boundingBox()
      expect((last?.x ?? Infinity) + (last?.width ?? 0)).toBeLessThanOrEqual(1366)
    }
    await within()
    await scroller.evaluate((element) => {
      element.scrollLeft = element.scrollWidth
    })
    await within()
  })
})
