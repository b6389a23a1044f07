import { expect, type Page, test } from '@playwright/test'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { axe, pressUntil, signIn, skipToMain, tabTo } from './fixtures'

const LIBRARY = '/freight/pages/doclib/DOCLIB-POD'

async function pdf(pages: number) {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let i = 1; i <= pages; i++) doc.addPage([300, 400]).drawText(`Page ${i}`, { x: 40, y: 340, size: 18, font })
  return Buffer.from(await doc.save())
}

/** Opens the first seeded entry of the library (it holds the seeded four-page PDF). */
async function openFirstEntry(page: Page) {
  await page.goto(LIBRARY)
  await page.getByRole('grid', { name: 'Proof of Delivery' }).getByRole('link', { name: 'Delivery to Montréal warehouse' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery to Montréal warehouse' })).toBeVisible()
}

/**
 * Opens the first seeded entry with the keyboard: Tab into the library's grid, the arrow keys to the
 * entry's title, Enter.
 */
async function openFirstEntryByKeyboard(page: Page) {
  await page.goto(LIBRARY)
  const grid = page.getByRole('grid', { name: 'Proof of Delivery' })
  const title = page.getByRole('link', { name: 'Delivery to Montréal warehouse' })
  const link = grid.locator(title)
  await expect(link).toBeVisible()
  await skipToMain(page)
  await tabTo(page, grid.getByRole('rowgroup').nth(1), { within: true })
  await pressUntil(page, 'ArrowDown', grid.getByRole('row').filter({ has: title }), { most: 10, within: true })
  await pressUntil(page, 'ArrowRight', link, { most: 3 })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery to Montréal warehouse' })).toBeVisible()
}

test.describe('document library blocks', () => {
  // The keyboard walks take many steps and PDFs render in the page: a busy machine gets room.
  test.describe.configure({ mode: 'serial', timeout: 90_000 })

  test('the library lists its entries in the data grid: search, sort and open an entry', async ({ page }) => {
    await signIn(page, 'admin')
    await page.goto(LIBRARY)
    await expect(page.getByRole('heading', { level: 1, name: 'Proof of Delivery' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Add a document' })).toBeVisible()
    const grid = page.getByRole('grid', { name: 'Proof of Delivery' })
    const rows = grid.getByRole('rowgroup').nth(1).getByRole('row')
    await expect(rows.first()).toBeVisible()
    for (const name of ['Title', 'Reference', 'Customer', 'Documents', 'Created by', 'Created', 'Updated']) {
      await expect(grid.getByRole('columnheader', { name: new RegExp(`^${name}\\b`) }).first()).toBeVisible()
    }
    await axe(page, 'library list')

    await page.getByRole('searchbox', { name: 'Search' }).fill('laval')
    await expect(rows).toHaveCount(1)
    await expect(rows.first().getByRole('link')).toHaveText('Delivery to Laval plant')
    await page.getByRole('searchbox', { name: 'Search' }).fill('')
    await expect(rows.nth(1)).toBeVisible()

    const title = grid.getByRole('columnheader', { name: /^Title/ })
    await title.click()
    await expect(title).toHaveAttribute('aria-sort', 'ascending')
    await expect(rows.first().getByRole('link')).toHaveText('Delivery to Laval plant')

    const link = grid.getByRole('link', { name: 'Delivery to Montréal warehouse' })
    await expect(link).toHaveAttribute('href', /^\/freight\/pages\/doclib\/DOCLIB-POD\/\d+\?set_current_menugroup=/)
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery to Montréal warehouse' })).toBeVisible()
  })

  test('upload, preview and delete an attachment', async ({ page }) => {
    await signIn(page, 'admin')
    await openFirstEntry(page)
    await axe(page, 'entry page')
    await page.locator('input[type=file]').setInputFiles({ name: 'pallet-note.pdf', mimeType: 'application/pdf', buffer: await pdf(2) })
    await expect(page.getByText('Uploaded successfully')).toBeVisible()
    const preview = page.getByRole('button', { name: 'Preview pallet-note.pdf' }).last()
    await preview.click()
    const dialog = page.getByRole('dialog', { name: 'pallet-note.pdf' })
    await expect(dialog.getByRole('img', { name: /^Page 1 of 2/ })).toBeVisible()
    await dialog.getByRole('button', { name: 'Next page' }).click()
    await expect(dialog.getByRole('img', { name: /^Page 2 of 2/ })).toBeVisible()
    await axe(page, 'preview dialog')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Delete pallet-note.pdf' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Remove attachment' })
    await expect(confirm).toContainText('Do you want to remove the attachment?')
    await confirm.getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByRole('heading', { name: 'pallet-note.pdf' })).toHaveCount(0)
  })

  test('the same with the keyboard alone', async ({ page }) => {
    await signIn(page, 'admin')
    await openFirstEntryByKeyboard(page)
    const chooserShown = page.waitForEvent('filechooser', { timeout: 30_000 })
    await tabTo(page, page.getByRole('button', { name: 'Choose files' }))
    // The entry's own requests settle first, so nothing redraws the uploader between the key press and
    // the file window.
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('button', { name: 'Choose files' })).toBeFocused()
    await page.keyboard.press('Enter')
    const chooser = await chooserShown
    await chooser.setFiles({ name: 'keyboard.pdf', mimeType: 'application/pdf', buffer: await pdf(2) })
    await expect(page.getByText('Uploaded successfully')).toBeVisible({ timeout: 15_000 })

    // The new document is listed above the file button: back up to its preview button.
    const preview = page.getByRole('button', { name: 'Preview keyboard.pdf' }).last()
    await tabTo(page, preview, { backwards: true })
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'keyboard.pdf' })
    await expect(dialog.getByRole('img', { name: /^Page 1 of 2/ })).toBeVisible()
    await tabTo(page, dialog.getByRole('button', { name: 'Next page' }), { most: 20 })
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('img', { name: /^Page 2 of 2/ })).toBeVisible()
    await axe(page, 'preview dialog, by keyboard')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(preview).toBeFocused()

    await tabTo(page, page.getByRole('button', { name: 'Delete keyboard.pdf' }), { most: 5 })
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('alertdialog', { name: 'Remove attachment' })
    await expect(confirm).toContainText('Do you want to remove the attachment?')
    await axe(page, 'remove confirmation')
    await tabTo(page, confirm.getByRole('button', { name: 'Remove' }), { most: 5 })
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'keyboard.pdf' })).toHaveCount(0)
  })

  test('adding without a title shows the error on the field, moves focus there and sends nothing; choices are a select', async ({ page }) => {
    await signIn(page, 'admin')
    await page.goto('/freight/pages/doclib/DOCLIB-BOL/add')
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/doclib/')) sent.push(request.url())
    })
    await page.locator('input[type=file]').setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: await pdf(1) })
    await expect(page.getByRole('img', { name: /^Page 1 of 1/ })).toBeVisible()
    await page.getByRole('button', { name: 'Complete' }).click()
    const title = page.getByRole('textbox', { name: /^Title/ })
    await expect(title).toBeFocused()
    await expect(title).toHaveAttribute('aria-invalid', 'true')
    await expect(title).toHaveAccessibleDescription(/Field is required/)
    await expect(title).toBeInViewport()
    await expect(page.getByText('Upload failed')).toHaveCount(0)
    expect(sent).toEqual([])
    // Once the title is given, the same Complete adds the entry, with what was typed before kept.
    await title.fill('Bill of lading 7')
    await page.getByRole('button', { name: 'Complete' }).click()
    await expect(page.getByRole('link', { name: 'Open the new entry' })).toBeVisible()
  })

  test('split a PDF into two files through the wizard', async ({ page }) => {
    await signIn(page, 'admin')
    await page.goto(`${LIBRARY}/add`)
    const step = page.getByRole('region', { name: 'Document', exact: true }).locator('[aria-current="step"]')
    await expect(step).toContainText('Prepare File')
    await page.getByRole('textbox', { name: /^Title/ }).fill('Split manifest')
    await page.getByRole('textbox', { name: /^Probill/ }).fill('4410029999')
    await page.locator('input[type=file]').setInputFiles({ name: 'manifest.pdf', mimeType: 'application/pdf', buffer: await pdf(4) })
    await expect(page.getByRole('img', { name: /^Page 1 of 4/ })).toBeVisible()
    await axe(page, 'split wizard')
    await page.getByRole('radiogroup', { name: /^Pages/ }).first().getByText('Custom').click()
    await page.getByRole('textbox', { name: /^Pages to keep/ }).fill('1-2')
    await page.getByRole('button', { name: 'Add a document' }).click()
    await page.getByRole('textbox', { name: /^File name/ }).nth(1).fill('manifest-end')
    await page.getByRole('radiogroup', { name: /^Pages/ }).nth(1).getByText('Custom').click()
    await page.getByRole('textbox', { name: /^Pages to keep/ }).nth(1).fill('3-4')
    await page.getByRole('button', { name: 'Complete' }).click()

    // Step 3 on the add page: what was done, a link to the new entry, and RESET.
    await expect(step).toContainText('Complete')
    await expect(page.getByRole('heading', { name: 'The document was split' })).toBeVisible()
    await expect(page).toHaveURL(/\/DOCLIB-POD\/add\b/)
    const entry = page.getByRole('link', { name: 'Open the new entry' })
    await expect(entry).toHaveAttribute('href', /\/freight\/pages\/doclib\/DOCLIB-POD\/\d+/)
    const href = (await entry.getAttribute('href'))!
    await axe(page, 'split wizard, complete')

    // RESET goes back to step 1 (no file was supplied) with an empty form for the next entry.
    await page.getByRole('button', { name: 'RESET' }).click()
    await expect(step).toContainText('Prepare File')
    await expect(page.getByRole('heading', { name: 'The document was split' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Choose a file' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('')

    await page.goto(href)
    await expect(page.getByRole('heading', { level: 1, name: 'Split manifest' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^manifest.*\.pdf$/ })).toHaveCount(2)
  })

  test('send an e-mail of the documents and see it recorded', async ({ page }) => {
    await signIn(page, 'admin')
    await openFirstEntry(page)
    await page.getByRole('button', { name: 'E-mail documents' }).click()
    const dialog = page.getByRole('dialog', { name: 'New Message' })
    // The server's proposal fills the subject and the message; only the recipient is the user's to give.
    await expect(dialog.getByRole('textbox', { name: /^Subject/ })).toHaveValue(/Delivery to Montréal warehouse/)
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toContainText('Delivery to Montréal warehouse')
    await dialog.getByRole('textbox', { name: /^To/ }).fill('dispatch@example.com ')
    await axe(page, 'e-mail form')
    const answer = page.waitForResponse((r) => r.url().includes('/api/doclib/email') && r.request().method() === 'POST')
    await dialog.getByRole('button', { name: 'Send' }).click()
    const body = await (await answer).json()
    expect(body.delivery).toMatch(/recorded|sent/)
    await expect(page.getByText('Email sent')).toBeVisible()
  })

  test('split the seeded PDF into two files with the keyboard alone', async ({ page }, testInfo) => {
    await signIn(page, 'admin')
    await openFirstEntryByKeyboard(page)
    // The entry's seeded four-page bill of lading, downloaded from its page.
    await tabTo(page, page.getByRole('button', { name: 'Download first document' }))
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
    expect(download.suggestedFilename()).toBe('bill-of-lading-4410023571.pdf')
    const seeded = testInfo.outputPath('bill-of-lading-4410023571.pdf')
    await download.saveAs(seeded)

    // Back to the library, then its add page.
    await tabTo(page, page.getByRole('link', { name: 'Back to the library' }), { backwards: true })
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Proof of Delivery' })).toBeVisible()
    await tabTo(page, page.getByRole('link', { name: 'Add a document' }))
    await page.keyboard.press('Enter')
    const title = page.getByRole('textbox', { name: /^Title/ })
    await expect(title).toBeVisible()

    await tabTo(page, title)
    await page.keyboard.type('Split bill of lading')
    await tabTo(page, page.getByRole('textbox', { name: /^Probill/ }), { most: 5 })
    await page.keyboard.type('4410023571')
    // The file window is awaited before the button is reached, so the browser already hands it to the
    // test when Enter opens it.
    const chooserShown = page.waitForEvent('filechooser', { timeout: 30_000 })
    await tabTo(page, page.getByRole('button', { name: 'Choose a file' }))
    // The add page's own requests (metadata fields, preferences) settle first, so nothing redraws the
    // wizard between the key press and the file window.
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('button', { name: 'Choose a file' })).toBeFocused()
    await page.keyboard.press('Enter')
    const chooser = await chooserShown
    await chooser.setFiles(seeded)
    await expect(page.getByRole('img', { name: /^Page 1 of 4/ })).toBeVisible({ timeout: 15_000 })
    await axe(page, 'split wizard, by keyboard')

    // Document 1 keeps pages 1-2: the arrow keys choose Custom among the page options.
    const pages = page.getByRole('radiogroup', { name: /^Pages/ })
    await tabTo(page, pages.first().getByRole('radio', { name: 'All pages' }))
    await page.keyboard.press('ArrowRight')
    await expect(pages.first().getByRole('radio', { name: 'Custom' })).toBeChecked()
    const keep = page.getByRole('textbox', { name: /^Pages to keep/ })
    await tabTo(page, keep.first(), { most: 5 })
    await page.keyboard.type('1-2')

    // Document 2, added with its button, keeps pages 3-4 under its own name; focus moves to that name.
    await tabTo(page, page.getByRole('button', { name: 'Add a document' }), { most: 10 })
    await page.keyboard.press('Enter')
    const name = page.getByRole('textbox', { name: /^File name/ }).nth(1)
    await expect(name).toBeFocused()
    await page.keyboard.type('bill-of-lading-end')
    await tabTo(page, pages.nth(1).getByRole('radio', { name: 'All pages' }), { most: 10 })
    await page.keyboard.press('ArrowRight')
    await expect(pages.nth(1).getByRole('radio', { name: 'Custom' })).toBeChecked()
    await tabTo(page, keep.nth(1), { most: 5 })
    await page.keyboard.type('3-4')
    await axe(page, 'split wizard with two documents, by keyboard')

    await tabTo(page, page.getByRole('button', { name: 'Complete' }), { most: 10 })
    await page.keyboard.press('Enter')

    // Step 3 takes focus; the next Tab stop is the link to the new entry, then RESET.
    const step = page.getByRole('region', { name: 'Document', exact: true }).locator('[aria-current="step"]')
    await expect(step).toContainText('Complete', { timeout: 15_000 })
    await expect(page.getByRole('region', { name: 'Complete', exact: true })).toBeFocused()
    await expect(page.getByRole('heading', { name: 'The document was split' })).toBeVisible()
    await axe(page, 'split wizard, complete, by keyboard')
    const entry = page.getByRole('link', { name: 'Open the new entry' })
    await page.keyboard.press('Tab')
    await expect(entry).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'RESET' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(entry).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Split bill of lading' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('heading', { name: /^bill-of-lading.*\.pdf$/ })).toHaveCount(2)

    // The second file holds the last two pages of the four.
    await tabTo(page, page.getByRole('button', { name: 'Preview bill-of-lading-end.pdf' }).last())
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'bill-of-lading-end.pdf' })
    await expect(dialog.getByRole('img', { name: /^Page 1 of 2/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('send an e-mail of the documents and see it recorded, with the keyboard alone', async ({ page }) => {
    await signIn(page, 'admin')
    await openFirstEntryByKeyboard(page)
    const open = page.getByRole('button', { name: 'E-mail documents' })
    await tabTo(page, open)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'New Message' })
    await expect(dialog).toBeVisible()

    // A space after the address makes it a recipient; the subject names the entry already.
    await tabTo(page, dialog.getByRole('textbox', { name: /^To/ }), { most: 5 })
    await page.keyboard.type('dispatch@example.com ')
    await expect(dialog.getByRole('list', { name: 'To recipients' })).toContainText('dispatch@example.com')
    await expect(dialog.getByRole('textbox', { name: /^Subject/ })).toHaveValue(/Delivery to Montréal warehouse/)
    await tabTo(page, dialog.getByRole('textbox', { name: 'Message' }), { most: 30 })
    await page.keyboard.type('Proof of delivery attached.')
    await axe(page, 'e-mail form, by keyboard')

    await tabTo(page, dialog.getByRole('button', { name: 'Send' }), { most: 10 })
    const answer = page.waitForResponse((r) => r.url().includes('/api/doclib/email') && r.request().method() === 'POST')
    await page.keyboard.press('Enter')
    const body = await (await answer).json()
    expect(body.delivery).toMatch(/recorded|sent/)
    await expect(page.getByText('Email sent')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
  })
})
