import * as v from 'valibot'
import { type SplitOutputFormat } from '@shared/constants'
import { fieldRules, pageRange, required } from '@shared/validation'

export type SplitStep = 'prepare' | 'process' | 'complete'

/** One output document of the split (document 2 section 3, "Split-document config entry"). */
export interface SplitEntry {
  pdfName: string
  pdfOutput: SplitOutputFormat
  pdfPages: 'all' | 'custom'
  /** The pages to keep when `pdfPages` is custom, such as '1-5, 8'. */
  pdfKeepPages: string
  /** Values of the configured additional fields, by name. */
  additionalFields: Record<string, string>
}

export const newEntry = (pdfName = ''): SplitEntry => ({
  pdfName,
  pdfOutput: 'pdf',
  pdfPages: 'all',
  pdfKeepPages: '',
  additionalFields: {},
})

/** The `params` form field: a JSON list of pdfname, pdfoutput, pdfpages (only when custom), pdfadditional. */
export function uploadParams(entries: readonly SplitEntry[]): string {
  return JSON.stringify(
    entries.map((entry) => ({
      pdfname: entry.pdfName.trim(),
      pdfoutput: entry.pdfOutput,
      ...(entry.pdfPages === 'custom' ? { pdfpages: entry.pdfKeepPages.trim() } : {}),
      pdfadditional: entry.additionalFields,
    })),
  )
}

export interface SplitErrors {
  pdfName?: string
  pdfKeepPages?: string
}

/** The messages of each entry's fields: a name is required; custom pages follow the page-range rule. */
export function validateEntries(entries: readonly SplitEntry[], pageCount?: number): SplitErrors[] {
  const name = fieldRules({ kind: 'text', required: true, maxLength: 100 })
  const pages = v.pipe(v.string(), required(), pageRange(pageCount))
  return entries.map((entry) => {
    const errors: SplitErrors = {}
    const nameResult = v.safeParse(name, entry.pdfName)
    if (!nameResult.success) errors.pdfName = nameResult.issues[0].message
    if (entry.pdfPages === 'custom') {
      const pageResult = v.safeParse(pages, entry.pdfKeepPages)
      if (!pageResult.success) errors.pdfKeepPages = pageResult.issues[0].message
    }
    return errors
  })
}

export const hasErrors = (errors: readonly SplitErrors[]) => errors.some((e) => e.pdfName || e.pdfKeepPages)

export interface SplitState {
  step: SplitStep
  file: File | null
  /** The preview failed: Complete stays disabled. */
  previewFailed: boolean
  /** The server's answer to the upload. */
  result: unknown
}

export type SplitAction =
  | { type: 'file'; file: File }
  | { type: 'continue' }
  | { type: 'previewFailed' }
  | { type: 'uploaded'; result: unknown }
  | { type: 'reset' }

/** Step 1 is skipped when the caller supplies the file. */
export function initialSplitState(supplied: File | null | undefined): SplitState {
  return { step: supplied ? 'process' : 'prepare', file: supplied ?? null, previewFailed: false, result: undefined }
}

/** The wizard's transitions (document 2 section 4, "Wizard"). */
export function splitReducer(supplied: File | null | undefined) {
  return (state: SplitState, action: SplitAction): SplitState => {
    switch (action.type) {
      case 'file':
        return { ...state, step: 'process', file: action.file, previewFailed: false }
      case 'continue':
        return state.step === 'prepare' && state.file ? { ...state, step: 'process' } : state
      case 'previewFailed':
        return { ...state, previewFailed: true }
      case 'uploaded':
        return state.step === 'process' ? { ...state, step: 'complete', result: action.result } : state
      case 'reset':
        return initialSplitState(supplied)
    }
  }
}

/** The file name without its extension, as the first entry's default name. */
export const baseName = (name: string) => name.replace(/\.[^.]+$/, '')
