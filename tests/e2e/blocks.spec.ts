import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { signIn } from './fixtures'

const LIBRARY = '/freight/pages/doclib/DOCLIB-POD'

async function axe(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] })
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([])
}

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

test.describe('document library blocks', () => {
  test.describe.configure({ mode: 'serial' })

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
    await openFirstEntry(page)
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      (async () => {
        await page.getByRole('button', { name: 'Choose files' }).focus()
        await page.keyboard.press('Enter')
      })(),
    ])
    await chooser.setFiles({ name: 'keyboard.pdf', mimeType: 'application/pdf', buffer: await pdf(1) })
    await expect(page.getByText('Uploaded successfully')).toBeVisible()
    const preview = page.getByRole('button', { name: 'Preview keyboard.pdf' }).last()
    await preview.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'keyboard.pdf' }).getByRole('img', { name: /^Page 1 of 1/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(preview).toBeFocused()
    await page.getByRole('button', { name: 'Delete keyboard.pdf' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alertdialog', { name: 'Remove attachment' })).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'keyboard.pdf' })).toHaveCount(0)
  })

  test('split a PDF into two files through the wizard', async ({ page }) => {
    await signIn(page, 'admin')
    await page.goto(`${LIBRARY}/add`)
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
    await expect(page.getByRole('heading', { level: 1, name: 'Split manifest' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^manifest.*\.pdf$/ })).toHaveCount(2)
  })

  test('send an e-mail of the documents and see it recorded', async ({ page }) => {
    await signIn(page, 'admin')
    await openFirstEntry(page)
    await page.getByRole('button', { name: 'E-mail documents' }).click()
    const dialog = page.getByRole('dialog', { name: 'E-mail documents' })
    await dialog.getByRole('textbox', { name: /^To/ }).fill('dispatch@example.com ')
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Proof of delivery attached.')
    await axe(page, 'e-mail form')
    const answer = page.waitForResponse((r) => r.url().includes('/api/doclib/email') && r.request().method() === 'POST')
    await dialog.getByRole('button', { name: 'Send' }).click()
    const body = await (await answer).json()
    expect(body.delivery).toMatch(/recorded|sent/)
    await expect(page.getByText('Email sent')).toBeVisible()
  })
})
