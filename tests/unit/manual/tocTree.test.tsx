import { act, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { TocTree } from '@app/features/manual/TocTree'
import { renderPage } from '../account/pageShell'
import { tableOfContents } from '../../../stories/fixtures/manual'

const hrefOf = (node: { document_path: string | null }) => `/freight/pages/${node.document_path ?? ''}`

describe('the table of contents beside a document', () => {
  it('marks the document shown as the current page, and the next one when the reader moves on', async () => {
    // The page keeps its tree from one document to the next: only the current document changes.
    let show = (_id: number) => {}
    function Beside() {
      const [currentId, setCurrentId] = useState(13)
      useEffect(() => {
        show = setCurrentId
      }, [])
      return <TocTree nodes={tableOfContents.nodes} currentId={currentId} hrefOf={hrefOf} label="Contents of the manual" />
    }
    renderPage(<Beside />, { path: '/freight/pages/user/document/13', signedIn: true })
    const first = await screen.findByRole('row', { name: 'QP-001 Quality policy' })
    expect(first).toHaveAttribute('aria-current', 'page')
    act(() => show(14))
    expect(screen.getByRole('row', { name: 'QP-002 Document control' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('row', { name: 'QP-001 Quality policy' })).not.toHaveAttribute('aria-current')
  })
})
