import { useLingui } from '@lingui/react/macro'
import { CircleAlert, CircleCheck, Plus, Trash2 } from 'lucide-react'
import { type ReactNode, useMemo, useReducer, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import styled from 'styled-components'
import { DEFAULT_SPLIT_OPTIONS, SPLIT_OUTPUT_FORMATS, UPLOAD_ACCEPT } from '@shared/constants'
import { formatFileSize } from '@shared/format'
import { toLocale } from '@shared/i18n'
import { isApiError, serverMessage, type UploadTarget } from '@app/api'
import { Button } from '@app/ui/Button'
import { EmptyState } from '@app/ui/EmptyState'
import { FileSize } from '@app/ui/FileSize'
import { IconButton } from '@app/ui/IconButton'
import { ProgressBar } from '@app/ui/ProgressBar'
import { RadioGroup } from '@app/ui/RadioGroup'
import { TextField } from '@app/ui/TextField'
import { toast as appToaster, type Toaster } from '@app/ui/Toast'
import { Wizard } from '@app/ui/Wizard'
import { FilePreview } from '../Attachments/FilePreview'
import type { PdfOpener } from '../PdfViewer'
import { FilePicker } from '../Uploader/FilePicker'
import { checkLimits } from '../Uploader/rules'
import { apiSender, type UploadContext } from '../Uploader/api'
import {
  baseName,
  hasErrors,
  initialSplitState,
  newEntry,
  type SplitEntry,
  type SplitErrors,
  splitReducer,
  uploadParams,
  validateEntries,
} from './split'

/** Sends the file with its `params` field; resolves with the server's answer. */
export type SplitSender = (file: File, params: string, context: UploadContext) => Promise<unknown>

export interface AdditionalField {
  name: string
  label: string
}

export interface SplitWizardProps {
  /** A file to split: step 1 is skipped, and RESET comes back to step 2. */
  file?: File | null
  /** The accept filter of step 1; '.pdf, image/*' by default. */
  accept?: string
  /**
   * The largest file in bytes (the configuration's `wizard.maxFileSize`); unset means no limit. A larger
   * file is refused when chosen with 'File size is over limit', and never sent.
   */
  maxFileSize?: number
  /** Where the file goes: a contract entry declared `upload: true` and its path parameters; ignored when `send` is given. */
  target?: UploadTarget
  /** Extra form fields sent with the file (such as the library reference). */
  fields?: Record<string, string>
  /** A custom transport (stories, tests). */
  send?: SplitSender
  /** Which options show; every one by default. `splitAll` allows several output documents. */
  options?: Partial<Record<keyof typeof DEFAULT_SPLIT_OPTIONS, boolean>>
  /** Extra text fields of each output document, sent as pdfadditional. */
  additionalFields?: readonly AdditionalField[]
  /**
   * Checked when Complete is pressed, after the wizard's own fields: false keeps the wizard where it is
   * and sends nothing (the page shows its own field errors and moves focus to the first).
   */
  beforeUpload?: () => boolean
  /** Called after a successful upload with the server's answer; the wizard then shows step 3. */
  onComplete?: (result: unknown) => void
  /** What step 3 offers besides RESET, such as a link to what was added. */
  completeAction?: ReactNode
  /** Called when RESET is pressed, after the wizard went back to step 1 (or 2 for a supplied file). */
  onReset?: () => void
  /** Opens PDFs for the preview (tests); pdf.js by default. */
  pdfOpen?: PdfOpener
  /** The notifications, the app's by default. */
  toaster?: Toaster
  /** The wizard's heading. */
  title?: string
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`

const Entries = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  fieldset {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: ${({ theme }) => theme.space.lg};
    border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  legend {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`

const Done = styled.div`
  color: ${({ theme }) => theme.color.text.success};
`

/** A refused file: what is wrong, then which file. */
const Refusal = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.color.text.danger};

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
  .file {
    color: ${({ theme }) => theme.color.text.muted};
  }
`

/** The document split wizard: 1 Prepare File, 2 Process (preview and options), 3 Complete. */
export function SplitWizard({
  file: supplied,
  accept = UPLOAD_ACCEPT,
  maxFileSize,
  target,
  fields,
  send,
  options: optionsProp,
  additionalFields = [],
  beforeUpload,
  onComplete,
  completeAction,
  onReset,
  pdfOpen,
  toaster = appToaster,
  title,
}: SplitWizardProps) {
  const { t, i18n } = useLingui()
  const options = { ...DEFAULT_SPLIT_OPTIONS, ...optionsProp }
  const reducer = useMemo(() => splitReducer(supplied), [supplied])
  const [state, dispatch] = useReducer(reducer, supplied, initialSplitState)
  const [entries, setEntries] = useState<SplitEntry[]>(() => [newEntry(supplied ? baseName(supplied.name) : '')])
  // After a document is added or removed, focus goes to the first field of the one added, or of the one
  // before the removed one, instead of staying on the add button or falling to the page.
  const entriesRef = useRef<HTMLDivElement>(null)
  const changeEntries = (change: (list: SplitEntry[]) => SplitEntry[], focus: number) => {
    flushSync(() => setEntries(change))
    const fieldset = entriesRef.current?.querySelectorAll('fieldset')[focus]
    const field = fieldset?.querySelector<HTMLElement>('input:not([type=hidden])') ?? fieldset?.querySelector('button')
    field?.focus()
  }
  const [errors, setErrors] = useState<SplitErrors[]>([])
  const [pageCount, setPageCount] = useState<number | undefined>()
  const [progress, setProgress] = useState<number | null>(null)
  const controller = useRef<AbortController | null>(null)
  // The last file refused in step 1 for its size, shown under the drop area until another is chosen.
  const [refused, setRefused] = useState<File | null>(null)
  const overLimit = (file: File) => checkLimits([file], { maxFileSize }).rejected.length > 0
  // A supplied file over the limit stays in step 2, where Complete is disabled and says why.
  const fileOverLimit = state.file !== null && overLimit(state.file)

  const steps = [
    { id: 'prepare', label: t`Prepare File` },
    { id: 'process', label: t`Process` },
    { id: 'complete', label: t`Complete` },
  ]

  const sender: SplitSender | undefined =
    send ??
    (target
      ? (file, params, context) => apiSender(target, { fields: { ...fields, params } })(file, context)
      : undefined)

  const chooseFile = (file: File) => {
    if (overLimit(file)) {
      setRefused(file)
      toaster.negative(t`File size is over limit`)
      return
    }
    setRefused(null)
    setEntries([newEntry(baseName(file.name))])
    setErrors([])
    setPageCount(undefined)
    dispatch({ type: 'file', file })
  }

  const reset = () => {
    controller.current?.abort()
    setProgress(null)
    setErrors([])
    setPageCount(undefined)
    setEntries([newEntry(supplied ? baseName(supplied.name) : '')])
    setRefused(null)
    dispatch({ type: 'reset' })
    onReset?.()
  }

  const complete = async () => {
    if (!state.file || !sender || fileOverLimit) return
    const found = validateEntries(entries, pageCount)
    setErrors(found)
    if (hasErrors(found)) return
    if (beforeUpload && !beforeUpload()) return
    const abort = new AbortController()
    controller.current = abort
    setProgress(0)
    try {
      const result = await sender(state.file, uploadParams(entries), {
        signal: abort.signal,
        onProgress: (fraction) => setProgress(fraction),
      })
      toaster.positive(t`Uploaded successfully`)
      dispatch({ type: 'uploaded', result })
      onComplete?.(result)
    } catch (error) {
      if (abort.signal.aborted) return
      const detail = isApiError(error) ? serverMessage(error.data) : undefined
      toaster.negative(detail ?? t`Upload failed`, detail ? { title: t`Upload failed` } : undefined)
    } finally {
      setProgress(null)
    }
  }

  const update = (index: number, patch: Partial<SplitEntry>) =>
    setEntries((list) => list.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)))

  const outputLabels: Record<string, string> = { pdf: 'PDF', tiff: 'TIFF', jpeg: 'JPEG' }
  const uploading = progress !== null
  const largest = maxFileSize === undefined ? undefined : formatFileSize(maxFileSize, toLocale(i18n.locale))

  const refusal = (file: File) => (
    <Refusal>
      <CircleAlert aria-hidden="true" />
      <span>{t`File size is over limit`}</span>
      <span className="file">
        {file.name} (<FileSize bytes={file.size} />)
      </span>
    </Refusal>
  )

  const actions = (
    <>
      <Button onPress={reset} isDisabled={state.step === 'prepare' && !state.file}>
        {t`RESET`}
      </Button>
      {state.step === 'prepare' && (
        <Button variant="primary" isDisabled={!state.file} onPress={() => dispatch({ type: 'continue' })}>
          {t`Continue`}
        </Button>
      )}
      {state.step === 'process' && (
        <Button
          variant="primary"
          // Disabled, not pending, while the upload runs: the progress bar says how far it is, and a pending
          // button's announcement would name this button after step 3 has replaced it.
          isDisabled={state.previewFailed || fileOverLimit || !sender || uploading}
          onPress={() => void complete()}
        >
          {t`Complete`}
        </Button>
      )}
    </>
  )

  return (
    <Wizard title={title} steps={steps} step={state.step} actions={actions}>
      {state.step === 'prepare' && (
        <>
          <FilePicker
            multiple={false}
            accept={accept}
            hint={largest === undefined ? t`Accepted: ${accept}` : t`Accepted: ${accept}. Maximum size: ${largest}`}
            onFiles={(files) => files[0] && chooseFile(files[0])}
          />
          {refused && refusal(refused)}
        </>
      )}
      {state.step === 'process' && state.file && fileOverLimit && refusal(state.file)}
      {state.step === 'process' && state.file && !fileOverLimit && (
        <Layout>
          <FilePreview
            key={`${state.file.name}-${state.file.size}-${state.file.lastModified}`}
            filename={state.file.name}
            load={() => Promise.resolve(state.file as Blob)}
            onError={() => dispatch({ type: 'previewFailed' })}
            onPdfLoaded={setPageCount}
            pdfOpen={pdfOpen}
          />
          <Entries ref={entriesRef}>
            {entries.map((entry, index) => {
              const n = index + 1
              const entryErrors = errors[index] ?? {}
              return (
                <fieldset key={index}>
                  <legend>
                    {t`Document ${n}`}
                    {entries.length > 1 && (
                      <IconButton
                        size="sm"
                        label={t`Remove document ${n}`}
                        icon={<Trash2 />}
                        onPress={() =>
                          changeEntries((list) => list.filter((_, i) => i !== index), Math.max(0, index - 1))
                        }
                      />
                    )}
                  </legend>
                  {options.name && (
                    <TextField
                      label={t`File name`}
                      required
                      maxLength={100}
                      value={entry.pdfName}
                      onChange={(pdfName) => update(index, { pdfName })}
                      isInvalid={Boolean(entryErrors.pdfName)}
                      errorMessage={entryErrors.pdfName}
                    />
                  )}
                  {options.output && (
                    <RadioGroup
                      label={t`Output`}
                      required
                      orientation="horizontal"
                      value={entry.pdfOutput}
                      onChange={(value) => update(index, { pdfOutput: value as SplitEntry['pdfOutput'] })}
                      options={SPLIT_OUTPUT_FORMATS.map((format) => ({ value: format, label: outputLabels[format] }))}
                    />
                  )}
                  {options.pages && (
                    <RadioGroup
                      label={t`Pages`}
                      required
                      orientation="horizontal"
                      value={entry.pdfPages}
                      onChange={(value) => update(index, { pdfPages: value as SplitEntry['pdfPages'] })}
                      options={[
                        { value: 'all', label: t`All pages` },
                        { value: 'custom', label: t`Custom` },
                      ]}
                    />
                  )}
                  {options.pages && entry.pdfPages === 'custom' && (
                    <TextField
                      label={t`Pages to keep`}
                      description={t`Page numbers or ranges separated by commas, such as 1-5, 8, 11-13`}
                      required
                      maxLength={200}
                      value={entry.pdfKeepPages}
                      onChange={(pdfKeepPages) => update(index, { pdfKeepPages })}
                      isInvalid={Boolean(entryErrors.pdfKeepPages)}
                      errorMessage={entryErrors.pdfKeepPages}
                    />
                  )}
                  {additionalFields.map((field) => (
                    <TextField
                      key={field.name}
                      label={field.label}
                      required={false}
                      maxLength={200}
                      value={entry.additionalFields[field.name] ?? ''}
                      onChange={(value) =>
                        update(index, { additionalFields: { ...entry.additionalFields, [field.name]: value } })
                      }
                    />
                  ))}
                </fieldset>
              )
            })}
            {options.splitAll && (
              <Button icon={<Plus />} onPress={() => changeEntries((list) => [...list, newEntry()], entries.length)}>
                {t`Add a document`}
              </Button>
            )}
            {uploading && <ProgressBar label={t`Uploading`} showValue value={Math.round((progress ?? 0) * 100)} />}
          </Entries>
        </Layout>
      )}
      {state.step === 'complete' && (
        <Done>
          <EmptyState
            icon={<CircleCheck />}
            title={t`The document was split`}
            description={t`The new documents were added. Press RESET to split another file.`}
            action={completeAction}
            headingLevel={title ? 3 : 2}
          />
        </Done>
      )}
    </Wizard>
  )
}
