import type { Page } from '@playwright/test'
import { expect, heading, signIn, test } from './fixtures'

test.describe.configure({ mode: 'parallel' })

// The error catalogue of document 1 section 8, with faults injected at the network layer.

const HELP = '**/api/globals/menu/help/*'

async function openHelp(page: Page, company = 'freight') {
  await page.goto(`/${company}/pages/SHOWHELP/SHOWHELP`)
}

test('404: a centred toast Not found', async ({ page }) => {
  await signIn(page, 'customer')
  await page.route(HELP, (route) => route.fulfill({ status: 404, json: { status: 404, statusText: 'Not Found', message: 'No help page' } }))
  await openHelp(page)
  await expect(page.getByText('Not found', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No help for this page yet' })).toBeVisible()
})

test('500 on the transport skin: the Sales Professional or Customer Service wording', async ({ page }) => {
  await signIn(page, 'customer')
  await page.route(HELP, (route) => route.fulfill({ status: 500, json: { status: 500, statusText: 'Internal Server Error', message: 'x' } }))
  await openHelp(page)
  await expect(
    page.getByText('You have encountered an error. Please contact your Sales Professional or Customer Service at 1-800-555-0199'),
  ).toBeVisible()
})

test('500 on the benefits skin: the benefits or payroll department wording', async ({ page }) => {
  await signIn(page, 'bemployee')
  await page.route(HELP, (route) => route.fulfill({ status: 500, json: { status: 500, statusText: 'Internal Server Error', message: 'x' } }))
  await openHelp(page, 'benefits')
  await expect(page.getByText(/Please contact your benefits or payroll department at benefits@northway\.example/)).toBeVisible()
})

test('502: the error dialog with the status text, View Details with copy, and dismiss', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, 'customer')
  await page.route(HELP, (route) =>
    route.fulfill({ status: 502, headers: { 'x-upstream': 'gateway-7' }, json: { status: 502, statusText: 'Bad Gateway', message: 'Upstream down' } }),
  )
  await openHelp(page)
  // Toasts are alert dialogs too: the error dialog is the one named by the status.
  const dialog = page.getByRole('alertdialog', { name: /Bad Gateway/ })
  await expect(dialog).toContainText('Upstream down')
  await dialog.getByRole('button', { name: 'View Details' }).click()
  await expect(dialog).toContainText('GET globals/menu/help/SHOWHELP')
  await expect(dialog).toContainText('x-upstream')
  await dialog.getByRole('button', { name: 'Copy to clipboard' }).click()
  await expect(page.getByText('Copied error details')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Upstream down')
  await dialog.getByRole('button', { name: 'Dismiss' }).click()
  await expect(dialog).toHaveCount(0)
})

test('429: Daily access limit reached with the server message, the terms link clickable, no View Details', async ({
  page,
}) => {
  await signIn(page, 'customer')
  const terms = 'https://www.northwayfreight.example/terms-of-use'
  await page.route(HELP, (route) =>
    route.fulfill({
      status: 429,
      json: { status: 429, statusText: 'Too Many Requests', message: `Your daily quota is used up. See ${terms}` },
    }),
  )
  await openHelp(page)
  const dialog = page.getByRole('alertdialog', { name: /Daily access limit reached/ })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Your daily quota is used up.')
  await expect(dialog.getByRole('link', { name: new RegExp(terms.replace(/[.]/g, '\\.')) })).toHaveAttribute('href', terms)
  await expect(dialog.getByRole('button', { name: 'View Details' })).toHaveCount(0)
})

test('401 and 403 get nothing generic from the interceptor', async ({ page }) => {
  await signIn(page, 'customer')
  await page.route(HELP, (route) => route.fulfill({ status: 403, json: { status: 403, statusText: 'Forbidden', message: 'No' } }))
  await openHelp(page)
  await expect(heading(page)).toHaveText('Help')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText('Not found')).toHaveCount(0)
})

test('a failed chunk: a translated message and a reload action', async ({ page }) => {
  await signIn(page, 'customer')
  await page.goto('/freight/home')
  await expect(heading(page)).toHaveText('Required Readings')
  await page.route(/\/assets\/ANO-SHOW-[^/]*\.js$/, (route) => route.abort())
  await page.getByRole('button', { name: 'Home', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Announcements' }).click()
  await expect(heading(page)).toHaveText('This page could not be loaded')
  await page.unroute(/\/assets\/ANO-SHOW-[^/]*\.js$/)
  await page.getByRole('button', { name: 'Reload' }).click()
  await expect(heading(page)).toHaveText('Announcements')
})
