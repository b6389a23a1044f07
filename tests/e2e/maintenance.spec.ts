import { expectAt, expect, heading, test } from './fixtures'

test.describe.configure({ mode: 'parallel' })

// The maintenance ping on every route change (document 1 section 4).

test('a maintenance answer sends the user to the maintenance page, with the page to come back to', async ({ page }) => {
  await page.goto('/freight/login')
  await expect(heading(page)).toHaveText('Sign in')
  await page.route(/\/\?_=\d+$/, (route) =>
    route.fulfill({ status: 503, json: { maintenance: true, message: 'The portal is back at 06:00.' } }),
  )
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expectAt(page, '/maintenance?from=%2Freset-password%3Fcompany%3Dfreight')
  await expect(heading(page)).toHaveText('Down For Maintenance')
  await expect(page.getByText('The portal is back at 06:00.')).toBeVisible()
  await page.unroute(/\/\?_=\d+$/)
  await page.getByRole('link', { name: 'Try again' }).click()
  await expectAt(page, '/reset-password?company=freight')
})

test('a failed ping with a server response also means maintenance; no answer at all does not', async ({ page }) => {
  await page.route(/\/\?_=\d+$/, (route) => route.abort())
  await page.goto('/404')
  await expect(heading(page)).toHaveText('Page not found')
  await page.unroute(/\/\?_=\d+$/)
  await page.route(/\/\?_=\d+$/, (route) => route.fulfill({ status: 502, body: 'Bad gateway' }))
  await page.goto('/access-limit')
  await expectAt(page, '/maintenance?from=%2Faccess-limit')
})
