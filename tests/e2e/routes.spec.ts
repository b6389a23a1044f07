import type { APIRequestContext } from '@playwright/test'
import { expectAt, expect, heading, signIn, test } from './fixtures'

/** The id of the first document of the manual's table of contents. */
async function firstDocument(request: APIRequestContext, token: string): Promise<number> {
  type Node = { id: number; is_page: boolean; children: Node[] }
  const toc = (await (await request.get('/api/qpm/user/table_of_contents', { headers: { Authorization: `Token ${token}` } })).json()) as {
    nodes: Node[]
  }
  const first = (nodes: Node[]): Node | undefined => nodes.map((node) => (node.is_page ? node : first(node.children))).find(Boolean)
  return first(toc.nodes)!.id
}

test.describe.configure({ mode: 'parallel' })

// One test per row of document 1 section 2's route table, signed in and signed out.

test('/index.html redirects to / (and on to the default company login)', async ({ page }) => {
  await page.goto('/index.html')
  await expectAt(page, '/freight/login')
  await expect(heading(page)).toHaveText('Sign in')
})

test('/ goes to the login signed out, and to the home of the profile company signed in', async ({ page }) => {
  await page.goto('/')
  await expectAt(page, '/freight/login')
  await signIn(page, 'badmin')
  await page.goto('/')
  await expectAt(page, '/benefits/home')
  await expect(heading(page)).toHaveText('Required Readings')
})

test('/login, /login/* and /menu/* go to the default company login', async ({ page }) => {
  for (const path of ['/login', '/login/old/page', '/menu/anything']) {
    await page.goto(path)
    await expectAt(page, '/freight/login')
  }
})

test('/{company}/login is open, in the company skin', async ({ page }) => {
  await page.goto('/benefits/login')
  await expect(heading(page)).toHaveText('Sign in')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'benefits-light')
  await expect(page.getByRole('img', { name: 'Northway Workplace Benefits' })).toBeVisible()
})

test('/{company}/logout is open and signs out to that company login', async ({ page }) => {
  await page.goto('/freight/logout')
  await expectAt(page, '/freight/login')
  await signIn(page, 'customer')
  await page.goto('/freight/home')
  await expect(heading(page)).toHaveText('Required Readings')
  await page.goto('/freight/logout')
  await expectAt(page, '/freight/login')
  await page.goto('/freight/home')
  await expectAt(page, '/freight/login?redirect=%2Ffreight%2Fhome')
})

test('/{company}/home lists the required readings', async ({ page }) => {
  await page.goto('/freight/home')
  await expectAt(page, '/freight/login?redirect=%2Ffreight%2Fhome')
  await signIn(page, 'customer')
  await page.goto('/freight/home')
  await expect(heading(page)).toHaveText('Required Readings')
  await expect(page.getByText('Welcome, Chris.')).toBeVisible()
  await expect(
    page.getByRole('heading', { name: /^(You have no required readings|To read)$/ }),
  ).toBeVisible()
})

test('/401-unauthorized and /403-forbidden are error pages for signed-in users; 403 keeps its redirect', async ({
  page,
}) => {
  await page.goto('/401-unauthorized')
  await expectAt(page, '/freight/login?redirect=%2F401-unauthorized')
  await signIn(page, 'customer')
  await page.goto('/401-unauthorized')
  await expect(heading(page)).toHaveText('Unauthorized')
  await page.goto('/403-forbidden?redirect=%2Ffreight%2Fpages%2Fadmin%2Fuser')
  await expect(heading(page)).toHaveText('Access forbidden')
  // Links of a user in several groups also carry the current group.
  await expect(page.getByRole('link', { name: 'Sign in with another account' })).toHaveAttribute(
    'href',
    /^\/freight\/login\?redirect=%2Ffreight%2Fpages%2Fadmin%2Fuser(&set_current_menugroup=FRT-SHIPPING)?$/,
  )
})

test('/404 is open', async ({ page }) => {
  await page.goto('/404')
  await expect(heading(page)).toHaveText('Page not found')
  await expect(page).toHaveTitle(/^Page not found \| /)
})

test('/access-limit is open and titled Access denied', async ({ page }) => {
  await page.goto('/access-limit')
  await expect(heading(page)).toHaveText('Access denied')
  await expect(page).toHaveTitle(/^Access denied \| /)
})

test('/maintenance is open and titled Down For Maintenance', async ({ page }) => {
  await page.goto('/maintenance')
  await expect(heading(page)).toHaveText('Down For Maintenance')
  await expect(page).toHaveTitle(/^Down For Maintenance \| /)
})

test('/{company}/pages/init-account is Update Profile, for signed-in users', async ({ page }) => {
  await page.goto('/freight/pages/init-account')
  await expectAt(page, '/freight/login?redirect=%2Ffreight%2Fpages%2Finit-account')
  await signIn(page, 'writer')
  await page.goto('/freight/pages/init-account')
  await expect(heading(page)).toHaveText('Update Profile')
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Wendy')
})

test('/pages/* goes under the user company, or the default company when signed out', async ({ page }) => {
  await page.goto('/pages/ANO-SHOW')
  await expectAt(page, '/freight/login?redirect=%2Ffreight%2Fpages%2FANO-SHOW')
  await signIn(page, 'bemployee')
  await page.goto('/pages/ANO-SHOW')
  await expectAt(page, '/benefits/pages/ANO-SHOW')
  await expect(heading(page)).toHaveText('Announcements')
})

test('/load-content?id= opens the document, asks visitors to sign in first, and sends no id to /404', async ({
  page,
}) => {
  await page.goto('/load-content')
  await expectAt(page, '/404')
  await page.goto('/load-content?id=42')
  await expectAt(page, '/freight/login?redirect=%2Fload-content%3Fid%3D42')
  const { token } = await signIn(page, 'employee')
  const id = await firstDocument(page.request, token)
  await page.goto(`/load-content?id=${id}`)
  await expectAt(page, `/freight/pages/user/document/${id}`)
  await expect(page.getByTestId('document-body')).toBeVisible()
})

test('/user/required-readings.html, /user/bookmarks.html and /toc go to their pages, after a sign-in', async ({
  page,
}) => {
  await page.goto('/user/bookmarks.html')
  await expectAt(page, '/freight/login?redirect=%2Fuser%2Fbookmarks.html')
  await signIn(page, 'employee')
  await page.goto('/user/required-readings.html')
  await expectAt(page, '/freight/pages/user/required_readings')
  await page.goto('/user/bookmarks.html')
  await expectAt(page, '/freight/pages/user/bookmarks')
  await page.goto('/toc')
  await expectAt(page, '/freight/pages/QPM-DOC')
})

test('/documents/* and /printable_documents/* are the open API Documents', async ({ page }) => {
  await page.goto('/documents/integration/guide')
  await expect(heading(page)).toHaveText('API Documents')
  await expect(page.getByRole('heading', { name: 'This document does not exist' })).toBeVisible()
  await page.getByRole('navigation', { name: 'API documents' }).getByRole('link', { name: 'API terms of use' }).click()
  await expectAt(page, '/documents/terms-of-use')
  await expect(heading(page)).toHaveText('API terms of use')
  await expect(page.getByText(/calls per day/)).toBeVisible()
  await page.getByRole('link', { name: 'Printable version' }).click()
  await expectAt(page, '/printable_documents/terms-of-use')
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
  await page.goto('/documents/reference')
  await expect(page.getByRole('cell', { name: 'users/login', exact: true })).toBeVisible()
})

test('/reset-password takes the company query parameter', async ({ page }) => {
  await page.goto('/reset-password?company=benefits')
  await expect(heading(page)).toHaveText('Reset Password')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'benefits-light')
  await page.getByRole('textbox', { name: 'Username' }).fill('bemployee')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('alert')).toContainText('not available yet')
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/benefits/login')
})

test('/online-quoting-access, /rapid-bol-access and /rapid-bol-activation are known pages for signed-in users', async ({
  page,
}) => {
  await page.goto('/rapid-bol-access')
  await expectAt(page, '/freight/login?redirect=%2Frapid-bol-access')
  await signIn(page, 'customer')
  for (const [path, title] of [
    ['/online-quoting-access', 'Online Quoting Access'],
    ['/rapid-bol-access', 'Rapid Bill of Lading Access'],
    ['/rapid-bol-activation', 'Rapid Bill of Lading Activation'],
  ] as const) {
    await page.goto(path)
    await expect(heading(page)).toHaveText(title)
    await expect(page.getByRole('heading', { name: `This page is not available yet: ${title}` })).toBeVisible()
  }
})

test('/online-quoting-activation is the activation page', async ({ page }) => {
  await signIn(page, 'customer')
  await page.goto('/online-quoting-activation')
  await expect(heading(page)).toHaveText('Account Activation')
  await expect(page.getByText('Your account is active.')).toBeVisible()
})

test('document-library paths take their cmid and an optional /add', async ({ page }) => {
  await signIn(page, 'customer')
  await page.goto('/freight/pages/doclib/DOCLIB-POD')
  await expect(heading(page)).toHaveText('Proof of Delivery')
  // Customers read and download; adding is for staff, so the link is not offered.
  await expect(page.getByRole('link', { name: 'Add a document' })).toHaveCount(0)
  await page.goto('/freight/pages/doclib/DOCLIB-POD/add')
  await expectAt(page, /^\/freight\/pages\/doclib\/DOCLIB-POD\/add(\?set_current_menugroup=FRT-SHIPPING)?$/)
  await expect(heading(page)).toHaveText('Add to Proof of Delivery')
})

test('the catch-all is the document view (QPM-DOC) by number or id, an unknown document or company is /404', async ({
  page,
}) => {
  await signIn(page, 'employee')
  await page.goto('/freight/procedures/safety/HS-002.html')
  await expectAt(page, '/freight/procedures/safety/HS-002.html')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(heading(page)).toContainText('Inspection quotidienne du chariot élévateur')
  await page.goto('/freight/procedures/safety/forklifts')
  await expectAt(page, '/404')
  await page.goto('/nowhere/home')
  await expectAt(page, '/404')
})

test('/{company}/fullscreen holds the user and CAR screens without the page frame', async ({ page }) => {
  await signIn(page, 'caradmin')
  await page.goto('/freight/fullscreen/car/car_list')
  // The heading counts the overdue requests once the list is in.
  await expect(heading(page)).toHaveText(/^Corrective Action Requests/)
  await expect(page.getByRole('banner')).toHaveCount(0)
  // No menu of the frame; the list's own paging is a navigation of its own.
  await expect(page.getByRole('navigation', { name: /menu/i })).toHaveCount(0)
  await page.goto('/freight/pages/car/car_list')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
})

test('children of /{company}/pages keep their rules: cmid pages, role rules and open pages', async ({ page }) => {
  await page.goto('/freight/pages/UID_MAA_UPDATE')
  await expect(heading(page)).toHaveText('Group Account Access')
  await signIn(page, 'auditor')
  await page.goto('/freight/pages/audit/switch_user')
  await expect(heading(page)).toHaveText('Manual Switch User')
  await page.goto('/freight/pages/admin/workflow_chain/add')
  await expectAt(page, '/403-forbidden?redirect=%2Ffreight%2Fpages%2Fadmin%2Fworkflow_chain%2Fadd')
  await page.goto('/freight/pages/UA-PREF')
  await expect(heading(page)).toHaveText('User Preferences')
  await page.goto('/freight/pages/PUSHREPORT')
  await expect(heading(page)).toHaveText('Push Reports')
  // The push reports list: the user's reports in the data grid.
  await expect(page.getByRole('grid')).toBeVisible()
})
