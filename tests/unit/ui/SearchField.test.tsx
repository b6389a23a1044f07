import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SearchField } from '@app/ui/SearchField'
import { renderWithProviders } from '../render'

describe('SearchField', () => {
  it('submits on Enter', async () => {
    const onSubmit = vi.fn()
    const { user } = renderWithProviders(<SearchField label="Search documents" onSubmit={onSubmit} />)
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'pallet{Enter}')
    expect(onSubmit).toHaveBeenCalledWith('pallet')
  })

  it('clears on Escape', async () => {
    const onClear = vi.fn()
    const { user } = renderWithProviders(<SearchField label="Search" onClear={onClear} />)
    const box = screen.getByRole('searchbox', { name: 'Search' })
    await user.type(box, 'pallet')
    await user.keyboard('{Escape}')
    expect(box).toHaveValue('')
    expect(onClear).toHaveBeenCalled()
  })

  it('clears from its named button, which stays out of the Tab order', async () => {
    const { user } = renderWithProviders(<SearchField label="Search" defaultValue="pallet" />)
    const clear = screen.getByRole('button', { name: /clear/i })
    expect(clear).toHaveAttribute('tabindex', '-1')
    await user.click(clear)
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('')
  })

  it("names the clear button in the portal's language, whatever the browser's", () => {
    renderWithProviders(<SearchField label="Rechercher" defaultValue="palette" />, { locale: 'fr' })
    expect(screen.getByRole('button', { name: 'Effacer la recherche' })).toBeInTheDocument()
  })

  it('keeps its name when the label is hidden', () => {
    renderWithProviders(<SearchField label="Search the table" labelHidden />)
    expect(screen.getByRole('searchbox', { name: 'Search the table' })).toBeInTheDocument()
  })
})
