import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { MasterConfig } from '@shared/contract/schemas'
import { ConnectedSystemsCard, signOnAuthorizeUrl, signOnSources } from '@app/features/preferences/ConnectedSystems'
import type { SignOnCalls } from '@app/blocks/SignOnButton'
import { renderWithProviders } from '../render'

const entry = (mc_value: string, mc_description: string | null, mc_v1: string | null, sequence: number) => ({
  mc_value,
  mc_description,
  mc_v1,
  mc_v2: null,
  sequence,
})

const masterconfig: MasterConfig = {
  OIDC: {
    SOURCE: [
      entry('IMAGING', 'Document imaging system', "Système d'imagerie des documents", 1),
      entry('CLAIMS', 'Claims management system', null, 2),
      entry('  ', 'Blank', null, 3),
      entry('EDI', null, null, 4),
    ],
  },
}

describe('signOnAuthorizeUrl', () => {
  it("is the configured authorization page, else the portal's own", () => {
    const configured = { FRAMEWORK: { SSO_AUTHORIZE_URL: [entry(' https://id.example/authorize ', null, null, 1)] } }
    expect(signOnAuthorizeUrl(configured)).toBe('https://id.example/authorize')
    expect(signOnAuthorizeUrl({ FRAMEWORK: { SSO_AUTHORIZE_URL: [entry('', null, null, 1)] } })).toBe('/sso/authorize')
    expect(signOnAuthorizeUrl(undefined)).toBe('/sso/authorize')
  })
})

describe('signOnSources', () => {
  it('lists the OIDC sources in order, named in the language of the page', () => {
    expect(signOnSources(masterconfig, 'en')).toEqual([
      { source: 'IMAGING', name: 'Document imaging system' },
      { source: 'CLAIMS', name: 'Claims management system' },
      { source: 'EDI', name: 'EDI' },
    ])
    expect(signOnSources(masterconfig, 'fr').map((source) => source.name)).toEqual([
      "Système d'imagerie des documents",
      'Claims management system',
      'EDI',
    ])
  })

  it('has no source without the configuration', () => {
    expect(signOnSources(undefined, 'en')).toEqual([])
    expect(signOnSources({ FRAMEWORK: {} }, 'en')).toEqual([])
  })
})

function renderCard(calls: SignOnCalls, locale: 'en' | 'fr' = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const openWindow = vi.fn()
  const view = renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ConnectedSystemsCard
        sources={signOnSources(masterconfig, locale).slice(0, 2)}
        authorizeUrl="/sso/authorize"
        username="customer"
        sessionId="SID"
        calls={calls}
        openWindow={openWindow}
        pollInterval={20}
      />
    </QueryClientProvider>,
    { locale },
  )
  return { ...view, openWindow }
}

const item = (name: string) => screen.getByText(name).closest('li') as HTMLElement

describe('ConnectedSystemsCard', { timeout: 30_000 }, () => {
  it("shows 'Authorized' or the sign-on button for each system, by its status", async () => {
    const status = vi.fn(async (source: string) => ({ authorized: source === 'IMAGING' }))
    renderCard({ status, anonStatus: vi.fn(), tempSession: vi.fn(), forceAuth: vi.fn() })
    expect(screen.getByRole('region', { name: 'Connected systems' })).toBeInTheDocument()
    expect(await within(item('Document imaging system')).findByText('Authorized')).toBeInTheDocument()
    expect(within(item('Document imaging system')).queryByRole('button')).not.toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Authorize Claims management system' })).toHaveTextContent('Authorize')
    expect(status).toHaveBeenCalledWith('IMAGING')
    expect(status).toHaveBeenCalledWith('CLAIMS')
  })

  it('opens the authorization page, then shows Authorized with focus kept in the row', async () => {
    let authorized = false
    const status = vi.fn(async () => ({ authorized }))
    const { user, openWindow } = renderCard({ status, anonStatus: vi.fn(), tempSession: vi.fn(), forceAuth: vi.fn() })
    const button = await screen.findByRole('button', { name: 'Authorize Document imaging system' })
    button.focus()
    await user.keyboard('{Enter}')
    expect(openWindow).toHaveBeenCalledWith('/sso/authorize?username=customer&sessionid=SID&source=IMAGING')
    expect(await screen.findByRole('dialog', { name: 'Waiting for authorization' })).toBeInTheDocument()
    authorized = true
    // The dialog polls until authorized, then the status is asked again for the card.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(item('Document imaging system')).getByText('Authorized')).toBeInTheDocument()
    await waitFor(() => expect(item('Document imaging system')).toContainElement(document.activeElement as HTMLElement))
  })

  it('says when the status could not be checked and tries again on request, instead of offering a sign-on', async () => {
    let fails = true
    const status = vi.fn(async () => {
      if (fails) throw new Error('offline')
      return { authorized: true }
    })
    const { user } = renderCard({ status, anonStatus: vi.fn(), tempSession: vi.fn(), forceAuth: vi.fn() })
    const row = item('Document imaging system')
    expect(await within(row).findByText('The authorization of Document imaging system could not be checked.')).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: /^Authorize/ })).not.toBeInTheDocument()
    fails = false
    await user.click(within(row).getByRole('button', { name: 'Try again' }))
    expect(await within(row).findByText('Authorized')).toBeInTheDocument()
  })

  it('is in French for a French page', async () => {
    renderCard({ status: vi.fn(async () => ({ authorized: false })), anonStatus: vi.fn(), tempSession: vi.fn(), forceAuth: vi.fn() }, 'fr')
    expect(screen.getByRole('region', { name: 'Systèmes connectés' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: "Autoriser Système d'imagerie des documents" })).toBeInTheDocument()
  })
})
