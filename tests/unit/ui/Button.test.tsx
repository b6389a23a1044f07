import { screen } from '@testing-library/react'
import { Save } from 'lucide-react'
import { describe, expect, it, vi } from 'vitest'
import { Button, type ButtonSize, type ButtonVariant } from '@app/ui/Button'
import { renderWithProviders } from '../render'

const variants: ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost']
const sizes: ButtonSize[] = ['sm', 'md', 'lg']

describe('Button', () => {
  it.each(variants)('renders the %s variant as a named button', (variant) => {
    renderWithProviders(<Button variant={variant}>Save</Button>)
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-variant', variant)
  })

  it.each(sizes)('renders the %s size', (size) => {
    renderWithProviders(<Button size={size}>Save</Button>)
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-size', size)
  })

  it('is a plain button by default, never an accidental submit', () => {
    renderWithProviders(<Button>Save</Button>)
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button')
  })

  it.each(['{Enter}', ' '])('presses with the keyboard (%s)', async (key) => {
    const onPress = vi.fn()
    const { user } = renderWithProviders(<Button onPress={onPress}>Save</Button>)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus()
    await user.keyboard(key)
    expect(onPress).toHaveBeenCalledTimes(1)
  })

  it('hides a decorative icon from assistive technology', () => {
    renderWithProviders(<Button icon={<Save />}>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it('while pending: busy, shows a spinner, stays focusable and ignores presses', async () => {
    const onPress = vi.fn()
    const { user } = renderWithProviders(
      <Button isPending icon={<Save />} onPress={onPress}>
        Save
      </Button>,
    )
    const button = screen.getByRole('button', { name: /Save/ })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button.querySelector('[data-spinner]')).not.toBeNull()
    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.click(button)
    expect(onPress).not.toHaveBeenCalled()
  })

  it('takes away the announcements that name it when it goes, so none is left naming nothing', async () => {
    const named = () =>
      [...document.querySelectorAll('[aria-live] > [role="img"][aria-labelledby]')].filter((node) =>
        node
          .getAttribute('aria-labelledby')!
          .split(/\s+/)
          .some((id) => !document.getElementById(id)),
      )
    const { user, rerender } = renderWithProviders(<Button>Sign in</Button>)
    await user.tab()
    // Pending while focused: react-aria announces the button by reference.
    rerender(<Button isPending>Sign in</Button>)
    const id = screen.getByRole('button', { name: /Sign in/ }).id
    expect(document.querySelector(`[aria-live] > [aria-labelledby="${id}"]`)).not.toBeNull()
    // The page moves on: the button goes, and so does the announcement naming it.
    rerender(<p>Welcome</p>)
    expect(document.querySelector(`[aria-live] > [aria-labelledby="${id}"]`)).toBeNull()
    expect(named()).toEqual([])
  })

  it('cannot be pressed or focused when disabled', async () => {
    const onPress = vi.fn()
    const { user } = renderWithProviders(
      <Button isDisabled onPress={onPress}>
        Save
      </Button>,
    )
    await user.tab()
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveFocus()
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
    expect(onPress).not.toHaveBeenCalled()
  })

  it('keeps Tab order between buttons', async () => {
    const { user } = renderWithProviders(
      <>
        <Button>Cancel</Button>
        <Button variant="primary">Continue</Button>
      </>,
    )
    await user.tab()
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus()
  })
})
