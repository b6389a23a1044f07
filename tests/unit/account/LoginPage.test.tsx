import { i18n } from '@lingui/core'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { setTranslator } from '@shared/i18n'
import { LoginPage } from '@app/features/auth/LoginPage'
import { installTranslator } from '@app/shell/translator'
import { httpError } from '../session/fixtures'
import { invalidAnswer, renderPage } from './pageShell'

const username = () => screen.getByRole('textbox', { name: /Username/ })
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' })
const submit = () => screen.getByRole('button', { name: 'Sign in' })

async function renderLogin(request = vi.fn(() => Promise.reject(new Error('No call expected'))), locale: 'en' | 'fr' = 'en') {
  const view = renderPage(<LoginPage company="freight" />, { path: '/freight/login', request, locale })
  await screen.findByRole('form')
  return { ...view, request }
}

describe('LoginPage', () => {
  it("shows 'Field is required' on each empty field on submit, without asking the server", async () => {
    const { user, request } = await renderLogin()
    await user.click(submit())
    await waitFor(() => expect(username()).toHaveFocus())
    for (const input of [username(), password()]) {
      expect(input).toHaveAttribute('aria-invalid', 'true')
      expect(input).toHaveAccessibleDescription('Field is required')
    }
    expect(request).not.toHaveBeenCalled()
    // The fields say what is wrong: no banner.
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('checks the fields when the form is submitted with Enter', async () => {
    const { user, request } = await renderLogin()
    await user.click(username())
    await user.keyboard('{Enter}')
    await waitFor(() => expect(username()).toHaveAccessibleDescription('Field is required'))
    expect(password()).toHaveAccessibleDescription('Field is required')

    // Only the empty field is flagged; focus goes to it.
    await user.type(username(), 'customer{Enter}')
    await waitFor(() => expect(password()).toHaveFocus())
    expect(username()).not.toHaveAttribute('aria-invalid')
    expect(password()).toHaveAccessibleDescription('Field is required')
    expect(request).not.toHaveBeenCalled()

    // A password typed only of spaces is not a password either.
    await user.type(password(), '   {Enter}')
    await waitFor(() => expect(password()).toHaveAccessibleDescription('Field is required'))
    expect(request).not.toHaveBeenCalled()
  })

  it('speaks French in French', async () => {
    // The app's translator, as the shell installs it: rules speak the active language.
    const previous = installTranslator(i18n)
    try {
      const { user } = await renderLogin(undefined, 'fr')
      const name = screen.getByRole('textbox', { name: /Nom d’utilisateur/ })
      await user.click(screen.getByRole('button', { name: 'Connexion' }))
      await waitFor(() => expect(name).toHaveFocus())
      expect(name).toHaveAccessibleDescription('Champ obligatoire')
    } finally {
      setTranslator(previous)
    }
  })

  it('puts the field messages of a 400 answer on their fields', async () => {
    const request = vi.fn(() => Promise.reject(invalidAnswer({ password: 'Maximum length is 200 characters' })))
    const { user } = await renderLogin(request)
    await user.type(username(), 'customer')
    await user.type(password(), 'Portal-Demo-2026!{Enter}')
    await waitFor(() => expect(password()).toHaveAccessibleDescription('Maximum length is 200 characters'))
    expect(request).toHaveBeenCalledOnce()
    expect(password()).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(password()).toHaveFocus())
    expect(username()).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByRole('alert')).toBeNull()
    // What the user typed stays; changing the field retires the server's message.
    expect(username()).toHaveValue('customer')
    await user.type(password(), 'x')
    expect(password()).not.toHaveAttribute('aria-invalid')
  })

  it('shows a message about no field of the form in the banner', async () => {
    const request = vi.fn(() => Promise.reject(invalidAnswer({ company: 'Maximum length is 50 characters' })))
    const { user } = await renderLogin(request)
    await user.type(username(), 'customer')
    await user.type(password(), 'Portal-Demo-2026!')
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent('Maximum length is 50 characters')
  })

  it("shows the server's refusal in the banner", async () => {
    const refusal = { status: 401, message: 'Invalid username or password entered.', code: 'INVALID_CREDENTIALS' }
    const request = vi.fn(() => Promise.reject(httpError(401, refusal)))
    const { user } = await renderLogin(request)
    await user.type(username(), 'customer')
    await user.type(password(), 'wrong{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password entered.')
    expect(username()).not.toHaveAttribute('aria-invalid')
    expect(password()).not.toHaveAttribute('aria-invalid')
  })

  it('sends the trimmed username, the password and the company', async () => {
    // No answer at all (status 0): the page's own words.
    const request = vi.fn((_endpoint: unknown, _options: { body: Record<string, string>; form?: boolean }) =>
      Promise.reject(httpError(0, null)),
    )
    const { user } = await renderLogin(request as never)
    await user.type(username(), ' customer ')
    await user.type(password(), 'Portal-Demo-2026!{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing in failed. Check your connection and try again.')
    // Sent as form fields: the client encodes a body so marked (see the api client's 'form' test).
    const options = request.mock.calls[0]?.[1]
    expect(options?.form).toBe(true)
    expect(options?.body).toEqual({ username: 'customer', password: 'Portal-Demo-2026!', company: 'freight' })
  })
})
