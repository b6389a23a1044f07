import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fixtureClient } from '../../../stories/grid/fixtures'
import { renderGrid } from './helpers'

/** The fixture server, answering whether it can export to a Google Sheet as the portal's server does. */
function clientWith(googleSheet: boolean | undefined) {
  const client = fixtureClient()
  const list = client.list
  client.list = async (...args) => {
    const answer = await list(...args)
    return googleSheet === undefined ? answer : { ...answer, exports: { google_sheet: googleSheet } }
  }
  return client
}

async function menuItems(user: ReturnType<typeof renderGrid>['user']) {
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1))
  screen.getByRole('button', { name: 'Export' }).focus()
  await user.keyboard('{Enter}')
  return within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)
}

describe('the grid offers a Google Sheet export as the list answer says', { timeout: 30_000 }, () => {
  it('offers it where the server has a spreadsheet service', async () => {
    const { user } = renderGrid({ exportable: true }, clientWith(true))
    expect(await menuItems(user)).toEqual(['Google Sheet', 'CSV', 'XLSX', 'PDF', 'XML', 'JSON'])
  })

  it('leaves it out where the server has none, or does not say', async () => {
    for (const googleSheet of [false, undefined]) {
      const { user, unmount } = renderGrid({ exportable: true }, clientWith(googleSheet))
      expect(await menuItems(user)).toEqual(['CSV', 'XLSX', 'PDF', 'XML', 'JSON'])
      unmount()
    }
  })
})
