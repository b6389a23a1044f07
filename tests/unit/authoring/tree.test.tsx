import { act, screen, within } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { AuthoringTreeNode } from '@shared/contract/qpm-authoring'
import { AuthoringTree } from '@app/features/authoring/TreePage'
import { countNodes, OPEN_ALL_UP_TO, placesOf } from '@app/features/authoring/tree'
import { renderPage } from '../account/pageShell'
import { node } from './nodes'

/** `sections` sections of `documents` documents each. */
function manual(sections: number, documents: number): AuthoringTreeNode[] {
  return Array.from({ length: sections }, (_, s) => {
    const id = 1 + s * (documents + 1)
    return node(id, 'section', `Section ${s + 1}`, null, Array.from({ length: documents }, (_item, d) => node(id + 1 + d, 'document', `Document ${s + 1}.${d + 1}`, id)))
  })
}

const show = (nodes: AuthoringTreeNode[], canEdit = false) =>
  renderPage(<AuthoringTree nodes={nodes} hrefOf={(item) => `/freight/pages/authoring/document/${item.id}`} canEdit={canEdit} />, {
    path: '/freight/pages/authoring/document',
    signedIn: true,
  })

describe('the authoring tree', () => {
  it('opens every section of a small manual; Close all sections and Open all sections fold and unfold it', async () => {
    const { user } = show(manual(3, 4))
    expect(await screen.findByRole('row', { name: 'Document 3.4' })).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(15)
    await user.click(screen.getByRole('button', { name: 'Close all sections' }))
    expect(screen.getAllByRole('row')).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'Open all sections' }))
    expect(await screen.findByRole('row', { name: 'Document 3.4' })).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(15)
  })

  it('opens a big manual folded to its top sections, which open from the keyboard', async () => {
    const big = manual(6, 100)
    expect(countNodes(big)).toBeGreaterThan(OPEN_ALL_UP_TO)
    const { user } = show(big)
    const first = await screen.findByRole('row', { name: 'Section 1' })
    expect(screen.getAllByRole('row')).toHaveLength(6)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    // Past the toolbar's buttons, the tree takes focus on its first row.
    for (let tabs = 0; tabs < 5 && document.activeElement !== first; tabs++) await user.tab()
    expect(first).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(await screen.findByRole('row', { name: 'Document 1.100' })).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(106)
    // Six hundred nodes in the test's document are slow to build on a busy machine.
  }, 60_000)

  it('opens a node’s Move to dialog from its actions menu, the dialogs having loaded after the tree', async () => {
    const { user } = show(manual(2, 2), true)
    await user.click(await screen.findByRole('button', { name: 'Actions for “Document 1.1”' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Move to…' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Document 1.1')
  })

  it('gives every row its actions when the user’s rights arrive after the tree', async () => {
    // The tree and the user's options are two answers: the tree may be drawn first, without actions.
    const nodes = manual(2, 2)
    let grant = () => {}
    function Later() {
      const [canEdit, setCanEdit] = useState(false)
      useEffect(() => {
        grant = () => setCanEdit(true)
      }, [])
      return <AuthoringTree nodes={nodes} hrefOf={(item) => `/freight/pages/authoring/document/${item.id}`} canEdit={canEdit} />
    }
    renderPage(<Later />, { path: '/freight/pages/authoring/document', signedIn: true })
    await screen.findByRole('row', { name: 'Document 2.2' })
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument()
    act(() => grant())
    for (const name of ['Section 1', 'Document 1.1', 'Document 2.2'])
      expect(within(screen.getByRole('row', { name })).getByRole('button', { name: `Actions for “${name}”` })).toBeInTheDocument()
  })

  it('draws a row again when only its place changes: the new last one cannot move down', async () => {
    const before = manual(1, 3)
    let reorder = () => {}
    function Moving() {
      const [nodes, setNodes] = useState(before)
      // The answer after a move keeps the unchanged nodes as the same objects, in a new order.
      const [section] = before as [AuthoringTreeNode]
      const [first, second, third] = section.children as [AuthoringTreeNode, AuthoringTreeNode, AuthoringTreeNode]
      useEffect(() => {
        reorder = () => setNodes([{ ...section, children: [first, third, second] }])
      }, [section, first, second, third])
      return <AuthoringTree nodes={nodes} hrefOf={(item) => `/freight/pages/authoring/document/${item.id}`} canEdit />
    }
    const { user } = renderPage(<Moving />, { path: '/freight/pages/authoring/document', signedIn: true })
    await screen.findByRole('row', { name: 'Document 1.3' })
    act(() => reorder())
    await user.click(screen.getByRole('button', { name: 'Actions for “Document 1.2”' }))
    expect(await screen.findByRole('menuitem', { name: 'Move down' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('menuitem', { name: 'Move up' })).not.toHaveAttribute('aria-disabled')
  })

  it('knows each node’s place among its siblings', () => {
    const places = placesOf(manual(2, 3))
    expect(places.get(8)).toMatchObject({ index: 2 })
    expect(places.get(5)?.siblings.map((item) => item.title)).toEqual(['Section 1', 'Section 2'])
  })
})
