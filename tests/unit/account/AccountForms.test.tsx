import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { users } from '@shared/contract/users'
import { apiClient } from '@app/api/client'
import { ActivationPage } from '@app/features/account/ActivationPage'
import { ResetPasswordPage } from '@app/features/account/ResetPasswordPage'
import { profile } from '../session/fixtures'
import { invalidAnswer, renderPage } from './pageShell'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('ActivationPage', () => {
  const code = () => screen.getByRole('textbox', { name: /^Activation code/ })
  // The field's help comes first in its description, then the error.
  const describes = (text: string) => expect(code()).toHaveAccessibleDescription(`The 6 digits from the e-mail. ${text}`)

  async function renderActivation() {
    const view = renderPage(<ActivationPage />, {
      path: '/freight/activation',
      signedIn: profile({ MT_STATUS: 'Inactive' }),
    })
    await screen.findByRole('form', { name: 'Activate the account' })
    return view
  }

  it("checks the code on the field before sending it: 'Field is required', then 6 digits", async () => {
    const request = vi.spyOn(apiClient, 'request').mockRejectedValue(new Error('No call expected'))
    const { user } = await renderActivation()
    await user.click(code())
    await user.keyboard('{Enter}')
    await waitFor(() => describes('Field is required'))
    expect(code()).toHaveAttribute('aria-invalid', 'true')
    await user.type(code(), '12ab{Enter}')
    await waitFor(() => describes('Activation code must be 6 digits'))
    expect(request).not.toHaveBeenCalled()
  })

  it("puts the server's message about the code on the field", async () => {
    const request = vi
      .spyOn(apiClient, 'request')
      .mockRejectedValue(invalidAnswer({ code: 'The activation code is not valid.' }))
    const { user } = await renderActivation()
    await user.type(code(), '123456{Enter}')
    await waitFor(() => describes('The activation code is not valid.'))
    expect(request).toHaveBeenCalledWith(users.activate, { body: { code: '123456' } })
    await waitFor(() => expect(code()).toHaveFocus())
  })
})

describe('ResetPasswordPage, username step', () => {
  const username = () => screen.getByRole('textbox', { name: /^Username/ })

  async function renderReset() {
    const view = renderPage(<ResetPasswordPage company="freight" />, { path: '/reset-password?company=freight' })
    await screen.findByRole('form', { name: 'Reset Password' })
    return view
  }

  it("asks for the username on its field before calling the server", async () => {
    const call = vi.spyOn(apiClient, 'call').mockRejectedValue(new Error('No call expected'))
    const { user } = await renderReset()
    await user.click(username())
    await user.keyboard('{Enter}')
    await waitFor(() => expect(username()).toHaveAccessibleDescription('Field is required'))
    expect(username()).toHaveAttribute('aria-invalid', 'true')
    expect(call).not.toHaveBeenCalled()
  })

  it("puts the server's message about the username on the field", async () => {
    vi.spyOn(apiClient, 'request').mockRejectedValue(invalidAnswer({ username: 'Maximum length is 100 characters' }))
    const { user } = await renderReset()
    await user.type(username(), 'customer{Enter}')
    await waitFor(() => expect(username()).toHaveAccessibleDescription('Maximum length is 100 characters'))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
