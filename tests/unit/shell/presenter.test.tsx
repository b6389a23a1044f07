import { describe, expect, it, vi } from 'vitest'
import { ApiError, createErrorDialogQueue, serverErrorMessage } from '@app/api'
import { createUiPresenter } from '@app/shell/presenter'
import { skinConfig } from '@app/theme/skins'
import { i18n } from '@lingui/core'

function setup() {
  const toaster = { notFound: vi.fn(() => 'k'), serverError: vi.fn(() => 'k') }
  const dialogs = createErrorDialogQueue()
  return { toaster, dialogs, presenter: createUiPresenter({ toaster, dialogs }) }
}

describe('the default presenter', () => {
  it('404: the centred Not found toast', () => {
    const { toaster, presenter, dialogs } = setup()
    presenter.notFound()
    expect(toaster.notFound).toHaveBeenCalledTimes(1)
    expect(dialogs.size()).toBe(0)
  })

  it('500 on the transport skin: Sales Professional or Customer Service at the phone number', () => {
    const { toaster, presenter } = setup()
    presenter.serverError(skinConfig('transport').errorContact)
    expect(toaster.serverError).toHaveBeenCalledWith(
      'You have encountered an error. Please contact your Sales Professional or Customer Service at 1-800-555-0199',
    )
  })

  it('500 on the benefits skin: the benefits or payroll department with the e-mail addresses', () => {
    const { toaster, presenter } = setup()
    presenter.serverError(skinConfig('benefits').errorContact)
    expect(toaster.serverError).toHaveBeenCalledWith(
      'You have encountered an error. Please contact your benefits or payroll department at benefits@northway.example or payroll@northway.example',
    )
  })

  it('429 and other statuses go to the dialog queue', () => {
    const { presenter, dialogs } = setup()
    presenter.accessLimit('Limit. https://example.com/terms')
    expect(dialogs.current()).toEqual({ kind: 'accessLimit', message: 'Limit. https://example.com/terms' })
    const error = new ApiError({ status: 502, statusText: 'Bad Gateway', data: null, headers: {}, config: { url: 'x', method: 'GET' } })
    presenter.errorDialog(error)
    expect(dialogs.size()).toBe(2)
  })

  it('lists the e-mail addresses in the active language', () => {
    i18n.activate('fr')
    const text = serverErrorMessage({ kind: 'email', emails: ['a@x.example', 'b@x.example', 'c@x.example'] })
    expect(text).toContain('a@x.example, b@x.example ou c@x.example')
  })
})
