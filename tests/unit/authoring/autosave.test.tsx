import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Staging } from '@shared/contract/qpm-authoring'
import { type DraftInput } from '@app/features/authoring/api'
import { localCopies, RETRY_DELAYS, SAVE_DELAY, useAutosave } from '@app/features/authoring/autosave'
import { httpError } from '../session/fixtures'

const draft: Staging = {
  id: 41,
  node_id: 7,
  lang: 'en',
  kind: 'revision',
  status: 'draft',
  title: 'Quality policy',
  step: null,
  steps: null,
  version: 3,
  author: { id: 2, username: 'writer', name: 'Wendy Writer' },
  updated_at: '2026-11-20T10:00:00.000Z',
  number: 'QP-001',
  body: '<p>We deliver on time.</p>',
  summary: null,
  keywords: [],
  base_revision: { id: 5, number: 2 },
  chain: null,
  current_approvers: [],
  can: { edit: true, submit: true, skip_chain: false, approve: false, reject: false, publish: false, delete: true },
  created_at: '2026-11-20T09:00:00.000Z',
}

/** A server holding one draft with optimistic versions: a stale save answers 409 STALE with the draft as stored. */
function fakeServer(stored: Staging) {
  const server = { stored, down: false, saves: [] as DraftInput[] }
  const save = vi.fn(async (input: DraftInput): Promise<Staging> => {
    server.saves.push(input)
    if (server.down) throw httpError(0, undefined)
    if (input.version !== server.stored.version) throw httpError(409, { code: 'STALE', message: 'Someone saved this draft since you opened it.', current: server.stored })
    server.stored = { ...server.stored, title: input.title, body: input.body, version: server.stored.version + 1 }
    return server.stored
  })
  return { server, save }
}

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
})
afterEach(() => {
  vi.useRealTimers()
})

const settle = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

describe('a draft saving itself', () => {
  it('keeps each change in the browser at once and sends it after a pause with its version, then forgets the copy', async () => {
    const { server, save } = fakeServer(draft)
    const { result } = renderHook(() => useAutosave(draft, { save }))
    act(() => result.current.setBody('<p>We deliver on time, every time.</p>'))
    expect(result.current.status).toBe('pending')
    expect(localCopies(41)[0]).toMatchObject({ version: 3, body: '<p>We deliver on time, every time.</p>' })
    expect(save).not.toHaveBeenCalled()
    await settle(SAVE_DELAY)
    expect(save).toHaveBeenCalledTimes(1)
    expect(server.saves[0]).toMatchObject({ version: 3, title: 'Quality policy' })
    expect(result.current.status).toBe('saved')
    expect(result.current.version).toBe(4)
    expect(localCopies(41)).toEqual([])
  })

  it('sends several quick changes once', async () => {
    const { save } = fakeServer(draft)
    const { result } = renderHook(() => useAutosave(draft, { save }))
    act(() => result.current.setTitle('Quality'))
    await settle(500)
    act(() => result.current.setTitle('Quality policy 2026'))
    await settle(SAVE_DELAY)
    expect(save).toHaveBeenCalledTimes(1)
    expect(save.mock.calls[0]![0].title).toBe('Quality policy 2026')
  })

  it('says a failed save is retried, keeps the text, and saves it once the server answers again', async () => {
    const { server, save } = fakeServer(draft)
    server.down = true
    const { result } = renderHook(() => useAutosave(draft, { save }))
    act(() => result.current.setBody('<p>Offline words.</p>'))
    await settle(SAVE_DELAY)
    expect(result.current.status).toBe('retrying')
    expect(localCopies(41)[0]?.body).toBe('<p>Offline words.</p>')
    server.down = false
    await settle(RETRY_DELAYS[0])
    expect(result.current.status).toBe('saved')
    expect(server.stored.body).toBe('<p>Offline words.</p>')
  })

  it('offers the text kept in the browser after a reload, and restores it', async () => {
    const { save } = fakeServer(draft)
    const first = renderHook(() => useAutosave(draft, { save }))
    act(() => first.result.current.setBody('<p>Typed before the page was closed.</p>'))
    first.unmount()
    const { result } = renderHook(() => useAutosave(draft, { save }))
    expect(result.current.unsaved?.body).toBe('<p>Typed before the page was closed.</p>')
    act(() => result.current.restore())
    expect(result.current.body).toBe('<p>Typed before the page was closed.</p>')
    await settle(SAVE_DELAY)
    expect(result.current.status).toBe('saved')
  })

  it('on a stale version shows the conflict and loses neither text: keep mine saves over theirs', async () => {
    const { server, save } = fakeServer(draft)
    // Someone else saved version 4 meanwhile.
    server.stored = { ...draft, version: 4, body: '<p>Their words.</p>', updated_at: '2026-11-20T11:00:00.000Z' }
    const { result } = renderHook(() => useAutosave(draft, { save }))
    act(() => result.current.setBody('<p>My words.</p>'))
    await settle(SAVE_DELAY)
    expect(result.current.status).toBe('conflict')
    expect(result.current.theirs?.body).toBe('<p>Their words.</p>')
    expect(result.current.body).toBe('<p>My words.</p>')
    // Nothing more is sent while the conflict is open.
    await settle(RETRY_DELAYS[2])
    expect(save).toHaveBeenCalledTimes(1)
    await act(async () => result.current.keepMine())
    await settle(0)
    expect(server.stored.body).toBe('<p>My words.</p>')
    expect(server.stored.version).toBe(5)
    expect(result.current.status).toBe('saved')
  })

  it('take theirs puts their text in the editor and keeps mine restorable', async () => {
    const { server, save } = fakeServer(draft)
    server.stored = { ...draft, version: 4, body: '<p>Their words.</p>' }
    const { result, unmount } = renderHook(() => useAutosave(draft, { save }))
    act(() => result.current.setBody('<p>My words.</p>'))
    await settle(SAVE_DELAY)
    act(() => result.current.takeTheirs())
    expect(result.current.body).toBe('<p>Their words.</p>')
    expect(result.current.version).toBe(4)
    expect(result.current.status).toBe('saved')
    unmount()
    const again = renderHook(() => useAutosave(server.stored, { save }))
    expect(again.result.current.unsaved?.body).toBe('<p>My words.</p>')
  })
})
