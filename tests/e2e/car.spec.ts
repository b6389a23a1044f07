import { readFile } from 'node:fs/promises'
import type { Browser, Locator, Page } from '@playwright/test'
import { axe as scan, expect, heading, signIn, tabTo, test } from './fixtures'

// A corrective action request as new users would take it through the flow: the employee (who reads the
// portal in French) raises one about a damaged shipment and submits it for assignment; the CAR
// administrator assigns it to himself, fills the root cause and the actions and submits it to approver 1;
// approver 1 approves it on to approver 2; approver 2 approves and closes it, naming who checks its
// effectiveness; the report downloads as a PDF, and the check waits in its checker's follow-up list. The
// dialogs are worked with the keyboard.

test.describe.configure({ mode: 'serial', timeout: 180_000 })

const NEW_CAR = '/freight/pages/car/car'

/** axe on the page once react-aria's live announcer has let go of what a toast announced. */
async function axe(page: Page, where: string) {
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 10_000 })
  await scan(page, where)
}

async function as(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true })
  const page = await context.newPage()
  await signIn(page, username)
  return page
}

/** A date `days` from today, as YYYY-MM-DD. */
function inDays(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000)
  return date.toISOString().slice(0, 10)
}

/** Types a date into a date picker's segments, year first. */
async function typeDate(page: Page, group: Locator, date: string) {
  await group.getByRole('spinbutton').first().focus()
  await page.keyboard.type(date.replaceAll('-', ''))
}

/** Picks a person in a people picker by typing their username and choosing them with the keyboard. */
async function pickPerson(page: Page, picker: Locator, username: string) {
  await picker.focus()
  await picker.fill(username)
  const option = page.getByRole('option', { name: new RegExp(`\\(${username}\\)$`) })
  // The list opens as the lookup answers what was typed; when the answer comes late, the list stays shut
  // and the arrow key opens it, as a keyboard user would.
  await expect(async () => {
    if (!(await option.isVisible())) await picker.press('ArrowDown')
    await expect(option).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await page.keyboard.press('ArrowDown')
  await pressUntilSelected(page, option)
  await page.keyboard.press('Enter')
  await expect(picker).toHaveValue(new RegExp(`\\(${username}\\)$`))
}

/** Moves down the open list until the option is the active one. */
async function pressUntilSelected(page: Page, option: Locator) {
  for (let i = 0; i < 10; i++) {
    if ((await option.getAttribute('data-focused')) !== null) return
    await page.keyboard.press('ArrowDown')
  }
}

/** Takes a flow step: its button, then the dialog's choice (when `choose` is given) and comment, sent with Enter on its button. */
async function takeStep(page: Page, step: string, comment: string, choose?: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: step, exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await choose?.(dialog)
  const box = dialog.getByRole('textbox', { name: /^(Comment|Commentaire)/ })
  await box.focus()
  await page.keyboard.type(comment)
  const send = dialog.getByRole('button', { name: step, exact: true })
  await tabTo(page, send)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden({ timeout: 15_000 })
}

/** The CAR's status, as its summary under the heading tells it. */
const statusOf = (page: Page) =>
  page.getByRole('term').filter({ hasText: /^(Status|Statut)$/ }).locator('xpath=following-sibling::dd[1]')

test('employee raises a CAR about a damaged shipment; it is assigned, worked, approved twice and closed; the report downloads as a PDF', async ({
  browser,
}) => {
  // The employee reads the portal in French.
  const employee = await as(browser, 'employee')
  await employee.goto(NEW_CAR)
  await expect(heading(employee)).toBeVisible()
  const title = 'Palette écrasée au quai de Toronto'
  await employee.getByRole('textbox', { name: /^Titre/ }).fill(title)
  await employee.getByRole('textbox', { name: /^Description/ }).fill('Deux cartons du connaissement 1234567890 sont arrivés écrasés.')
  await typeDate(employee, employee.getByRole('group', { name: /^Échéance/ }), inDays(30))
  await employee.getByRole('textbox', { name: /^Numéro de probill/ }).fill('1234567890')
  await axe(employee, 'a new CAR, in French')
  await employee.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
  await expect(employee).toHaveURL(/\/freight\/pages\/car\/car\/\d+$/)
  await expect(heading(employee)).toContainText(/^CAR-\d{4}-\d{4}: /)
  const number = (await heading(employee).textContent())!.split(':')[0]!
  const address = new URL(employee.url()).pathname
  await expect(employee.getByRole('link', { name: 'Suivre le probill 1234567890' })).toBeVisible()
  await takeStep(employee, 'Soumettre pour affectation', 'Photos des cartons écrasés à venir.')
  await expect(statusOf(employee)).toContainText('En attente d’affectation')

  // The CAR administrator assigns it to himself, then works on it.
  const caradmin = await as(browser, 'caradmin')
  await caradmin.goto(address)
  await expect(heading(caradmin)).toContainText(number)
  await takeStep(caradmin, 'Assign', 'I will look into the dock’s load plans.', (dialog) =>
    pickPerson(caradmin, dialog.getByRole('combobox', { name: /^Assignee/ }), 'caradmin'),
  )
  await expect(statusOf(caradmin)).toContainText('Assigned')
  await caradmin.getByRole('textbox', { name: /^Why 1/ }).fill('The pallet was stacked under heavier freight.')
  await caradmin.getByRole('button', { name: 'Add a why' }).press('Enter')
  await expect(caradmin.getByRole('textbox', { name: /^Why 2/ })).toBeFocused()
  await caradmin.keyboard.type('The load plan did not mark it fragile.')
  await caradmin.getByRole('textbox', { name: /^Root cause statement/ }).fill('Fragile freight is not flagged on the load plan.')
  await caradmin.getByRole('textbox', { name: /^Containment action/ }).fill('Inspect every pallet loaded on the Toronto dock this week.')
  await caradmin.getByRole('textbox', { name: /^Corrective action/ }).fill('Flag fragile freight on the load plan; train the dock crew.')
  await caradmin.getByRole('textbox', { name: /^Preventive action/ }).fill('Add the fragile flag to the loading checklist.')
  await axe(caradmin, 'the assignee’s form')
  // The unsaved actions are saved with the step.
  await takeStep(caradmin, 'Submit to Approver 1', 'Root cause found, actions in place.', (dialog) =>
    pickPerson(caradmin, dialog.getByRole('combobox', { name: /^Approver 1/ }), 'approver'),
  )
  await expect(statusOf(caradmin)).toContainText('Awaiting Approver 1')
  // Saved with the step: a CAR administrator still sees the form.
  await caradmin.reload()
  await expect(caradmin.getByRole('textbox', { name: /^Preventive action/ })).toHaveValue('Add the fragile flag to the loading checklist.')

  // Approver 1 approves it on to approver 2.
  const approver = await as(browser, 'approver')
  await approver.goto(address)
  await expect(heading(approver)).toContainText(number)
  await takeStep(approver, 'Submit to Approver 2', 'Actions are sound. Approved.', (dialog) =>
    pickPerson(approver, dialog.getByRole('combobox', { name: /^Approver 2/ }), 'admin'),
  )
  await expect(statusOf(approver)).toContainText('Awaiting Approver 2')

  // Approver 2 approves and closes it; approver 1 checks its effectiveness in 30 days.
  const admin = await as(browser, 'admin')
  await admin.goto(address)
  await expect(heading(admin)).toContainText(number)
  await takeStep(admin, 'Approve and Close', 'Approved and closed.', (dialog) =>
    pickPerson(admin, dialog.getByRole('combobox', { name: /^Effectiveness checked by/ }), 'approver'),
  )
  await expect(statusOf(admin)).toContainText('Closed')
  await expect(admin.getByRole('region', { name: 'Effectiveness check' })).toContainText(/André Gagnon|approver/)
  // Closed: shown as text, nothing to save.
  await expect(admin.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0)
  const history = admin.getByRole('list', { name: 'Status history' })
  await expect(history).toContainText('Awaiting Approver 2')
  await expect(history).toContainText('Approved and closed.')
  await axe(admin, 'a closed CAR')

  // The report: a PDF.
  const downloading = admin.waitForEvent('download')
  await admin.getByRole('button', { name: 'Download report' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  const file = await download.path()
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-')

  // The effectiveness check waits in its checker's follow-up list.
  await approver.goto('/freight/pages/car/effectiveness?quick=mine')
  await expect(approver.getByText(number, { exact: true }).first()).toBeVisible()
})
