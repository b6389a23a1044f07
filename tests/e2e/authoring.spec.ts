import type { Browser, Locator, Page } from '@playwright/test'
import { axe as scan, expect, expectAt, heading, pressUntil, signIn, test } from './fixtures'

// The manual's authoring screens, as a new user would try them: the quality policy written in both
// languages, sent through its approver, published by the administrator and back among the employee's
// required readings; the tree's Move to dialog by keyboard; a draft that saves itself; two tabs on one
// draft; who is refused; and axe on each screen.

test.describe.configure({ mode: 'default', timeout: 120_000 })

const TREE = '/freight/pages/authoring/document'

/** A 2×2 PNG, small enough to upload in the text. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

/**
 * axe on the page, once react-aria's live announcer has let go of what it announced (a toast's message
 * is read through a labelled element that is dropped after a few seconds, which axe would flag).
 */
async function axe(page: Page, where: string) {
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 10_000 })
  await scan(page, where)
}

async function as(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, username)
  return page
}

/** Opens a node's page from the tree, by its number and title. */
async function openFromTree(page: Page, name: string) {
  await page.goto(TREE)
  const row = page.getByRole('treegrid', { name: "The manual's documents" }).getByRole('row', { name, exact: true })
  await row.click()
  await expect(heading(page)).toHaveText(name)
}

const draftOf = (page: Page, language: 'English' | 'French') => page.getByRole('region', { name: `Draft in ${language}` })

/** Starts the language's draft on the node's page when none is open, then opens it in the editor. */
async function editDraft(page: Page, language: 'English' | 'French') {
  const region = draftOf(page, language)
  const start = region.getByRole('button', { name: `Start a draft in ${language}` })
  if (await start.isVisible()) await start.click()
  await region.getByRole('link', { name: 'Edit the draft' }).click()
  return page.getByRole('textbox', { name: `Text (${language})` })
}

/** Types a new last paragraph in the editor and waits for the draft to be saved. */
async function addParagraph(page: Page, editor: Locator, text: string) {
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/staging\/\d+\/\d+$/.test(response.url()))
  await editor.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.press('Enter')
  await page.keyboard.type(text)
  expect((await saved).status()).toBe(200)
  await expect(page.locator('output').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 15_000 })
}

const EN_TEXT = 'Every shipment is checked against this policy before it leaves the terminal.'
const FR_TEXT = 'Chaque expédition est vérifiée selon cette politique avant de quitter le terminal.'

test('writer edits the quality policy in English and French and submits it; approver approves; admin publishes; employee reads it', async ({
  browser,
}) => {
  // Four users in turn, each signing in and opening the document: about 50 s on an idle machine, more than
  // twice that beside the other steps on CI's two cores.
  test.setTimeout(240_000)
  // The writer starts both drafts and writes in each, with an image in the French text.
  const writer = await as(browser, 'writer')
  await openFromTree(writer, 'QP-001 Quality Policy')
  const nodePage = new URL(writer.url()).pathname
  const english = await editDraft(writer, 'English')
  await addParagraph(writer, english, EN_TEXT)
  await writer.getByRole('button', { name: 'Submit' }).click()
  const submitDialog = writer.getByRole('dialog', { name: 'Submit “Quality Policy” for approval' })
  await submitDialog.getByRole('textbox', { name: 'Comment' }).fill('New shipment check.')
  await submitDialog.getByRole('button', { name: 'Submit' }).click()
  await expect(submitDialog).toBeHidden()

  await openFromTree(writer, 'QP-001 Quality Policy')
  await expect(draftOf(writer, 'English').getByText('In Review')).toBeVisible()
  const french = await editDraft(writer, 'French')
  await addParagraph(writer, french, FR_TEXT)
  const chooser = writer.waitForEvent('filechooser')
  await writer.getByRole('button', { name: 'Insert an image or a file' }).click()
  await (await chooser).setFiles({ name: 'sceau.png', mimeType: 'image/png', buffer: PNG })
  const inserted = french.locator('img')
  await expect(inserted).toHaveCount(1)
  const src = (await inserted.getAttribute('src'))!
  // The image shows in the editor, from an address the server serves to a signed-in reader.
  await expect.poll(() => inserted.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(2)
  await expect(writer.locator('output').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 15_000 })
  await writer.getByRole('button', { name: 'Submit' }).click()
  const submitFrench = writer.getByRole('dialog', { name: 'Submit “Politique qualité” for approval' })
  await submitFrench.getByRole('button', { name: 'Submit' }).click()
  await expect(submitFrench).toBeHidden()

  // The approver sees what changed in each language and approves with a comment (required).
  // (The approver has no tree for editing: the node's page is where the workflow list leads.)
  const approver = await as(browser, 'approver')
  await approver.goto(nodePage)
  await expect(heading(approver)).toHaveText('QP-001 Quality Policy')
  for (const [language, text] of [
    ['English', EN_TEXT],
    ['French', FR_TEXT],
  ] as const) {
    const region = draftOf(approver, language)
    await region.getByRole('button', { name: 'What changed' }).click()
    const changes = region.getByRole('region', { name: 'What changed' })
    await expect(changes.locator('ins').filter({ hasText: text.split(' ')[0] }).first()).toBeVisible()
    await expect(changes.locator('ins')).toContainText([new RegExp(text.split(' ').slice(-2).join(' ').replace('.', '\\.'))])
    await region.getByRole('button', { name: 'Approve' }).click()
    const dialog = approver.getByRole('dialog', { name: /^Approve “/ })
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await expect(dialog.getByText('Field is required')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Comment' }).fill(`Checked the ${language} text.`)
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await expect(dialog).toBeHidden()
    await expect(region.getByText('Publish Ready')).toBeVisible()
  }

  // The administrator publishes both languages as a significant change.
  const admin = await as(browser, 'admin')
  await openFromTree(admin, 'QP-001 Quality Policy')
  for (const language of ['English', 'French'] as const) {
    await draftOf(admin, language).getByRole('button', { name: 'Publish' }).click()
    const dialog = admin.getByRole('dialog', { name: /^Publish “/ })
    await dialog.getByText('Significant', { exact: true }).click()
    await expect(dialog.getByRole('radio', { name: /^Significant/ })).toBeChecked()
    await dialog.getByRole('textbox', { name: 'What changed (shown to readers)' }).fill('Shipment check before departure.')
    await dialog.getByRole('button', { name: 'Publish' }).click()
    await expect(dialog).toBeHidden()
    const revisions = admin.getByRole('region', { name: 'Published revisions' }).first()
    await expect(revisions.getByRole('row', { name: new RegExp(`^${language} 3 Significant change`) })).toBeVisible()
  }
  const revisions = admin.getByRole('region', { name: 'Published revisions' }).first()
  await expect(revisions.getByRole('row', { name: /English 3 Significant change Quality Policy Published/ })).toBeVisible()
  await expect(revisions.getByRole('row', { name: /French 3 Significant change Politique qualité Published/ })).toBeVisible()

  // Each step is in the node's history: who, the comment, the revision.
  await admin.getByRole('link', { name: 'Full history' }).click()
  await expect(heading(admin)).toHaveText('History of “QP-001 Quality Policy”')
  const rows = admin.getByRole('table').getByRole('row')
  await expect(rows.filter({ hasText: 'Draft created' })).toHaveCount(2)
  await expect(rows.filter({ hasText: 'Submitted' }).filter({ hasText: 'Wendy Tremblay' })).toHaveCount(2)
  await expect(rows.filter({ hasText: 'Approved' }).filter({ hasText: 'Checked the English text.' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Approved' }).filter({ hasText: 'Checked the French text.' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Published' }).filter({ hasText: /3$/ })).toHaveCount(2)

  // The employee (French) finds it among the home page's required readings, in its new revision.
  const employee = await as(browser, 'employee')
  await employee.goto('/freight/home')
  const reading = employee.getByRole('region', { name: 'À lire' }).getByRole('listitem').filter({ hasText: 'Politique qualité' })
  await expect(reading).toBeVisible()
  await reading.getByRole('link').click()
  await expect(employee.getByText(FR_TEXT)).toBeVisible()
  const image = employee.getByRole('main').locator(`img[src="${src}"]`)
  await expect(image).toHaveCount(1)
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(2)

  for (const page of [writer, approver, admin, employee]) await page.context().close()
})

test('the Move to dialog moves a document by keyboard alone, and back', async ({ page }) => {
  await signIn(page, 'writer')
  await page.goto(TREE)
  const tree = page.getByRole('treegrid', { name: "The manual's documents" })
  const moveTo = async (place: string, key: 'ArrowDown' | 'ArrowUp') => {
    const actions = tree.getByRole('button', { name: 'Actions for “QP-006 Training and Competence”' })
    // The keyboard reaches the row (arrows), then its actions button (right arrow), and opens the menu.
    await tree.getByRole('row').first().focus()
    await pressUntil(page, 'ArrowDown', tree.getByRole('row', { name: 'QP-006 Training and Competence', exact: true }))
    await pressUntil(page, 'ArrowRight', actions, { most: 4 })
    await page.keyboard.press('Enter')
    await pressUntil(page, 'ArrowDown', page.getByRole('menuitem', { name: 'Move to…' }))
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Move “QP-006 Training and Competence”' })
    await expect(dialog).toBeVisible()
    const select = dialog.getByRole('button', { name: /New place/ })
    await pressUntil(page, 'Tab', select)
    await page.keyboard.press('Enter')
    await pressUntil(page, key, page.getByRole('option', { name: place }))
    await page.keyboard.press('Enter')
    await pressUntil(page, 'Tab', dialog.getByRole('button', { name: 'Move', exact: true }))
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    // The first move's notice may still be up when the second one's comes.
    await expect(page.getByText('“QP-006 Training and Competence” moved.').last()).toBeVisible()
  }
  const row = tree.getByRole('row', { name: /QP-006 Training and Competence/ })
  // Where the document's row is among the rows of the sections named: the tree is drawn again after the
  // move's answer, so the order is polled rather than read once (the row's level is 2 in both places).
  const placed = (names: string[]) =>
    tree.getByRole('row').evaluateAll(
      (rows, wanted) => {
        const at = wanted.map((name) => rows.findIndex((r) => r.textContent?.includes(name)))
        const moved = rows.findIndex((r) => r.textContent?.includes('QP-006'))
        return at.map((index) => Math.sign(moved - index))
      },
      names,
    )
  const inPolicy = () => placed(['Quality Policy & Management System', 'Terminal Operations'])
  const inTerminals = () => placed(['Terminal Operations', 'Freight Handling'])
  // A retry starts from where a failed try left the document: it goes there and back all the same.
  await expect.poll(async () => [await inPolicy(), await inTerminals()]).toContainEqual([1, -1])
  const away = (await inPolicy()).join() === '1,-1'
  await moveTo(away ? 'Terminal Operations' : 'Quality Policy & Management System', away ? 'ArrowDown' : 'ArrowUp')
  await expect(row).toHaveAttribute('aria-level', '2')
  // After the section, before the next one.
  await expect.poll(away ? inTerminals : inPolicy).toEqual([1, -1])
  await expect(tree.getByRole('row', { name: /^Terminal Operations/ })).toBeVisible()
  await moveTo(away ? 'Quality Policy & Management System' : 'Terminal Operations', away ? 'ArrowUp' : 'ArrowDown')
  await expect.poll(away ? inPolicy : inTerminals).toEqual([1, -1])
})

/** The draft of QP-005 (a plain draft in the demo data no other test uses), opened in the editor. */
async function openPlainDraft(page: Page) {
  await openFromTree(page, 'QP-005 Management Review')
  await draftOf(page, 'English').getByRole('link', { name: 'Edit the draft' }).click()
  const editor = page.getByRole('textbox', { name: 'Text (English)' })
  await expect(editor).toBeVisible()
  return editor
}

test('a draft saves itself: typed text survives a reload, and text typed while saves fail is offered back', async ({ page }) => {
  await signIn(page, 'writer')
  const editor = await openPlainDraft(page)
  await addParagraph(page, editor, 'Saved before the reload.')
  const address = page.url()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Text (English)' })).toContainText('Saved before the reload.')

  // The server refuses every save: the page says so and keeps trying; the text stays in the browser.
  await page.route('**/api/qpm/authoring/document/staging/*/*', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 503, json: { message: 'Down for a moment' } }) : route.fallback(),
  )
  const reloaded = page.getByRole('textbox', { name: 'Text (English)' })
  await reloaded.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Typed while the server was down.')
  await expect(page.locator('output').filter({ hasText: 'Not saved, retrying' })).toBeVisible({ timeout: 20_000 })
  await page.unroute('**/api/qpm/authoring/document/staging/*/*')
  await page.route('**/api/qpm/authoring/document/staging/*/*', (route) =>
    route.request().method() === 'PUT' ? route.abort() : route.fallback(),
  )
  await page.goto(address)
  await page.unroute('**/api/qpm/authoring/document/staging/*/*')
  const offer = page.getByRole('region', { name: 'Unsaved text' })
  await expect(offer).toBeVisible()
  await offer.getByRole('button', { name: 'Restore my text' }).click()
  await expect(page.getByRole('textbox', { name: 'Text (English)' })).toContainText('Typed while the server was down.')
  await expect(page.locator('output').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 15_000 })
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Text (English)' })).toContainText('Typed while the server was down.')
  await expect(page.getByRole('region', { name: 'Unsaved text' })).toHaveCount(0)
})

test('two tabs on one draft: the stale save gets a clear conflict message and neither text is lost', async ({ browser }) => {
  const context = await browser.newContext()
  const first = await context.newPage()
  await signIn(first, 'writer')
  const second = await context.newPage()
  const editorA = await openPlainDraft(first)
  const editorB = await openPlainDraft(second)
  await addParagraph(first, editorA, 'Written in the first tab.')
  await editorB.click()
  await second.keyboard.press('Control+End')
  await second.keyboard.press('Enter')
  await second.keyboard.type('Written in the second tab.')
  const notice = second.getByRole('alert').filter({ hasText: 'This draft was changed by someone else' })
  await expect(notice).toBeVisible({ timeout: 15_000 })
  await expect(notice).toContainText('Written in the first tab.')
  await expect(second.locator('output').filter({ hasText: 'Not saved: someone else changed this draft' })).toBeVisible()
  await expect(editorB).toContainText('Written in the second tab.')
  await axe(second, 'draft editor, conflict')
  // Keeping mine saves over theirs; theirs was shown and the first tab still has it.
  await notice.getByRole('button', { name: 'Keep mine (save over theirs)' }).click()
  await expect(second.locator('output').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 15_000 })
  await expect(editorA).toContainText('Written in the first tab.')
  await context.close()
})

for (const username of ['employee', 'customer']) {
  test(`${username} sees the 403 page on the authoring tree`, async ({ page }) => {
    await signIn(page, username)
    await page.goto(TREE)
    await expectAt(page, /^\/403-forbidden/)
    await expect(heading(page)).toBeVisible()
  })
}

/** Each authoring screen, for axe. */
async function screens(page: Page): Promise<string[]> {
  // QP-003's rejected draft: editable, with the approver's comment in its history.
  await openFromTree(page, 'QP-003 Internal Audits')
  const node = page.url()
  await draftOf(page, 'English').getByRole('link', { name: 'Edit the draft' }).click()
  await expect(page.getByRole('textbox', { name: 'Text (English)' })).toBeVisible()
  const draft = page.url()
  const id = new URL(node).pathname.split('/').pop()
  return [TREE, new URL(node).pathname, new URL(draft).pathname, `/freight/pages/authoring/history/${id}`]
}

async function chooseLanguage(page: Page, current: RegExp, next: 'English' | 'Français') {
  await page.getByRole('banner').getByRole('button', { name: current }).click()
  await page.getByRole('menuitemradio', { name: next }).click()
}

test('each authoring screen is axe-clean on a desktop, at phone width and in French', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, 'writer')
  const paths = await screens(page)
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(path)
    await expect(heading(page)).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await axe(page, `${path}, desktop`)
    await page.setViewportSize({ width: 390, height: 844 })
    await axe(page, `${path}, phone`)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(TREE)
  // The choice is saved on the writer's profile: put back at the end for the other tests.
  await chooseLanguage(page, /^Language/, 'Français')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  try {
    for (const path of paths) {
      await page.goto(path)
      await expect(heading(page)).toBeVisible()
      await expect(page.getByRole('progressbar')).toHaveCount(0)
      await axe(page, `${path}, French`)
    }
  } finally {
    await page.goto(TREE)
    await chooseLanguage(page, /^Langue/, 'English')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  }
})
