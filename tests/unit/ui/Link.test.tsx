import { screen, waitFor } from '@testing-library/react'
import { RouterProvider } from 'react-aria-components'
import { describe, expect, it, vi } from 'vitest'
import { INTENT_DELAY_MS, isExternalHref, Link, LinkIntentProvider, MenuGroupProvider, withMenuGroup } from '@app/ui/Link'
import { renderWithProviders } from '../render'

const ORIGIN = 'https://portal.example.com'

describe('withMenuGroup', () => {
  it.each([
    ['/freight/pages/QPM-DOC', 'G1', '/freight/pages/QPM-DOC?set_current_menugroup=G1'],
    ['/freight/pages/CAR?id=7', 'G1', '/freight/pages/CAR?id=7&set_current_menugroup=G1'],
    ['/freight/pages/CAR?id=7#notes', 'G 2', '/freight/pages/CAR?id=7&set_current_menugroup=G+2#notes'],
    ['/p?set_current_menugroup=OTHER', 'G1', '/p?set_current_menugroup=OTHER'],
    ['/freight/pages/HOME', undefined, '/freight/pages/HOME'],
    ['#section', 'G1', '#section'],
    [`${ORIGIN}/freight/pages/X`, 'G1', '/freight/pages/X?set_current_menugroup=G1'],
    ['https://carrier.example.org/terms', 'G1', 'https://carrier.example.org/terms'],
    ['mailto:help@example.com', 'G1', 'mailto:help@example.com'],
  ])('%s with group %s gives %s', (href, group, expected) => {
    expect(withMenuGroup(href, group, ORIGIN)).toBe(expected)
  })
})

describe('isExternalHref', () => {
  it.each([
    ['https://carrier.example.org/terms', true],
    ['http://carrier.example.org', true],
    [`${ORIGIN}/freight`, false],
    ['/freight/pages/X', false],
    ['pages/X', false],
  ])('%s is external: %s', (href, expected) => {
    expect(isExternalHref(href, ORIGIN)).toBe(expected)
  })
})

describe('Link', () => {
  it('adds the current menu group to an internal link', () => {
    renderWithProviders(
      <MenuGroupProvider group="OPS">
        <Link href="/freight/pages/QPM-DOC">Quality manual</Link>
      </MenuGroupProvider>,
    )
    expect(screen.getByRole('link', { name: 'Quality manual' })).toHaveAttribute(
      'href',
      '/freight/pages/QPM-DOC?set_current_menugroup=OPS',
    )
    expect(screen.getByRole('link')).not.toHaveAttribute('target')
  })

  it('opens an external link in a new window with a launch icon and says so', () => {
    renderWithProviders(
      <MenuGroupProvider group="OPS">
        <Link href="https://carrier.example.org/terms">Terms of use</Link>
      </MenuGroupProvider>,
    )
    const link = screen.getByRole('link', { name: 'Terms of use (opens in a new window)' })
    expect(link).toHaveAttribute('href', 'https://carrier.example.org/terms')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it('says so in French too', () => {
    renderWithProviders(<Link href="https://carrier.example.org/terms">Conditions</Link>, { locale: 'fr' })
    expect(screen.getByRole('link', { name: /^Conditions \(.+\)$/ })).toBeInTheDocument()
  })

  it('navigates internal links through the router on Enter', async () => {
    const navigate = vi.fn()
    const { user } = renderWithProviders(
      <RouterProvider navigate={navigate}>
        <MenuGroupProvider group="OPS">
          <Link href="/freight/pages/CAR">Corrective actions</Link>
        </MenuGroupProvider>
      </RouterProvider>,
    )
    await user.tab()
    expect(screen.getByRole('link', { name: 'Corrective actions' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(navigate).toHaveBeenCalledWith('/freight/pages/CAR?set_current_menugroup=OPS', undefined)
  })

  it('leaves external links to the browser', async () => {
    const navigate = vi.fn()
    const { user } = renderWithProviders(
      <RouterProvider navigate={navigate}>
        <Link href="https://carrier.example.org/terms">Terms</Link>
      </RouterProvider>,
    )
    const link = screen.getByRole('link', { name: /Terms/ })
    link.addEventListener('click', (event) => event.preventDefault())
    await user.click(link)
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('Link: loading the page on the way', () => {
  const setup = () => {
    const preload = vi.fn()
    const navigate = vi.fn()
    const rendered = renderWithProviders(
      <RouterProvider navigate={navigate}>
        <LinkIntentProvider preload={preload}>
          <MenuGroupProvider group="OPS">
            <Link href="/freight/pages/user/document/12">Quality Policy</Link>
            <Link href="https://carrier.example.org/terms">Terms</Link>
          </MenuGroupProvider>
        </LinkIntentProvider>
      </RouterProvider>,
    )
    return { ...rendered, preload, navigate }
  }
  const policy = () => screen.getByRole('link', { name: 'Quality Policy' })
  const target = '/freight/pages/user/document/12?set_current_menugroup=OPS'
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('loads the page once the pointer has rested on the link, not when it only passes over', async () => {
    const { user, preload } = setup()
    await user.hover(policy())
    await user.unhover(policy())
    await pause(INTENT_DELAY_MS * 2)
    expect(preload).not.toHaveBeenCalled()
    await user.hover(policy())
    await waitFor(() => expect(preload).toHaveBeenCalledWith(target))
  })

  it('loads the page as soon as the link is pressed, and opens it on release', async () => {
    const { user, preload, navigate } = setup()
    await user.pointer({ keys: '[MouseLeft>]', target: policy() })
    expect(preload).toHaveBeenCalledWith(target)
    expect(navigate).not.toHaveBeenCalled()
    await user.pointer({ keys: '[/MouseLeft]', target: policy() })
    expect(navigate).toHaveBeenCalledWith(target, undefined)
  })

  it('loads nothing while focus only passes, and the page as soon as Enter goes down', async () => {
    const { user, preload, navigate } = setup()
    await user.tab()
    expect(policy()).toHaveFocus()
    await pause(INTENT_DELAY_MS * 2)
    expect(preload).not.toHaveBeenCalled()
    await user.keyboard('{Enter>}')
    expect(preload).toHaveBeenCalledWith(target)
    await user.keyboard('{/Enter}')
    expect(navigate).toHaveBeenCalledWith(target, undefined)
  })

  it('loads nothing for an address outside the portal', async () => {
    const { user, preload } = setup()
    const terms = screen.getByRole('link', { name: /Terms/ })
    terms.addEventListener('click', (event) => event.preventDefault())
    await user.hover(terms)
    await user.click(terms)
    await pause(INTENT_DELAY_MS * 2)
    expect(preload).not.toHaveBeenCalled()
  })
})
