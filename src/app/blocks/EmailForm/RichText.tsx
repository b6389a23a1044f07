import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Spinner } from '@app/ui/Spinner'
import type { RichTextEditorProps } from './RichTextEditor'

const Editor = lazy(() => import('./RichTextEditor'))

/** The rich-text editor; tiptap loads with the first form that shows one. */
export function RichText(props: RichTextEditorProps) {
  const { t } = useLingui()
  return (
    <Suspense fallback={<Spinner label={t`Loading the editor`} />}>
      <Editor {...props} />
    </Suspense>
  )
}

export type { RichTextEditorProps }
