import { apiLogin, expectAt, expect, heading, PASSWORD, signIn, storedSessions, submitLogin, test } from './fixtures'

test.describe.configure({ mode: 'parallel' })

// Sign-in and sign-out of the demo accounts through the real form, company changes and session switching.

test('customer signs in and out', async ({ page }) => {
  await page.goto('/freight/login')
  await submitLogin(page, 'customer')
  await expectAt(page, '/freight/home')
  await expect(heading(page)).toHaveText('Required Readings')
  expect(Object.keys(await storedSessions(page))).toContain('customer-freight')
  await page.getByRole('button', { name: 'Account of Chris Morin' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expectAt(page, '/freight/login')
  expect(Object.keys(await storedSessions(page))).not.toContain('customer-freight')
  await page.goto('/freight/home')
  await expectAt(page, '/freight/login?redirect=%2Ffreight%2Fhome')
})

test('a wrong password is refused with the server message', async ({ page }) => {
  await page.goto('/freight/login')
  await submitLogin(page, 'customer', 'Not-The-Password-1!')
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password entered.')
  await expectAt(page, '/freight/login')
})

test("an empty sign-in says 'Field is required' on each field, without asking the server", async ({ page }) => {
  await page.goto('/freight/login')
  let calls = 0
  page.on('request', (request) => {
    if (request.url().includes('/api/users/login')) calls++
  })
  const username = page.getByRole('textbox', { name: 'Username' })
  const password = page.locator('input[name="password"]')
  await username.press('Enter')
  for (const field of [username, password]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription('Field is required')
  }
  await expect(username).toBeFocused()
  await expect(page.getByText('Some fields are not valid.')).toHaveCount(0)
  expect(calls).toBe(0)
  await username.fill('customer')
  await username.press('Enter')
  await expect(password).toBeFocused()
  await expect(username).not.toHaveAttribute('aria-invalid', 'true')
  expect(calls).toBe(0)
})

test('locked cannot sign in', async ({ page }) => {
  await page.goto('/freight/login')
  await submitLogin(page, 'locked')
  await expect(page.getByRole('alert')).toHaveText('This account is locked. Please contact your administrator.')
  await expectAt(page, '/freight/login')
})

test('inactive signs in to the activation page; a wrong code gets a clear message', async ({ page }) => {
  await page.goto('/freight/login')
  await submitLogin(page, 'inactive')
  await expectAt(page, '/online-quoting-activation')
  await page.getByRole('button', { name: 'Send me an activation code' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'activation code was sent' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Activation code' }).fill('12345')
  await page.getByRole('button', { name: 'Activate' }).click()
  await expect(page.getByText('Activation code must be 6 digits').first()).toBeVisible()
  await page.getByRole('textbox', { name: 'Activation code' }).fill('000000')
  await page.getByRole('button', { name: 'Activate' }).click()
  await expect(page.getByRole('alert')).toHaveText('The activation code is not valid.')
  await expectAt(page, '/online-quoting-activation')
})

test('resetme (login status 4) lands on Update Profile and, once saved, on the company home', async ({ page }) => {
  const newPassword = 'Harbour-Lights-2027!'
  await page.goto('/freight/pages/ANO-SHOW')
  await submitLogin(page, 'resetme')
  await expectAt(page, '/freight/pages/init-account')
  await expect(heading(page)).toHaveText('Update Profile')
  // Any other page sends the account back until the profile is saved.
  await page.goto('/freight/home')
  await expectAt(page, '/freight/pages/init-account')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Field is required').first()).toBeVisible()
  await page.locator('input[name="current_password"]').fill(PASSWORD)
  await page.locator('input[name="password"]').fill('resetme')
  await page.locator('input[name="password2"]').fill('something else')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Password must be 12 to 100 characters long')).toBeVisible()
  await expect(page.getByText('Passwords must match')).toBeVisible()
  await page.locator('input[name="password"]').fill(newPassword)
  await page.locator('input[name="password2"]').fill(newPassword)
  for (const [index, answer] of ['Marmalade', 'Sherbrooke', 'Laurentide'].entries()) {
    await page.getByRole('textbox', { name: `Answer ${index + 1}` }).fill(answer)
  }
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expectAt(page, '/freight/home')
  await expect(heading(page)).toHaveText('Required Readings')
  // The next sign-in answers status 0 with the new password.
  await page.goto('/freight/logout')
  await submitLogin(page, 'resetme', newPassword)
  await expectAt(page, '/freight/home')
})

test('employee signs in and works in French', async ({ page }) => {
  await page.goto('/freight/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await submitLogin(page, 'employee')
  await expectAt(page, '/freight/home')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(heading(page)).not.toHaveText('Required Readings')
  await expect(page.getByRole('button', { name: /Émilie Bouchard/ })).toBeVisible()
  await page.getByRole('button', { name: /Émilie Bouchard/ }).click()
  await page.getByRole('menuitem').last().click()
  await expectAt(page, '/freight/login')
})

test('changing the company in the route while signed in as another company signs out', async ({ page }) => {
  await signIn(page, 'customer')
  await page.goto('/freight/home')
  await expect(heading(page)).toHaveText('Required Readings')
  await page.goto('/benefits/home')
  await expectAt(page, '/benefits/login?redirect=%2Fbenefits%2Fhome')
  expect(Object.keys(await storedSessions(page))).not.toContain('customer-freight')
  await page.goto('/freight/home')
  await expectAt(page, '/freight/login?redirect=%2Ffreight%2Fhome')
})

test('several sessions are kept, and the user switches between them', async ({ page }) => {
  await signIn(page, 'bemployee')
  await signIn(page, 'customer')
  await page.goto('/freight/home')
  await expect(page.getByRole('button', { name: 'Account of Chris Morin' })).toBeVisible()
  await page.getByRole('button', { name: 'Account of Chris Morin' }).click()
  await page.getByRole('menuitem', { name: /Béatrice Pelletier/ }).click()
  await expectAt(page, '/benefits/home')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'benefits-dark')
  await page.getByRole('button', { name: 'Account of Béatrice Pelletier' }).click()
  await page.getByRole('menuitem', { name: /Chris Morin/ }).click()
  await expectAt(page, '/freight/home')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'transport-light')
  expect(Object.keys(await storedSessions(page)).sort()).toEqual(['bemployee-benefits', 'customer-freight'])
})

test('a user in several groups switches group from the header', async ({ page }) => {
  await signIn(page, 'customer')
  await page.goto('/freight/home')
  await page.getByRole('button', { name: 'Group: Shipping' }).click()
  await page.getByRole('menuitemradio', { name: 'Billing' }).click()
  // The group's landing page opens, with the group's menus.
  await expectAt(page, /^\/freight\/pages\/STATEMENTS(\?.*)?$/)
  await expect(heading(page)).toHaveText('Statements')
  await expect(page.getByRole('button', { name: 'Group: Billing' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Billing' })).toBeVisible()
})

test('the company access cookie signs in a tab that has no stored session', async ({ page }) => {
  // Signing in through the API sets the HttpOnly company cookie in this browser, and nothing else.
  await apiLogin(page.request, 'customer')
  await page.goto('/freight/home')
  await expectAt(page, '/freight/home')
  await expect(page.getByRole('button', { name: 'Account of Chris Morin' })).toBeVisible()
  expect(Object.keys(await storedSessions(page))).toContain('customer-freight')
})

test('an audit user switches to another user and keeps the own session to come back to', async ({ page }) => {
  await signIn(page, 'auditor')
  await page.goto('/freight/pages/SWITCHUSER')
  await expect(heading(page)).toHaveText('Switch User')
  await page.getByRole('searchbox', { name: 'Find a user' }).fill('limited')
  await page.getByRole('searchbox', { name: 'Find a user' }).press('Enter')
  await page.getByRole('button', { name: 'Switch to limited' }).click()
  await expectAt(page, '/freight/home')
  await expect(page.getByRole('button', { name: 'Account of Lee Lavoie' })).toBeVisible()
  await page.getByRole('button', { name: 'Account of Lee Lavoie' }).click()
  await page.getByRole('menuitem', { name: /Audrey Roy/ }).click()
  await expectAt(page, '/freight/home')
  await expect(page.getByRole('button', { name: 'Account of Audrey Roy' })).toBeVisible()
})
