import type { APIRequestContext, Page } from '@playwright/test'
import { apiLogin, axe as scan, expect, expectAt, heading, pressUntil, signIn, tabTo, test, visit } from './fixtures'

// The quality manual's reader, as `employee` (a French profile: the interface and the documents are in
// French) and, for the staff-only documents, as `customer`.

test.describe.configure({ mode: 'serial', timeout: 90_000 })

const HOME = '/freight/home'
const TOC = '/freight/pages/QPM-DOC'

interface TocNode {
  id: number
  number: string | null
  title: string
  is_page: boolean
  children: TocNode[]
}

/** The documents of the employee's manual with their audience, read through the API. */
async function staffOnlyDocument(request: APIRequestContext): Promise<number> {
  const { token } = await apiLogin(request, 'employee')
  const headers = { Authorization: `Token ${token}` }
  const toc = (await (await request.get('/api/qpm/user/table_of_contents', { headers })).json()) as { nodes: TocNode[] }
  const documents: TocNode[] = []
  const walk = (nodes: TocNode[]) => nodes.forEach((node) => (node.is_page ? documents.push(node) : walk(node.children)))
  walk(toc.nodes)
  for (const document of documents) {
    const answer = (await (await request.get(`/api/qpm/user/document/${document.id}`, { headers })).json()) as { audience: string }
    if (answer.audience === 'staff') return document.id
  }
  throw new Error('The demo manual has no staff-only document')
}

/**
 * axe on the page, once react-aria's live announcer has let go of what it announced (a toast's message
 * is read through a labelled element that is dropped after a few seconds, which axe would flag).
 */
async function axe(page: Page, where: string) {
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 10_000 })
  await scan(page, where)
}

const toRead = (page: Page) => page.getByRole('region', { name: 'À lire' }).getByRole('listitem')

test('home lists the pending readings, most urgent first, with their count and the overdue ones', async ({ page }) => {
  await signIn(page, 'employee')
  await page.goto(HOME)
  await expect(heading(page)).toHaveText('Lectures obligatoires')
  await expect(toRead(page).first()).toBeVisible()
  const count = await toRead(page).count()
  expect(count).toBeGreaterThan(1)
  await expect(page.getByText(`${count} documents à lire`)).toBeVisible()
  // Overdue readings are due first, so they lead the list.
  await expect(toRead(page).first().getByText('En retard')).toBeVisible()
  const dues = await toRead(page).getByText(/^À lire d’ici le /).allTextContents()
  expect(dues).toEqual([...dues].sort())
  await axe(page, 'home, desktop')
  await page.setViewportSize({ width: 390, height: 844 })
  await axe(page, 'home, phone')
})

test('a reading starts loading while the pointer rests on it, and opens from what was loaded', async ({ page }) => {
  await signIn(page, 'employee')
  await page.goto(HOME)
  const link = toRead(page).first().getByRole('link')
  await expect(link).toBeVisible()
  const fetched = page.waitForRequest((request) => /\/api\/qpm\/user\/document\/\d+/.test(request.url()))
  await link.hover()
  await fetched
  // Loading ahead goes nowhere: the home page stays until the link is pressed.
  await expectAt(page, HOME)
  await expect(heading(page)).toHaveText('Lectures obligatoires')
  const again: string[] = []
  page.on('request', (request) => {
    if (/\/api\/qpm\/user\/document\/\d+/.test(request.url())) again.push(request.url())
  })
  await link.click()
  await expect(page.getByTestId('document-body')).toBeVisible()
  expect(again).toEqual([])
})

test('a reading opened from home, read and confirmed by keyboard, leaves the list; a failed confirmation keeps it', async ({
  page,
}) => {
  await signIn(page, 'employee')
  await page.goto(HOME)
  const last = toRead(page).last()
  const link = last.getByRole('link')
  const title = (await link.textContent())!.trim()
  const before = await toRead(page).count()
  await link.click()
  await expect(heading(page)).toContainText(title.replace(/^\S+-\d+\s+/, ''))
  await axe(page, 'document, desktop')

  // The server fails once: the reading stays pending and the page offers to try again.
  await page.route('**/api/qpm/user/read/*', (route) => route.fulfill({ status: 500, json: { message: 'Down for a moment' } }))
  const confirm = page.getByRole('button', { name: 'J’ai lu et compris' })
  // From the page's heading, where focus lands after the navigation, the keyboard walks to the button.
  await expect(heading(page)).toBeFocused()
  await tabTo(page, confirm)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toContainText('Votre confirmation n’a pas pu être enregistrée')
  await page.unroute('**/api/qpm/user/read/*')
  const retry = page.getByRole('button', { name: 'Réessayer' })
  await expect(retry).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText(/^Vous avez confirmé la lecture de la révision \d+ le /)).toBeFocused()

  await visit(page, HOME)
  await expect(toRead(page)).toHaveCount(before - 1)
  await expect(page.getByRole('region', { name: 'À lire' }).getByRole('link', { name: title })).toHaveCount(0)
  await page.getByRole('link', { name: 'Toutes les lectures obligatoires' }).click()
  await expectAt(page, /^\/freight\/pages\/user\/required_readings/)
  await page.getByRole('tab', { name: /^Lus/ }).click()
  await expect(page.getByRole('tabpanel').getByRole('link', { name: title })).toBeVisible()
})

test('searching “palette” with documents in French finds the freight handling procedures, the word highlighted', async ({
  page,
}) => {
  await signIn(page, 'employee')
  // Her documents are in French: her profile's language, and her reading settings say so.
  await page.goto('/freight/pages/user/settings')
  await expect(page.getByRole('radio', { name: 'Français' })).toBeChecked()

  await visit(page, '/freight/pages/user/search')
  const box = page.getByRole('searchbox', { name: 'Mots à rechercher' })
  await box.focus()
  await page.keyboard.type('palette')
  await page.keyboard.press('Enter')
  await expectAt(page, '/freight/pages/user/search?q=palette')
  const results = page.getByRole('list', { name: 'Résultats de la recherche' })
  const first = results.getByRole('listitem').first()
  // The best match is a freight handling procedure, in French, the word marked in its title and text.
  await expect(first.getByText('Manutention des marchandises', { exact: true })).toBeVisible()
  await expect(first.getByRole('link').locator('mark').first()).toHaveText(/^palettes?$/i)
  await expect(first.locator('p mark').first()).toHaveText(/^palettes?$/i)
  const title = (await first.getByRole('link').textContent())!.replace(/^\S+-\d+\s+/, '')
  await expect(page.getByText(/correspond(ent)? à « palette »/)).toBeVisible()
  await axe(page, 'search, desktop')

  // The results are links a keyboard reaches from the search box.
  await box.focus()
  await tabTo(page, first.getByRole('link'))
  await page.keyboard.press('Enter')
  await expect(heading(page)).toContainText(title)

  // The search lives in the address: opening it again shows the same results.
  await page.goto('/freight/pages/user/search?q=%22ne%20pas%20gerber%22')
  await expect(page.getByRole('searchbox', { name: 'Mots à rechercher' })).toHaveValue('"ne pas gerber"')
  await expect(page.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('listitem').first()).toContainText('palette')
})

test('the contents are a tree the keyboard walks, opens and closes; the current document is marked', async ({ page }) => {
  await signIn(page, 'employee')
  await page.goto(TOC)
  const tree = page.getByRole('treegrid', { name: /^Table des matières/ })
  await expect(tree).toBeVisible()
  await axe(page, 'contents, desktop')
  const filter = page.getByRole('searchbox', { name: 'Filtrer la table des matières' })
  await filter.focus()
  await page.keyboard.press('Tab')
  const first = tree.getByRole('row', { name: /FH-001/ })
  const row = tree.getByRole('row', { name: /FH-002/ })
  await pressUntil(page, 'ArrowDown', first, { most: 40 })
  // The section above it closes with ArrowLeft from the section's own row, and opens again with ArrowRight.
  await page.keyboard.press('ArrowUp')
  const section = tree.getByRole('row', { name: 'Manutention des marchandises' })
  await expect(section).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(section).toHaveAttribute('aria-expanded', 'false')
  await expect(row).toHaveCount(0)
  await page.keyboard.press('ArrowRight')
  await expect(section).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(first).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(row).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(heading(page)).toContainText('Normes de montage et d’emballage des palettes')
  const current = page.getByRole('treegrid', { name: 'Table des matières du manuel' }).getByRole('row', { name: /FH-002/ })
  await expect(current).toHaveAttribute('aria-current', 'page')

  // The filter keeps the matching documents and their sections.
  await filter.isVisible()
  const side = page.getByRole('searchbox', { name: 'Filtrer la table des matières' })
  await side.fill('chariot')
  const contents = page.getByRole('treegrid', { name: 'Table des matières du manuel' })
  await expect(contents.getByRole('row', { name: /HS-002/ })).toBeVisible()
  await expect(contents.getByRole('row', { name: /FH-003/ })).toBeVisible()
  await expect(contents.getByRole('row', { name: /FH-002/ })).toHaveCount(0)
})

test('a bookmark added from a document appears in Bookmarks, and can be removed there', async ({ page }) => {
  await signIn(page, 'employee')
  await page.goto(TOC)
  await page.getByRole('row', { name: /DG-002/ }).click()
  const title = 'Marchandises dangereuses acceptées'
  await expect(heading(page)).toContainText(title)
  const bookmark = page.getByRole('button', { name: 'Signet' })
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false')
  await bookmark.click()
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true')
  await visit(page, '/freight/pages/user/bookmarks')
  const list = page.getByRole('list', { name: 'Documents dans vos signets' })
  await expect(list.getByRole('link', { name: `DG-002 ${title}` })).toBeVisible()
  await axe(page, 'bookmarks, desktop')
  await page.getByRole('button', { name: `Retirer DG-002 ${title} de vos signets` }).click()
  await expect(page.getByRole('heading', { name: 'Vous n’avez aucun signet' })).toBeVisible()
})

test('the text size set in Settings changes the text of documents', async ({ page }) => {
  await signIn(page, 'employee')
  await page.goto('/freight/pages/user/document/' + (await firstDocumentId(page)))
  const body = page.getByTestId('document-body')
  await expect(body).toHaveCSS('font-size', '16px')
  await visit(page, '/freight/pages/user/settings')
  await axe(page, 'settings, desktop')
  await page.getByText('20 px', { exact: true }).click()
  await expect(page.getByRole('radio', { name: '20 px' })).toBeChecked()
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('Vos paramètres de lecture sont enregistrés.')).toBeVisible()
  await page.goBack()
  await expect(page.getByTestId('document-body')).toHaveCSS('font-size', '20px')
  // Back to the default for the other tests.
  await visit(page, '/freight/pages/user/settings')
  await page.getByText('16 px (par défaut)', { exact: true }).click()
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('Vos paramètres de lecture sont enregistrés.')).toHaveCount(2)
})

/** The first document of the table of contents, by the address its row opens. */
async function firstDocumentId(page: Page): Promise<string> {
  await page.goto(TOC)
  await page.getByRole('treegrid').getByRole('row', { name: /QP-001/ }).click()
  await expectAt(page, /^\/freight\/pages\/user\/document\/\d+$/)
  return new URL(page.url()).pathname.split('/').at(-1)!
}

test('a change request needs a comment, keeps it when sending fails, and is sent', async ({ page }) => {
  await signIn(page, 'employee')
  await page.goto(TOC)
  await page.getByRole('row', { name: /CL-001/ }).click()
  await page.getByRole('button', { name: 'Demander une modification' }).click()
  const dialog = page.getByRole('dialog', { name: 'Demander une modification' })
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click()
  const comment = dialog.getByRole('textbox', { name: /Ce qui devrait changer/ })
  await expect(comment).toHaveAccessibleDescription(/Champ obligatoire/)
  await comment.fill('Ajouter le délai de réponse au client.')
  await page.route('**/api/qpm/user/change_request/*', (route) => route.abort())
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Votre commentaire est conservé')
  await expect(comment).toHaveValue('Ajouter le délai de réponse au client.')
  await page.unroute('**/api/qpm/user/change_request/*')
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click()
  await expect(dialog).toHaveCount(0)
})

test('the index lists keywords and tags with their documents; the print layout says it is uncontrolled', async ({ page }) => {
  await signIn(page, 'employee')
  await page.goto('/freight/pages/user/index')
  await expect(heading(page)).toHaveText('Index du manuel')
  await expect(page.getByRole('navigation', { name: 'Lettres de l’index' })).toBeVisible()
  await axe(page, 'index, desktop')
  await page.goto('/freight/pages/user/print_document/' + (await firstDocumentId(page)))
  await expect(page.getByText('Copie non contrôlée une fois imprimée')).toBeVisible()
  await expect(page.getByText(/Révision \d+ · Imprimé le/)).toBeVisible()
  await axe(page, 'print layout')
})

test('the manual’s screens hold full screen, without the page frame', async ({ page }) => {
  await signIn(page, 'employee')
  await page.goto('/freight/fullscreen/user/required_readings')
  await expect(heading(page)).toHaveText('Lectures obligatoires')
  await expect(page.getByRole('banner')).toHaveCount(0)
  const link = page.getByRole('tabpanel').getByRole('link').first()
  await expect(link).toHaveAttribute('href', /^\/freight\/fullscreen\/user\/document\/\d+/)
  await axe(page, 'required readings, full screen')
})

test('axe finds nothing on the manual at phone width', async ({ page }) => {
  await signIn(page, 'employee')
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of [TOC, '/freight/pages/user/search?q=palette', '/freight/pages/user/required_readings', '/freight/pages/user/bookmarks', '/freight/pages/user/settings', '/freight/pages/user/index']) {
    await page.goto(path)
    await expect(heading(page)).toBeVisible()
    await axe(page, `${path}, phone`)
  }
  await page.goto('/freight/pages/user/document/' + (await firstDocumentId(page)))
  await expect(page.getByTestId('document-body')).toBeVisible()
  await axe(page, 'document, phone')
})

test('the manual in the dark theme: an empty manual and its search', async ({ page }) => {
  await signIn(page, 'bemployee')
  for (const path of ['/benefits/pages/QPM-DOC', '/benefits/pages/user/search?q=leave', '/benefits/pages/user/required_readings']) {
    await page.goto(path)
    await expect(heading(page)).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'benefits-dark')
    await axe(page, `${path}, dark`)
  }
})

test('a customer opening a staff-only document sees the 403 page; an unknown document is the 404 page', async ({ page }) => {
  const id = await staffOnlyDocument(page.request)
  await signIn(page, 'customer')
  await page.goto(`/freight/pages/user/document/${id}`)
  await expectAt(page, `/403-forbidden?redirect=${encodeURIComponent(`/freight/pages/user/document/${id}`)}`)
  await expect(heading(page)).toHaveText('Access forbidden')
  await page.goto('/freight/pages/user/document/2147483000')
  await expectAt(page, '/404')
})
