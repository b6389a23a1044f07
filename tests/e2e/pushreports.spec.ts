import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { apiLogin, axe, expect, heading, signIn, tabTo, test } from './fixtures'

// A push report as a new customer would make one: `customer` searches the shipments grid, opens the push
// report dialog and continues to the form in a new tab, schedules a daily CSV to their own address,
// saves, runs it now, finds the run Processed in the repository with its file (holding exactly the rows
// the search found), and the e-mail is in the e-mail history. Each page passes axe at desktop and phone
// width. The report is this spec's own, deleted at the end.

test.describe.configure({ mode: 'serial', timeout: 240_000 })

const SHIPMENTS = '/freight/pages/shipments'
const NAME = `E2E Maple shipments ${Date.now() % 100_000}`

const grid = (page: Page) => page.getByRole('grid', { name: 'Probill search' })
const dataRows = (page: Page) => grid(page).getByRole('rowgroup').nth(1).getByRole('row')

async function headers(request: APIRequestContext, username: string) {
  const { token } = await apiLogin(request, username)
  return { Authorization: `Token ${token}` }
}

/** The customer's reports named as this spec's. */
async function ownReports(request: APIRequestContext) {
  const auth = await headers(request, 'customer')
  const answer = await request.get(`/api/pushreport?limit=100&mttable_generic_search=${encodeURIComponent(`name=${NAME}`)}`, { headers: auth })
  const list = (await answer.json()) as { results: { id: number; name: string }[] }
  return { auth, ids: list.results.filter((row) => row.name === NAME).map((row) => row.id) }
}

test.afterAll(async ({ request }) => {
  const { auth, ids } = await ownReports(request)
  for (const id of ids) await request.delete(`/api/pushreport/${id}`, { headers: auth })
})

/** axe at desktop width, then at a phone's, once react-aria's live announcer has let go of what a pending button announced. */
async function axeBothWidths(page: Page, where: string) {
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 10_000 })
  await page.setViewportSize({ width: 1280, height: 800 })
  await axe(page, `${where} (desktop)`)
  await page.setViewportSize({ width: 390, height: 844 })
  await axe(page, `${where} (390 px)`)
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** The total of the pagination's 'N–M of T' summary. */
async function summaryTotal(page: Page): Promise<number> {
  const text = (await page.getByText(/^[\d,]+–[\d,]+ of [\d,]+$/).textContent()) ?? ''
  return Number(text.replace(/^.* of /, '').replace(/,/g, ''))
}

test('customer schedules a daily CSV of a search, runs it now and finds the file and the e-mail', async ({ page, context, request }) => {
  const login = (await apiLogin(request, 'customer')) as { profile: { MT_EMAIL?: string | null } }
  const email = login.profile.MT_EMAIL ?? ''
  expect(email, 'the customer has an e-mail address').toContain('@')

  // The shipments grid, searched.
  await signIn(page, 'customer')
  await page.goto(SHIPMENTS)
  await expect(heading(page)).toHaveText('Probill search')
  await expect(dataRows(page).first()).toBeVisible()
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname === '/api/shipments' && url.searchParams.get('mttable_generic_search') !== null
  })
  await page.getByRole('searchbox', { name: 'Search' }).fill('Maple')
  await searched
  await expect(grid(page)).not.toHaveAttribute('aria-busy', 'true')
  const found = await summaryTotal(page)
  expect(found).toBeGreaterThan(0)

  // The dialog, with the keyboard: a name, CSV, Continue into a new tab.
  const push = page.getByRole('button', { name: 'Push report' })
  await push.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Push report' })
  await expect(dialog).toBeVisible()
  const name = dialog.getByRole('textbox', { name: 'Report name' })
  await name.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(NAME)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await page.getByRole('option', { name: 'CSV' }).click()
  const tab = context.waitForEvent('page')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  const form = await tab
  await form.waitForLoadState()
  expect(new URL(form.url()).pathname).toBe('/freight/pages/PUSHREPORT_ADD')

  // The form says what the report runs, and starts with the dialog's choices and the customer's address.
  await expect(heading(form)).toHaveText('Add Push Report')
  const what = form.getByRole('region', { name: 'What the report runs' })
  await expect(what).toContainText(/maple/i)
  await expect(what).toContainText(`${found.toLocaleString('en')} rows`)
  await expect(form.getByRole('textbox', { name: /^Report name/ })).toHaveValue(NAME)
  await expect(form.getByRole('button', { name: /Output type/ })).toContainText('CSV')
  await expect(form.getByRole('radio', { name: 'Daily' })).toBeChecked()
  await expect(form.getByRole('list', { name: 'Recipients' })).toContainText(email)
  await axeBothWidths(form, 'the create form')

  // Saved with the keyboard: the report's own page opens.
  const save = form.getByRole('button', { name: 'Save the report' })
  await save.focus()
  const created = form.waitForResponse((response) => response.url().endsWith('/api/pushreport') && response.request().method() === 'POST')
  await form.keyboard.press('Enter')
  expect((await created).status()).toBe(200)
  await expect(heading(form)).toHaveText(NAME, { timeout: 15_000 })
  expect(new URL(form.url()).pathname).toMatch(/^\/freight\/pages\/PUSHREPORT_EDIT\/\d+$/)
  const reportId = Number(new URL(form.url()).pathname.split('/').at(-1))
  await axeBothWidths(form, 'the edit form')

  // Run now, then the run from its link.
  const runNow = form.getByRole('button', { name: 'Run now' })
  await runNow.focus()
  const ran = form.waitForResponse((response) => response.url().includes(`/api/run_report/${reportId}`))
  await form.keyboard.press('Enter')
  const run = (await (await ran).json()) as { id: number }
  const repository = form.getByRole('link', { name: 'Open the repository' })
  await tabTo(form, repository)

  // The queue takes the run; the repository shows it Processed once it is.
  const auth = await headers(request, 'customer')
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/pushreportrepository/${reportId}/${run.id}`, { headers: auth })
        return ((await answer.json()) as { status: string }).status
      },
      { timeout: 120_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe('Processed')
  await form.keyboard.press('Enter')
  await expect(heading(form)).toHaveText(`Repository: ${NAME}`)
  const runLink = form.getByRole('link', { name: String(run.id), exact: true })
  await expect(runLink).toBeVisible()
  const row = runLink.locator('xpath=ancestor::*[@role="row"][1]')
  await expect(row).toContainText('Processed')
  await expect(row).toContainText(found.toLocaleString('en'))
  await axeBothWidths(form, 'the repository')

  // The file holds exactly the rows the search found.
  const download = form.waitForEvent('download')
  await row.getByRole('button', { name: 'Download' }).click()
  const file = await (await download).path()
  const lines = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/)
  expect(lines.length - 1).toBe(found)

  // The run's details: its recipient and the e-mail it went out in.
  await runLink.click()
  await expect(heading(form)).toHaveText(`Run ${run.id} of ${NAME}`)
  await expect(form.getByText(email, { exact: true })).toBeVisible()
  await expect(form.getByRole('button', { name: 'Download the file' })).toBeVisible()
  await axeBothWidths(form, 'the run details')
  const detail = (await (await request.get(`/api/pushreportrepository/${reportId}/${run.id}`, { headers: auth })).json()) as {
    email_id: number | null
  }
  expect(detail.email_id).not.toBeNull()

  // The e-mail is in the e-mail history, sent to the customer with the report's name.
  const admin = await headers(request, 'admin')
  const mail = (await (await request.get(`/api/qpm/admin/email_history/${detail.email_id}`, { headers: admin })).json()) as {
    recipients: string
    subject: string
  }
  expect(mail.recipients).toContain(email)
  expect(mail.subject).toContain(NAME)
})

test('the list shows the page’s reports and every page passes axe', async ({ page }) => {
  await signIn(page, 'customer')
  await page.goto('/freight/pages/PUSHREPORT?cmid=SHIPMENTS')
  await expect(heading(page)).toHaveText('Push Reports')
  await expect(page.getByRole('link', { name: NAME })).toBeVisible()
  await axeBothWidths(page, 'the report list')
  await page.getByRole('button', { name: 'Show all my reports' }).click()
  await expect(page).toHaveURL(/\/freight\/pages\/PUSHREPORT$/)
  await expect(page.getByRole('link', { name: NAME })).toBeVisible()
})

test('a malformed link says the report cannot be created', async ({ page }) => {
  await signIn(page, 'customer')
  await page.goto('/freight/pages/PUSHREPORT_ADD?cmid=SHIPMENTS&data=not-base64')
  await expect(page.getByRole('heading', { name: 'This pushreport cannot be created' })).toBeVisible()
  await axeBothWidths(page, 'the refused create page')
  await page.getByRole('link', { name: 'Go to my push reports' }).click()
  await expect(heading(page)).toHaveText('Push Reports')
})

test('another customer’s report and its runs are refused', async ({ page, request }) => {
  const { ids } = await ownReports(request)
  test.skip(ids.length === 0, 'the report of the first test is needed')
  // `limited` is another customer account of the company.
  await signIn(page, 'limited')
  await page.goto(`/freight/pages/PUSHREPORTR/${ids[0]}`)
  await expect(page).toHaveURL(/403-forbidden|\/404/)
  const other = await headers(request, 'limited')
  const runs = await request.get(`/api/pushreportrepository/${ids[0]}`, { headers: other })
  expect([403, 404]).toContain(runs.status())
})
