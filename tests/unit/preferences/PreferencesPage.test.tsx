import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { users } from '@shared/contract/users'
import { apiClient } from '@app/api/client'
import { PreferencesPage } from '@app/features/preferences/PreferencesPage'
import { userInfoKeys } from '@app/features/account/api'
import { toast } from '@app/ui/Toast'
import { invalidAnswer, renderPage } from '../account/pageShell'

const info = {
  username: 'customer',
  fname: 'Casey',
  mname: null,
  lname: 'Customer',
  email: 'customer@freight.example',
  // Saved before phone numbers were kept as digits.
  phone: '416 555 - 0142',
  lang: 'en' as const,
  default_account: 'C100',
  questions: [],
}

type Request = (endpoint: unknown, options?: unknown) => Promise<unknown>

function spyOnApi(save: Request) {
  return vi.spyOn(apiClient, 'request').mockImplementation(((endpoint: unknown, options?: unknown) =>
    endpoint === users.getUserInfo ? Promise.resolve(info) : save(endpoint, options)) as never)
}

const firstName = () => screen.getByRole('textbox', { name: /^First name/ })
const phone = () => screen.getByLabelText(/^Phone/, { selector: 'input' })

async function renderPreferences() {
  const view = renderPage(<PreferencesPage />, {
    path: '/freight/pages/UA-PREF',
    signedIn: true,
    queries: [[userInfoKeys.all, info]],
  })
  await screen.findByRole('form', { name: 'Your details' })
  return view
}

afterEach(() => {
  vi.restoreAllMocks()
  act(() => toast.clear())
})

describe('PreferencesPage (UA-PREF)', () => {
  it('shows the saved phone number through its mask', async () => {
    spyOnApi(() => Promise.reject(new Error('No save expected')))
    await renderPreferences()
    expect(phone()).toHaveValue('416 555 - 0142')
  })

  it("flags an empty name and a short phone number on their fields, without saving", async () => {
    const save = vi.fn<Request>(() => Promise.resolve({}))
    spyOnApi(save)
    const { user } = await renderPreferences()
    await user.clear(firstName())
    await user.clear(phone())
    await user.type(phone(), '41655')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(firstName()).toHaveFocus())
    expect(firstName()).toHaveAttribute('aria-invalid', 'true')
    expect(firstName()).toHaveAccessibleDescription('Field is required')
    expect(phone()).toHaveAccessibleDescription('Phone number must be 10 digits')
    expect(save).not.toHaveBeenCalled()
  })

  it('sends the digits of the phone number and puts the server’s field messages on their fields', async () => {
    const save = vi.fn<Request>(() => Promise.reject(invalidAnswer({ email: 'Invalid email address' })))
    spyOnApi(save)
    const { user } = await renderPreferences()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const email = screen.getByRole('textbox', { name: /^E-mail/ })
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email address'))
    await waitFor(() => expect(email).toHaveFocus())
    expect(save).toHaveBeenCalledWith(
      users.saveUserInfo,
      expect.objectContaining({ body: expect.objectContaining({ fname: 'Casey', phone: '4165550142' }) }),
    )
  })
})
