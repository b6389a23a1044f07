import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Spinner } from '@app/ui/Spinner'
import type { DocumentEditorProps } from './DocumentEditor'

const Editor = lazy(() => import('./DocumentEditor'))

/** The document editor; tiptap loads with the first page that shows one. */
export function DocumentEditor(props: DocumentEditorProps) {
  const { t } = useLingui()
  return (
    <Suspense fallback={<Spinner label={t`Loading the editor`} />}>
      <Editor {...props} />
    </Suspense>
  )
}
