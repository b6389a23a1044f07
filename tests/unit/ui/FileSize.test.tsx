import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FileSize } from '@app/ui/FileSize'
import { renderWithProviders } from '../render'

describe('FileSize', () => {
  it.each([
    ['en', 0, '0 Bytes'],
    ['en', 1536, '1.5 KB'],
    ['en', 25 * 1024 * 1024, '25 MB'],
    ['en', 3 * 1024 ** 4, '3 TB'],
    ['fr', 1536, '1,5 Ko'],
    ['fr', 2.25 * 1024 ** 3, '2,25 Go'],
  ] as const)('in %s, %i bytes read %s', (locale, bytes, text) => {
    renderWithProviders(<FileSize bytes={bytes} />, { locale })
    const el = screen.getByText(text)
    expect(el.tagName).toBe('DATA')
    expect(el).toHaveAttribute('value', String(bytes))
  })
})
