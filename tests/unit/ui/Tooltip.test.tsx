import { act, screen } from '@testing-library/react'
import { TOOLTIP_DELAY_MS } from '@shared/constants'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from '@app/ui/Button'
import { Tooltip } from '@app/ui/Tooltip'
import { renderWithProviders } from '../render'

afterEach(() => {
  vi.useRealTimers()
})

describe('Tooltip', () => {
  it.each([
    ['a native button', 'native'],
    ['a design-system Button', 'design'],
  ])('opens on hover of %s after the 600 ms delay and describes it', async (_kind, kind) => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user } = renderWithProviders(
      <Tooltip content="Download as CSV">{kind === 'native' ? <button type="button">CSV</button> : <Button>CSV</Button>}</Tooltip>,
    )
    const button = screen.getByRole('button', { name: 'CSV' })
    await user.hover(button)
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50)
    })
    expect(screen.queryByRole('tooltip')).toBeNull()
    act(() => {
      vi.advanceTimersByTime(100)
    })
    const tip = screen.getByRole('tooltip')
    expect(tip).toHaveTextContent('Download as CSV')
    expect(button).toHaveAttribute('aria-describedby', tip.id)
    expect(button).toHaveAccessibleDescription('Download as CSV')
    await user.unhover(button)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('opens at once on keyboard focus and closes on Escape', async () => {
    const { user } = renderWithProviders(
      <Tooltip content="Rotate left">
        <Button>Rotate</Button>
      </Tooltip>,
    )
    await user.tab()
    const trigger = screen.getByRole('button', { name: 'Rotate' })
    expect(trigger).toHaveFocus()
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Rotate left')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(trigger).toHaveFocus()
  })

  it('caps its width at the tooltip size token', () => {
    const { theme } = renderWithProviders(
      <Tooltip content="A long explanation" defaultOpen>
        <button type="button">Help</button>
      </Tooltip>,
    )
    expect(getComputedStyle(screen.getByRole('tooltip')).maxWidth).toBe(theme.size.tooltipMax)
  })

  it('never opens when disabled', async () => {
    const { user } = renderWithProviders(
      <Tooltip content="Hidden" isDisabled>
        <button type="button">Plain</button>
      </Tooltip>,
    )
    await user.tab()
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(screen.getByRole('button', { name: 'Plain' })).not.toHaveAttribute('aria-describedby')
  })

  it('keeps the ref of its trigger', () => {
    let node: HTMLButtonElement | null = null
    renderWithProviders(
      <Tooltip content="Zoom in">
        <button
          type="button"
          ref={(el) => {
            node = el
          }}
        >
          Zoom
        </button>
      </Tooltip>,
    )
    expect(node).toBe(screen.getByRole('button', { name: 'Zoom' }))
  })
})
