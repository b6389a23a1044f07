import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { users } from '@shared/contract/users'
import { apiClient } from '@app/api/client'
import { InitAccountPage } from '@app/features/account/InitAccountPage'
import { userInfoKeys } from '@app/features/account/api'
import { profile } from '../session/fixtures'
import { invalidAnswer, renderPage } from './pageShell'

const info = {
  username: 'resetme',
  fname: 'Robin',
  mname: null,
  lname: 'Reset',
  email: 'resetme@northwayfreight.example',
  phone: null,
  lang: 'en' as const,
  default_account: null,
  questions: [],
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' })
const newPassword = () => field(/^New password/)
const confirm = () => field(/^Confirm the new password/)
const current = () => field(/^Current password/)
const phone = () => field(/^Phone/)
const submit = () => screen.getByRole('button', { name: 'Save and continue' })

type Request = (endpoint: unknown, options?: unknown) => Promise<unknown>

/** Spies on the app's API client: the user information comes from the cache, the saves from `save`. */
function spyOnApi(save: Request = () => Promise.resolve({})) {
  return vi.spyOn(apiClient, 'request').mockImplementation(((endpoint: unknown, options?: unknown) =>
    endpoint === users.getUserInfo ? Promise.resolve(info) : save(endpoint, options)) as never)
}

async function renderInitAccount() {
  const view = renderPage(<InitAccountPage />, {
    path: '/freight/init-account',
    signedIn: profile({ MT_UID: 'resetme', MT_RESU: 1 }),
    queries: [[userInfoKeys.all, info]],
  })
  await screen.findByRole('form', { name: 'Update Profile' })
  return view
}

/** Fills what the rules need, leaving the fields of the test alone. */
async function fillValid(user: Awaited<ReturnType<typeof renderInitAccount>>['user']) {
  await user.type(current(), 'Portal-Demo-2026!')
  await user.type(newPassword(), 'Another-Password-1')
  await user.type(confirm(), 'Another-Password-1')
  const answers = ['Biscuit', 'Trois-Rivieres', 'Tourtiere']
  for (const [index, answer] of answers.entries()) {
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^Answer ${index + 1}`) }), answer)
  }
}

afterEach(() => {
  vi.restoreAllMocks()
})

// Each test types a whole profile form: a busy machine needs more than the default five seconds.
describe('InitAccountPage', { timeout: 30_000 }, () => {
  it("shows 'Field is required' on the empty passwords, not the password rules", async () => {
    const request = spyOnApi()
    const { user } = await renderInitAccount()
    await user.click(submit())
    await waitFor(() => expect(current()).toHaveFocus())
    for (const input of [current(), newPassword(), confirm()]) {
      expect(input).toHaveAttribute('aria-invalid', 'true')
      expect(input).toHaveAccessibleDescription('Field is required')
    }
    expect(request).not.toHaveBeenCalledWith(users.save, expect.anything())
  })

  it('checks the password rules once a password is typed, and the confirmation after', async () => {
    const request = spyOnApi()
    const { user } = await renderInitAccount()
    await user.type(newPassword(), 'Short-1!')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(newPassword()).toHaveAccessibleDescription('Password must be 12 to 100 characters long'))
    expect(confirm()).toHaveAccessibleDescription('Field is required')

    await user.clear(newPassword())
    await user.type(newPassword(), 'Another-Password-1')
    await user.type(confirm(), 'Another-Password-2')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(confirm()).toHaveAccessibleDescription('Passwords must match'))
    expect(newPassword()).not.toHaveAttribute('aria-invalid')
    expect(request).not.toHaveBeenCalledWith(users.save, expect.anything())
  })

  it('asks for 10 digits in the phone number, and takes none', async () => {
    const save = vi.fn<Request>(() => Promise.reject(new Error('stop here')))
    spyOnApi(save)
    const { user } = await renderInitAccount()
    await fillValid(user)
    await user.type(phone(), '12345')
    expect(phone()).toHaveValue('123 45')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(phone()).toHaveAccessibleDescription('Phone number must be 10 digits'))
    await waitFor(() => expect(phone()).toHaveFocus())
    expect(save).not.toHaveBeenCalled()

    await user.type(phone(), '67890')
    expect(phone()).toHaveValue('123 456 - 7890')
    expect(phone()).not.toHaveAttribute('aria-invalid')
    await user.clear(phone())
    await user.click(submit())
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(users.saveUserInfo, expect.objectContaining({ body: expect.objectContaining({ phone: null }) })),
    )
  })

  it('puts the field messages of a 400 answer on their fields', async () => {
    spyOnApi((endpoint) =>
      endpoint === users.save
        ? Promise.resolve({ status: 0 })
        : Promise.reject(invalidAnswer({ phone: 'Phone number must be 10 digits', fname: 'Field is required' })),
    )
    const { user } = await renderInitAccount()
    await fillValid(user)
    await user.type(phone(), '4165550142')
    await user.click(submit())
    await waitFor(() => expect(phone()).toHaveAccessibleDescription('Phone number must be 10 digits'))
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription('Field is required')
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveFocus())
  })

  it('sends the new password only once the details are saved, so a refused form can be sent again', async () => {
    const calls: unknown[] = []
    spyOnApi((endpoint) => {
      calls.push(endpoint)
      return Promise.reject(invalidAnswer({ email: 'Invalid email address' }))
    })
    const { user } = await renderInitAccount()
    await fillValid(user)
    await user.click(submit())
    await waitFor(() => expect(calls).toEqual([users.saveUserInfo]))
    expect(calls).not.toContain(users.save)
  })
})
