import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiClient } from '@app/api/client'
import { MoveDialog, NodeNameDialog } from '@app/features/authoring/NodeDialogs'
import { dropPlace, sectionsOf } from '@app/features/authoring/tree'
import { toast } from '@app/ui/Toast'
import { invalidAnswer, renderPage } from '../account/pageShell'
import { node } from './nodes'

// Typing through react-aria's fields takes its time on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const quality = node(1, 'section', 'Quality', null, [node(2, 'document', 'Policy', 1), node(3, 'section', 'Audits', 1, [node(4, 'document', 'Plan', 3)])])
const tree = [quality, node(5, 'section', 'Safety', null)]

afterEach(() => {
  vi.restoreAllMocks()
  act(() => toast.clear())
})

describe('where a dragged node lands', () => {
  it('on a section goes inside it; before or after a node takes its place among the siblings', () => {
    expect(dropPlace(tree, 2, 5, 'on')).toEqual({ parent_id: 5 })
    expect(dropPlace(tree, 2, 4, 'on')).toBeNull()
    expect(dropPlace(tree, 5, 2, 'before')).toEqual({ parent_id: 1, position: 0 })
    expect(dropPlace(tree, 2, 3, 'after')).toEqual({ parent_id: 1, position: 1 })
    expect(sectionsOf(tree).map((section) => [section.label, section.depth])).toEqual([
      ['Quality', 0],
      ['Audits', 1],
      ['Safety', 0],
    ])
  })
})

describe('the new section dialog', () => {
  it('says Field is required on each empty title and sends nothing', async () => {
    const request = vi.spyOn(apiClient, 'request')
    const { user } = renderPage(<NodeNameDialog mode={{ kind: 'create', nodeKind: 'section', parent: null }} isOpen onOpenChange={() => {}} />, {
      path: '/freight/pages/authoring/document',
      signedIn: true,
    })
    await user.click(await screen.findByRole('button', { name: 'Create' }))
    expect(await screen.findAllByText('Field is required')).toHaveLength(2)
    expect(screen.getByRole('textbox', { name: /Title in English/ })).toHaveAttribute('aria-invalid', 'true')
    expect(request).not.toHaveBeenCalled()
  })

  it('sends both titles and the parent', async () => {
    const request = vi.spyOn(apiClient, 'request').mockResolvedValue(node(9, 'section', 'Training', 1) as never)
    const closed = vi.fn()
    const { user } = renderPage(<NodeNameDialog mode={{ kind: 'create', nodeKind: 'section', parent: quality }} isOpen onOpenChange={closed} />, {
      path: '/freight/pages/authoring/document',
      signedIn: true,
    })
    await user.type(await screen.findByRole('textbox', { name: /Title in English/ }), 'Training')
    await user.type(screen.getByRole('textbox', { name: /Title in French/ }), 'Formation')
    await user.click(screen.getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(closed).toHaveBeenCalledWith(false), { timeout: 5000 })
    expect(request.mock.calls[0]![1]).toMatchObject({ body: { kind: 'section', parent_id: 1, title: 'Training', title_fr: 'Formation' } })
  })
})

describe('the Move to dialog', () => {
  it('is used with the keyboard alone and shows the server refusing a move into its own child on the field', async () => {
    const request = vi
      .spyOn(apiClient, 'request')
      .mockRejectedValue(invalidAnswer({ parent_id: 'A section cannot be moved into itself or into one of its own sub-sections.' }))
    const { user } = renderPage(<MoveDialog mode="move" node={quality} sections={sectionsOf(tree)} isOpen onOpenChange={() => {}} />, {
      path: '/freight/pages/authoring/document',
      signedIn: true,
    })
    const place = await screen.findByRole('button', { name: /New place/ })
    await waitFor(() => expect(place).toHaveFocus())
    // Open the list, go down to the sub-section "Audits" (top, Quality, Audits) and choose it.
    await user.keyboard('{ArrowDown}')
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(place).toHaveTextContent('Audits')
    act(() => screen.getByRole('button', { name: 'Move' }).focus())
    await user.keyboard('{Enter}')
    expect(
      await screen.findByText('A section cannot be moved into itself or into one of its own sub-sections.', {}, { timeout: 5000 }),
    ).toBeVisible()
    expect(request.mock.calls[0]![1]).toMatchObject({ body: { id: 1, parent_id: 3 } })
  })
})
