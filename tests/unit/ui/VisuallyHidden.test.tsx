import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { VisuallyHidden } from '@app/ui/VisuallyHidden'
import { renderWithProviders } from '../render'

describe('VisuallyHidden', () => {
  it('keeps the text for assistive technology and clips it visually', () => {
    renderWithProviders(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close the panel</VisuallyHidden>
      </button>,
    )
    expect(screen.getByRole('button', { name: 'Close the panel' })).toBeInTheDocument()
    const hidden = screen.getByText('Close the panel')
    expect(hidden.tagName).toBe('SPAN')
    expect(hidden.style.position).toBe('absolute')
    expect(hidden.style.clip).not.toBe('')
  })

  it.each(['div', 'p'] as const)('renders as a %s when asked', (elementType) => {
    renderWithProviders(<VisuallyHidden elementType={elementType}>Hidden note</VisuallyHidden>)
    expect(screen.getByText('Hidden note').tagName).toBe(elementType.toUpperCase())
  })
})
