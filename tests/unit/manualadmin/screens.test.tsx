import { i18n } from '@lingui/core'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { qpmAdmin } from '@shared/contract/qpm-admin'
import { setTranslator } from '@shared/i18n'
import { apiClient } from '@app/api/client'
import { ApproversPanel } from '@app/features/manualadmin/ChainDetails'
import { ResourceFormPage } from '@app/features/manualadmin/ResourcePages'
import { SwitchedBannerView } from '@app/features/manualadmin/SwitchedBanner'
import { manualAdminKeys } from '@app/features/manualadmin/api'
import { resourceSpecs } from '@app/features/manualadmin/resources'
import { toast } from '@app/ui/Toast'
import { installTranslator } from '@app/shell/translator'
import { renderPage } from '../account/pageShell'
import { httpError } from '../session/fixtures'
import { renderWithProviders } from '../render'

type Answer = (entry: unknown, options?: { params?: Record<string, unknown>; body?: unknown }) => unknown

function answering(answer: Answer) {
  return vi.spyOn(apiClient, 'request').mockImplementation((async (entry: unknown, options: never) => answer(entry, options)) as never)
}

afterEach(() => {
  vi.restoreAllMocks()
  act(() => toast.clear())
})

const tag = { id: 7, code: 'SAFETY', name: 'Safety', name_fr: 'Sécurité', document_count: 3 }

describe('the resource form', { timeout: 30_000 }, () => {
  it('refuses blank fields on the fields, in English and in French, without calling the server', async () => {
    const request = answering(() => {
      throw new Error('no call expected')
    })
    const { user } = renderPage(<ResourceFormPage spec={resourceSpecs.tag} />, { path: '/freight/pages/admin/tag/add', signedIn: true })
    await user.click(await screen.findByRole('button', { name: 'Save' }))
    expect(screen.getByRole('textbox', { name: 'ID' })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getAllByText('Field is required').length).toBeGreaterThanOrEqual(2)
    expect(request).not.toHaveBeenCalled()
  })

  it('speaks French in French', async () => {
    // The app's translator, as the shell installs it: the contract's rules speak the active language.
    const previous = installTranslator(i18n)
    onTestFinished(() => void setTranslator(previous))
    const { user } = renderPage(<ResourceFormPage spec={resourceSpecs.tag} />, {
      path: '/freight/pages/admin/tag/add',
      signedIn: true,
      locale: 'fr',
    })
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }))
    expect(screen.getAllByText('Champ obligatoire').length).toBeGreaterThanOrEqual(2)
  })

  it('shows a 409 on its field and keeps what was typed', async () => {
    answering((entry) => {
      if (entry === qpmAdmin['tag.create'])
        throw httpError(409, { status: 409, statusText: 'Conflict', message: 'ID already exists', code: 'NAME_EXISTS', errors: { code: 'ID already exists' } })
      throw new Error('unexpected call')
    })
    const { user } = renderPage(<ResourceFormPage spec={resourceSpecs.tag} />, { path: '/freight/pages/admin/tag/add', signedIn: true })
    await user.type(await screen.findByRole('textbox', { name: 'ID' }), 'SAFETY')
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Safety again')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const code = screen.getByRole('textbox', { name: 'ID' })
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getAllByText('ID already exists').length).toBeGreaterThan(0)
    expect(code).toHaveValue('SAFETY')
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Safety again')
  })

  it('sends the record as typed to update, then goes back to the list', async () => {
    const request = answering((entry, options) => {
      if (entry === qpmAdmin['tag.update']) return { ...tag, ...(options?.body as object) }
      throw new Error('unexpected call')
    })
    const { user } = renderPage(<ResourceFormPage spec={resourceSpecs.tag} record={tag} />, {
      path: '/freight/pages/admin/tag/edit/7',
      signedIn: true,
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit tag Safety' })).toBeVisible()
    const french = screen.getByRole('textbox', { name: /^French name/ })
    await user.clear(french)
    await user.type(french, 'Sûreté')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(request).toHaveBeenCalled())
    const [, options] = request.mock.calls[0] as [unknown, { params: unknown; body: Record<string, unknown> }]
    expect(options.params).toEqual({ id: 7 })
    expect(options.body).toMatchObject({ code: 'SAFETY', name: 'Safety', name_fr: 'Sûreté' })
  })

  it('asks a user for at least one role', async () => {
    const { user } = renderPage(<ResourceFormPage spec={resourceSpecs.user} />, { path: '/freight/pages/admin/user/add', signedIn: true })
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'employee')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const roles = screen.getByRole('group', { name: 'Roles' })
    expect(within(roles).getByText('Field is required')).toBeVisible()
    expect(within(roles).getAllByRole('checkbox')).toHaveLength(6)
  })
})

describe('a chain’s approvers', { timeout: 30_000 }, () => {
  const approvers = [
    { id: 3, username: 'approver', name: 'Alex Approver', position: 1 },
    { id: 1, username: 'admin', name: 'Ada Admin', position: 2 },
  ]

  it('cannot move the first up nor the last down; moving sends the person and shows the new order', async () => {
    const request = answering((entry, options) => {
      if (entry === qpmAdmin.workflowChainUserDown) {
        expect(options).toMatchObject({ params: { workflow_id: 5 }, body: { user_id: 3 } })
        return [
          { ...approvers[1]!, position: 1 },
          { ...approvers[0]!, position: 2 },
        ]
      }
      if (entry === qpmAdmin.workflowUserLookup) return []
      throw new Error('unexpected call')
    })
    const { user } = renderPage(<ApproversPanel chain={5} />, {
      path: '/freight/pages/admin/workflow_chain/edit/5',
      signedIn: true,
      queries: [[manualAdminKeys.approvers(5), approvers]],
    })
    expect(await screen.findByRole('button', { name: 'Move Alex Approver up' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move Ada Admin down' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Move Alex Approver down' }))
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('1. Ada Admin'))
    expect(request).toHaveBeenCalledWith(qpmAdmin.workflowChainUserDown, expect.anything())
  })
})

describe('the switched banner', () => {
  it('names the auditor and the person viewed, and offers to switch back', async () => {
    const back = vi.fn()
    const { user } = { user: (await import('@testing-library/user-event')).default.setup() }
    renderWithProviders(<SwitchedBannerView record={{ from: 'a', fromName: 'Audrey Auditor', to: 'b', toName: 'Alex Approver' }} onSwitchBack={back} />)
    expect(screen.getByText('Audrey Auditor is viewing the portal as Alex Approver, read-only.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Switch back' }))
    expect(back).toHaveBeenCalledOnce()
  })
})
