import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Badge, tones } from '@app/ui/Badge'
import { renderWithProviders } from '../render'
import { toneColors } from '@app/ui/Badge/Badge.styles'

describe('Badge', () => {
  it.each(tones)('the %s variant uses its status colours', (tone) => {
    const { theme } = renderWithProviders(<Badge variant={tone}>Published</Badge>)
    const badge = screen.getByText('Published')
    expect(badge).toHaveAttribute('data-variant', tone)
    const probe = document.createElement('span')
    probe.style.color = toneColors(theme, tone).fg
    probe.style.backgroundColor = toneColors(theme, tone).bg
    expect(getComputedStyle(badge).color).toBe(probe.style.color)
    expect(getComputedStyle(badge).backgroundColor).toBe(probe.style.backgroundColor)
  })

  it('is neutral by default', () => {
    renderWithProviders(<Badge>Draft</Badge>)
    expect(screen.getByText('Draft')).toHaveAttribute('data-variant', 'neutral')
  })
})
