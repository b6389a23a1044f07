import { expect, type Page, test } from '@playwright/test'
import { axe, heading, signIn, skipToMain, tabTo } from './fixtures'

// The preferences page's connected systems: the sign-on button opens the portal's own authorization
// page (/sso/authorize) in a new window, and the waiting dialog polls oidc/status every 3 s.

const PREFERENCES = '/freight/pages/UA-PREF'
/** The next status poll (every 3 s) and its answer, with room for a busy machine. */
const POLL = 15_000
/** Two poll intervals: long enough for a poll that was still going to show itself. */
const QUIET = 6_000

// Each test waits for polls in real time; a busy machine gets room.
test.describe.configure({ timeout: 90_000 })

const card = (page: Page) => page.getByRole('region', { name: 'Connected systems' })
const system = (page: Page, name: string) => card(page).getByRole('listitem').filter({ hasText: name })
const waiting = (page: Page) => page.getByRole('dialog', { name: 'Waiting for authorization' })

async function openPreferences(page: Page) {
  await signIn(page, 'customer')
  await page.goto(PREFERENCES)
  await expect(heading(page)).toHaveText('User Preferences')
  await expect(system(page, 'Document imaging system').getByRole('button', { name: 'Authorize Document imaging system' })).toBeVisible()
}

test.describe('connected systems on the preferences page', () => {
  test('authorize a system in the window that opens; the waiting dialog closes by itself', async ({ page, context }) => {
    await openPreferences(page)
    const imaging = system(page, 'Document imaging system')
    await expect(system(page, 'Claims management system')).toContainText('CLAIMS')
    await axe(page, 'preferences with the connected systems')

    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      imaging.getByRole('button', { name: 'Authorize Document imaging system' }).click(),
    ])
    await expect(waiting(page)).toBeVisible()
    await axe(page, 'waiting dialog')
    await popup.waitForLoadState()
    expect(new URL(popup.url()).pathname).toBe('/sso/authorize')
    expect(new URL(popup.url()).searchParams.get('source')).toBe('IMAGING')
    await popup.getByRole('button', { name: 'Authorize' }).click()
    await expect(popup.getByRole('status')).toContainText('You can close this window')

    await expect(waiting(page)).toBeHidden({ timeout: POLL })
    await expect(imaging.getByText('Authorized')).toBeVisible()
    await expect(system(page, 'Claims management system').getByRole('button', { name: 'Authorize Claims management system' })).toBeVisible()
    await axe(page, 'preferences with an authorized system')

    // The status comes from the server: still authorized after a reload.
    await page.reload()
    await expect(imaging.getByText('Authorized')).toBeVisible({ timeout: 15_000 })
  })

  test('the same with the keyboard alone', async ({ page, context }) => {
    await openPreferences(page)
    const imaging = system(page, 'Document imaging system')
    await skipToMain(page)
    await tabTo(page, imaging.getByRole('button', { name: 'Authorize Document imaging system' }))
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')])
    await expect(waiting(page)).toBeVisible()
    await popup.waitForLoadState()
    const authorize = popup.getByRole('button', { name: 'Authorize' })
    await tabTo(popup, authorize)
    await popup.keyboard.press('Enter')
    await expect(popup.getByRole('status')).toContainText('You can close this window')

    await expect(waiting(page)).toBeHidden({ timeout: POLL })
    await expect(imaging.getByText('Authorized')).toBeVisible()
    // Focus stays in the system's row, where the button was, rather than falling to the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('li')?.textContent ?? ''))
      .toContain('Document imaging system')
    // And the keyboard goes on from there to the next system's button.
    await page.keyboard.press('Tab')
    await expect(system(page, 'Claims management system').getByRole('button', { name: /^Authorize/ })).toBeFocused()
  })

  test('Cancel stops waiting and gives focus back to the button', async ({ page, context }) => {
    await openPreferences(page)
    const claims = system(page, 'Claims management system')
    const button = claims.getByRole('button', { name: 'Authorize Claims management system' })
    await skipToMain(page)
    await tabTo(page, button)
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')])
    await expect(waiting(page)).toBeVisible()
    // Force authorization is offered but disabled; Cancel is the dialog's one action.
    await expect(waiting(page).getByRole('button', { name: 'Force authorization' })).toBeDisabled()
    await tabTo(page, waiting(page).getByRole('button', { name: 'Cancel' }), { most: 5 })
    await page.keyboard.press('Enter')
    await expect(waiting(page)).toBeHidden()
    await expect(button).toBeFocused()

    // No more polling: authorizing now in the window that opened changes nothing on this page.
    let asked = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/oidc/status')) asked += 1
    })
    await popup.waitForLoadState()
    await popup.getByRole('button', { name: 'Authorize' }).click()
    await expect(popup.getByRole('status')).toContainText('You can close this window')
    await page.waitForTimeout(QUIET)
    expect(asked).toBe(0)
    await expect(button).toBeVisible()
    await expect(waiting(page)).toBeHidden()
  })
})
