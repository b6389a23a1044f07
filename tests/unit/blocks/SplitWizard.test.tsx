import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  initialSplitState,
  newEntry,
  splitReducer,
  SplitWizard,
  uploadParams,
  validateEntries,
} from '@app/blocks/SplitWizard'
import { Link } from '@app/ui/Link'
import type { PdfDocumentLike } from '@app/blocks/PdfViewer'
import { createToaster } from '@app/ui/Toast'
import { renderWithProviders } from '../render'

const pdf = () => new File([new Uint8Array([37, 80, 68, 70])], 'manifest.pdf', { type: 'application/pdf' })
/** A PDF of exactly `bytes` bytes, for the size limit. */
const sized = (bytes: number, name = 'scan.pdf') =>
  new File([new Uint8Array(bytes).fill(37)], name, { type: 'application/pdf' })
const currentStep = () => screen.getByRole('listitem', { current: 'step' })
const open = async (): Promise<PdfDocumentLike> => ({
  numPages: 4,
  destroy: () => {},
  getPage: async () => ({
    getViewport: () => ({ width: 10, height: 10 }),
    render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
  }),
})

describe('split wizard rules', () => {
  it('moves 1 → 2 on a file or Continue, 2 → 3 after the upload, and RESET back to 1', () => {
    const reduce = splitReducer(null)
    let state = initialSplitState(null)
    expect(state.step).toBe('prepare')
    expect(reduce(state, { type: 'continue' }).step).toBe('prepare')
    state = reduce(state, { type: 'file', file: pdf() })
    expect(state.step).toBe('process')
    expect(reduce(state, { type: 'previewFailed' }).previewFailed).toBe(true)
    state = reduce(state, { type: 'uploaded', result: { ok: 1 } })
    expect(state.step).toBe('complete')
    state = reduce(state, { type: 'reset' })
    expect(state).toMatchObject({ step: 'prepare', file: null })
  })

  it('skips step 1 for a supplied file, and RESET comes back to step 2', () => {
    const file = pdf()
    const reduce = splitReducer(file)
    const state = initialSplitState(file)
    expect(state.step).toBe('process')
    expect(reduce({ ...state, step: 'complete' }, { type: 'reset' })).toMatchObject({ step: 'process', file })
  })

  it('writes params with pdfpages only for custom pages', () => {
    const json = uploadParams([
      { ...newEntry('first'), pdfAdditional: undefined } as never,
      { ...newEntry('second'), pdfOutput: 'tiff', pdfPages: 'custom', pdfKeepPages: ' 1-2, 4 ', additionalFields: { ref: 'A1' } },
    ])
    expect(JSON.parse(json)).toEqual([
      { pdfname: 'first', pdfoutput: 'pdf', pdfadditional: {} },
      { pdfname: 'second', pdfoutput: 'tiff', pdfpages: '1-2, 4', pdfadditional: { ref: 'A1' } },
    ])
  })

  it("refuses bad page ranges with 'Invalid format' and requires a name", () => {
    const errors = validateEntries([
      { ...newEntry(''), pdfPages: 'custom', pdfKeepPages: '1-, x' },
      { ...newEntry('ok'), pdfPages: 'custom', pdfKeepPages: '1-5, 8, 11-13' },
    ])
    expect(errors[0]).toEqual({ pdfName: 'Field is required', pdfKeepPages: 'Invalid format' })
    expect(errors[1]).toEqual({})
  })
})

describe('SplitWizard', () => {
  // Reads and splits a real PDF: on a busy machine this takes longer than the project's limit.
  it('splits a supplied file into two documents and shows step 3', { timeout: 60_000 }, async () => {
    const send = vi.fn(async () => ({ files: 2 }))
    const onComplete = vi.fn()
    const { user } = renderWithProviders(
      <SplitWizard file={pdf()} send={send} onComplete={onComplete} pdfOpen={open} toaster={createToaster()} />,
    )
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Process')
    await screen.findByRole('region', { name: /manifest\.pdf, page 1 of 4/ })
    await user.click(screen.getByRole('button', { name: 'Add a document' }))
    const names = screen.getAllByRole('textbox', { name: /File name/ })
    await user.type(names[1]!, 'second')
    await user.click(screen.getAllByRole('radio', { name: 'Custom' })[1]!)
    await user.type(screen.getByRole('textbox', { name: /Pages to keep/ }), '5-')
    await user.click(screen.getByRole('button', { name: 'Complete' }))
    expect(await screen.findByText('Invalid format')).toBeInTheDocument()
    expect(send).not.toHaveBeenCalled()
    await user.type(screen.getByRole('textbox', { name: /Pages to keep/ }), '{Backspace}{Backspace}3-4')
    await user.click(screen.getByRole('button', { name: 'Complete' }))
    await waitFor(() => expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Complete'))
    const [, params] = send.mock.calls[0] as unknown as [File, string]
    expect(JSON.parse(params)).toEqual([
      { pdfname: 'manifest', pdfoutput: 'pdf', pdfadditional: {} },
      { pdfname: 'second', pdfoutput: 'pdf', pdfpages: '3-4', pdfadditional: {} },
    ])
    expect(onComplete).toHaveBeenCalledWith({ files: 2 })
    await user.click(screen.getByRole('button', { name: 'RESET' }))
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Process')
  })

  it('moves focus to the added document, and to the one before a removed document', async () => {
    const { user } = renderWithProviders(
      <SplitWizard file={pdf()} send={vi.fn()} onComplete={vi.fn()} pdfOpen={open} toaster={createToaster()} />,
    )
    await screen.findByRole('region', { name: /manifest\.pdf, page 1 of 4/ })
    screen.getByRole('button', { name: 'Add a document' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /File name/ })[1]).toHaveFocus())
    screen.getByRole('button', { name: 'Remove document 2' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('textbox', { name: /File name/ })).toHaveFocus())
  }, 30_000)

  it('disables Complete when the preview fails', async () => {
    renderWithProviders(
      <SplitWizard file={pdf()} send={vi.fn()} pdfOpen={() => Promise.reject(new Error('bad'))} toaster={createToaster()} />,
    )
    await screen.findByText('bad')
    expect(screen.getByRole('button', { name: 'Complete' })).toBeDisabled()
  })

  it('starts at Prepare File and moves on when a file is chosen', async () => {
    const { user, container } = renderWithProviders(<SplitWizard send={vi.fn()} pdfOpen={open} toaster={createToaster()} />)
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled()
    const input = container.querySelector('input[type=file]') as HTMLInputElement
    expect(input).toHaveAttribute('accept', '.pdf,image/*')
    await user.upload(input, pdf())
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Process')
    await user.click(screen.getByRole('button', { name: 'RESET' }))
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Prepare File')
  })

  it('shows step 3 with the given action after the upload, reached and left with the keyboard alone', async () => {
    const send = vi.fn(async () => ({ files: 1 }))
    const onReset = vi.fn()
    const { user } = renderWithProviders(
      <SplitWizard
        title="Document"
        send={send}
        pdfOpen={open}
        toaster={createToaster()}
        completeAction={
          <Link href="/freight/pages/doclib/DOCLIB-POD/42" variant="standalone">
            Open the new entry
          </Link>
        }
        onReset={onReset}
      />,
    )
    const input = document.querySelector('input[type=file]') as HTMLInputElement
    await user.upload(input, pdf())
    await screen.findByRole('region', { name: /manifest\.pdf, page 1 of 4/ })
    screen.getByRole('button', { name: 'Complete' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(currentStep()).toHaveTextContent('Complete'))
    expect(send).toHaveBeenCalledTimes(1)
    // Step 3 takes focus, names what was done, and offers the action then RESET, in that order.
    const content = screen.getByRole('region', { name: 'Complete' })
    await waitFor(() => expect(content).toHaveFocus())
    expect(screen.getByRole('heading', { level: 3, name: 'The document was split' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Open the new entry' })).toHaveFocus()
    expect(screen.getByRole('link', { name: 'Open the new entry' })).toHaveAttribute('href', '/freight/pages/doclib/DOCLIB-POD/42')
    await user.tab()
    expect(screen.getByRole('button', { name: 'RESET' })).toHaveFocus()
    await user.keyboard('{Enter}')
    // No file was supplied: RESET goes back to step 1, focus on it.
    expect(currentStep()).toHaveTextContent('Prepare File')
    await waitFor(() => expect(screen.getByRole('region', { name: 'Prepare File' })).toHaveFocus())
    expect(onReset).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('The document was split')).not.toBeInTheDocument()
  }, 30_000)

  it('returns from step 3 to step 2 on RESET when the file was supplied', async () => {
    const { user } = renderWithProviders(
      <SplitWizard file={pdf()} send={vi.fn(async () => ({}))} pdfOpen={open} toaster={createToaster()} />,
    )
    await screen.findByRole('region', { name: /manifest\.pdf, page 1 of 4/ })
    await user.click(screen.getByRole('button', { name: 'Complete' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'The document was split' })).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'RESET' }))
    expect(currentStep()).toHaveTextContent('Process')
    expect(await screen.findByRole('region', { name: /manifest\.pdf, page 1 of 4/ })).toBeInTheDocument()
  }, 30_000)

  it("refuses a file over the size limit at once with 'File size is over limit', and takes one of exactly the limit", async () => {
    const toaster = createToaster()
    const negative = vi.spyOn(toaster, 'negative')
    const send = vi.fn(async () => ({}))
    const { user, container } = renderWithProviders(
      <SplitWizard send={send} maxFileSize={26_214_400} pdfOpen={open} toaster={toaster} />,
    )
    expect(screen.getByText('Accepted: .pdf, image/*. Maximum size: 25 MB')).toBeInTheDocument()
    const input = container.querySelector('input[type=file]') as HTMLInputElement
    await user.upload(input, sized(26_214_401, 'huge.pdf'))
    expect(negative).toHaveBeenCalledWith('File size is over limit')
    expect(screen.getByText('File size is over limit')).toBeInTheDocument()
    expect(screen.getByText(/huge\.pdf/)).toBeInTheDocument()
    expect(currentStep()).toHaveTextContent('Prepare File')
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled()
    expect(send).not.toHaveBeenCalled()

    await user.upload(input, sized(26_214_400, 'exact.pdf'))
    expect(currentStep()).toHaveTextContent('Process')
    expect(screen.queryByText('File size is over limit')).not.toBeInTheDocument()
    expect(negative).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('textbox', { name: /File name/ })).toHaveValue('exact')
  })

  it('keeps Complete disabled for a supplied file over the size limit, and says why', async () => {
    const send = vi.fn(async () => ({}))
    renderWithProviders(
      <SplitWizard file={sized(11)} maxFileSize={10} send={send} pdfOpen={open} toaster={createToaster()} />,
    )
    expect(currentStep()).toHaveTextContent('Process')
    expect(screen.getByText('File size is over limit')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Complete' })).toBeDisabled()
    expect(screen.queryByRole('textbox', { name: /File name/ })).not.toBeInTheDocument()
    expect(send).not.toHaveBeenCalled()
  })

  it('says the limit in French', () => {
    renderWithProviders(<SplitWizard send={vi.fn()} maxFileSize={26_214_400} toaster={createToaster()} />, {
      locale: 'fr',
    })
    expect(screen.getByText(/^Acceptés : \.pdf, image\/\*\. Taille maximale : 25 Mo$/)).toBeInTheDocument()
  })
})
