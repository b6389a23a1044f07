import { useCallback, useEffect, useRef, useState } from 'react'
import { isApiError } from '@app/api'
import { type DraftInput, type Staging, saveDraft, staleDraft } from './api'

// A draft saves itself: each change is kept in the browser at once (localStorage, keyed by draft and the
// version it was typed on), then sent after a pause with the version it was read at. A failed save is
// retried; a stale version is a conflict the writer settles (keep mine or take theirs); nothing typed
// is lost on reload, on a failed save, or when the session expires.

/** Milliseconds of quiet before a change is sent. */
export const SAVE_DELAY = 1500
/** Milliseconds before each retry of a failed save. */
export const RETRY_DELAYS = [3000, 10_000, 30_000] as const

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'retrying' | 'conflict'

export interface LocalCopy {
  version: number
  title: string
  body: string
  /** ISO instant. */
  at: string
}

const prefix = (stagingId: number) => `manual-draft:${stagingId}:`
const keyOf = (stagingId: number, version: number) => `${prefix(stagingId)}${version}`

/** The text kept in the browser for a draft, the latest version first; none when storage is unavailable. */
export function localCopies(stagingId: number): LocalCopy[] {
  try {
    const copies: LocalCopy[] = []
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index)
      if (!key?.startsWith(prefix(stagingId))) continue
      const copy = JSON.parse(localStorage.getItem(key) ?? 'null') as LocalCopy | null
      if (copy && typeof copy.body === 'string') copies.push(copy)
    }
    return copies.sort((a, b) => b.version - a.version)
  } catch {
    return []
  }
}

function keep(stagingId: number, copy: LocalCopy) {
  try {
    localStorage.setItem(keyOf(stagingId, copy.version), JSON.stringify(copy))
  } catch {
    // Storage full or refused: the text stays in the page and is still sent.
  }
}

/** Forgets every copy kept for the draft. */
export function forgetCopies(stagingId: number) {
  try {
    for (const copy of localCopies(stagingId)) localStorage.removeItem(keyOf(stagingId, copy.version))
  } catch {
    // Nothing to forget.
  }
}

export interface Autosave {
  title: string
  body: string
  version: number
  status: SaveStatus
  /** The draft as the other person saved it, while a conflict is open. */
  theirs: Staging | null
  /** A copy kept in the browser that differs from the draft as loaded: offer to restore it. */
  unsaved: LocalCopy | null
  setTitle: (title: string) => void
  setBody: (body: string) => void
  /** Sends now (a retry, or before leaving). */
  saveNow: () => void
  keepMine: () => void
  takeTheirs: () => void
  restore: () => void
  discard: () => void
}

export interface AutosaveOptions {
  /** Sends a draft; answers the draft saved with its next version. */
  save?: (input: DraftInput) => Promise<Staging>
  /** The draft saved, for the page's cache. */
  onSaved?: (staging: Staging) => void
}

/** The draft editor's text, version and save status. */
export function useAutosave(staging: Staging, { save, onSaved }: AutosaveOptions = {}): Autosave {
  const send = useCallback(
    (input: DraftInput) => (save ? save(input) : saveDraft(staging.node_id, staging.id, input)),
    [save, staging.node_id, staging.id],
  )
  const [title, setTitleState] = useState(staging.title)
  const [body, setBodyState] = useState(staging.body)
  const [version, setVersion] = useState(staging.version)
  const [status, setStatus] = useState<SaveStatus>('saved')
  const [theirs, setTheirs] = useState<Staging | null>(null)
  const [unsaved, setUnsaved] = useState<LocalCopy | null>(() => {
    const latest = localCopies(staging.id)[0]
    return latest && (latest.body !== staging.body || latest.title !== staging.title) ? latest : null
  })
  // The latest text and version, read by the timers.
  const latest = useRef({ title, body, version, dirty: false, inFlight: false, retries: 0, conflict: false })
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const onSavedRef = useRef(onSaved)
  const flushRef = useRef<() => Promise<void>>(async () => {})
  useEffect(() => {
    onSavedRef.current = onSaved
  }, [onSaved])

  const schedule = useCallback((delay: number, run: () => void) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(run, delay)
  }, [])

  const flush = useCallback(async () => {
    const state = latest.current
    if (state.inFlight || state.conflict || !state.dirty) return
    state.inFlight = true
    state.dirty = false
    const sent = { title: state.title, body: state.body, version: state.version }
    let failed = false
    setStatus('saving')
    try {
      const saved = await send(sent)
      state.retries = 0
      state.version = saved.version
      setVersion(saved.version)
      // The copy typed on the old version is now on the server.
      try {
        localStorage.removeItem(keyOf(staging.id, sent.version))
      } catch {
        // Nothing kept.
      }
      onSavedRef.current?.(saved)
      if (state.dirty) {
        keep(staging.id, { version: state.version, title: state.title, body: state.body, at: new Date().toISOString() })
        setStatus('pending')
      } else setStatus('saved')
    } catch (error) {
      state.dirty = true
      const current = staleDraft(error)
      if (current) {
        state.conflict = true
        setTheirs(current)
        setStatus('conflict')
      } else {
        failed = true
        setStatus('retrying')
        const delay = RETRY_DELAYS[Math.min(state.retries, RETRY_DELAYS.length - 1)]!
        state.retries += 1
        // Every failure is retried, more and more slowly; the text stays kept in the browser meanwhile.
        if (!(isApiError(error) && error.aborted)) schedule(delay, () => void flushRef.current())
      }
    } finally {
      state.inFlight = false
    }
    // What was typed while the save ran goes next.
    if (!failed && state.dirty && !state.conflict) schedule(SAVE_DELAY, () => void flushRef.current())
  }, [send, staging.id, schedule])
  useEffect(() => {
    flushRef.current = flush
  }, [flush])

  const change = useCallback(
    (next: { title?: string; body?: string }) => {
      const state = latest.current
      if (next.title !== undefined) state.title = next.title
      if (next.body !== undefined) state.body = next.body
      state.dirty = true
      keep(staging.id, { version: state.version, title: state.title, body: state.body, at: new Date().toISOString() })
      if (!state.conflict) {
        setStatus((current) => (current === 'retrying' ? current : 'pending'))
        schedule(SAVE_DELAY, () => void flush())
      }
    },
    [staging.id, schedule, flush],
  )

  useEffect(() => () => clearTimeout(timer.current), [])

  return {
    title,
    body,
    version,
    status,
    theirs,
    unsaved,
    setTitle: (next) => {
      setTitleState(next)
      change({ title: next })
    },
    setBody: (next) => {
      setBodyState(next)
      change({ body: next })
    },
    saveNow: () => {
      clearTimeout(timer.current)
      void flush()
    },
    keepMine: () => {
      if (!theirs) return
      const state = latest.current
      state.version = theirs.version
      state.conflict = false
      state.dirty = true
      setVersion(theirs.version)
      keep(staging.id, { version: state.version, title: state.title, body: state.body, at: new Date().toISOString() })
      setTheirs(null)
      void flush()
    },
    takeTheirs: () => {
      if (!theirs) return
      const state = latest.current
      // Mine stays in the browser under its old version, restorable from the next visit.
      state.version = theirs.version
      state.title = theirs.title
      state.body = theirs.body
      state.conflict = false
      state.dirty = false
      setVersion(theirs.version)
      setTitleState(theirs.title)
      setBodyState(theirs.body)
      setTheirs(null)
      setStatus('saved')
      onSavedRef.current?.(theirs)
    },
    restore: () => {
      if (!unsaved) return
      setUnsaved(null)
      setTitleState(unsaved.title)
      setBodyState(unsaved.body)
      change({ title: unsaved.title, body: unsaved.body })
    },
    discard: () => {
      forgetCopies(staging.id)
      setUnsaved(null)
    },
  }
}
