import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createNetworkActivity, INACTIVE_EVENT } from '@app/api'
import {
  createVersionWatcher,
  entryScript,
  memoryStorage,
  probeFrontEnd,
  shouldFullLoad,
  storageKeys,
  versionMessage,
  versionState,
} from '@app/session'
import { fakeApi, httpError } from './fixtures'

describe('version states (document 1 section 4)', () => {
  it.each([
    [{ serverVersion: '1.0.6', frontEndChanged: false }, 'none'],
    [{ serverVersion: undefined, frontEndChanged: false }, 'none'],
    [{ serverVersion: '1.0.7', frontEndChanged: false }, 'in-progress'],
    [{ serverVersion: '1.0.7', frontEndChanged: true }, 'ready'],
    [{ serverVersion: '1.0.6', frontEndChanged: true }, 'ready'],
  ])('%o -> %s', (input, expected) => {
    expect(versionState(input)).toBe(expected)
  })

  it('the built version is 1.0.6', () => {
    expect(versionState({ serverVersion: '1.0.6', frontEndChanged: false })).toBe('none')
    expect(versionState({ serverVersion: '1.0.6', builtVersion: '1.0.5', frontEndChanged: false })).toBe('in-progress')
  })

  it('has the two messages', () => {
    expect(versionMessage('in-progress')).toBe('Version update in progress.')
    expect(versionMessage('ready')).toBe('Version update ready. Please refresh the page.')
    expect(versionMessage('none')).toBeUndefined()
  })
})

describe('the reload-once rule', () => {
  it.each([
    ['ready', '/freight/home', '/freight/pages/ANO-SHOW', undefined, true],
    ['ready', '/freight/home', '/freight/home?tab=2', undefined, false],
    ['ready', '/freight/home#top', '/freight/home', undefined, false],
    ['ready', '/freight/home', '/freight/toc', '/assets/index-new.js', false],
    ['ready', '/freight/home', '/freight/toc', '/assets/index-older.js', true],
    ['in-progress', '/a', '/b', undefined, false],
    ['none', '/a', '/b', undefined, false],
  ] as const)('%s from %s to %s (reloaded for %s): %s', (state, from, to, reloadedFor, expected) => {
    expect(shouldFullLoad({ state, from, to, reloadedFor, readyFor: '/assets/index-new.js' })).toBe(expected)
  })
})

describe('front-end probe', () => {
  const html = (src: string) => `<!doctype html><html><head><script type="module" crossorigin src="${src}"></script></head></html>`

  it('reads the entry script', () => {
    expect(entryScript(html('/assets/index-abc.js'))).toBe('/assets/index-abc.js')
    expect(entryScript('<p>none</p>')).toBeUndefined()
  })

  it('reports a different entry script than the running one', async () => {
    const fetch = vi.fn(async () => new Response(html('/assets/index-new.js')))
    expect(await probeFrontEnd(fetch as typeof globalThis.fetch, '/assets/index-old.js')).toBe('/assets/index-new.js')
    expect(await probeFrontEnd(fetch as typeof globalThis.fetch, '/assets/index-new.js')).toBeUndefined()
    expect(await probeFrontEnd(fetch as typeof globalThis.fetch, undefined)).toBeUndefined()
    expect(fetch).toHaveBeenCalledWith('/', expect.objectContaining({ cache: 'no-store' }))
  })
})

describe('version poll', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function setup(serverVersion: string | (() => unknown), probeResult?: string) {
    const api = fakeApi({ 'GET version': typeof serverVersion === 'string' ? { version: serverVersion } : serverVersion })
    const local = memoryStorage()
    const tab = memoryStorage()
    const announce = vi.fn()
    const assign = vi.fn()
    const probe = vi.fn(async () => probeResult)
    const activity = createNetworkActivity()
    const watcher = createVersionWatcher({
      api,
      local,
      tab,
      announce,
      assign,
      probe,
      isIdle: activity.isIdle,
      events: activity.events,
    })
    return { api, local, tab, announce, assign, probe, activity, watcher }
  }

  it('polls GET version every 600000 ms and keeps the backend version', async () => {
    const { api, watcher, local, probe } = setup('1.0.6')
    watcher.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(api.called('GET version')).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(599_999)
    expect(api.called('GET version')).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(api.called('GET version')).toHaveLength(2)
    expect(local.getItem(storageKeys.local.backendVersion)).toBe('"1.0.6"')
    expect(watcher.getState()).toBe('none')
    // Nothing changed on the server: the front-end is not even looked at.
    expect(probe).not.toHaveBeenCalled()
    watcher.stop()
    await vi.advanceTimersByTimeAsync(600_000)
    expect(api.called('GET version')).toHaveLength(2)
  })

  it("another server version is 'in progress' until the new front-end is served, then 'ready'", async () => {
    const { watcher, announce, probe } = setup('1.0.7')
    expect(await watcher.check()).toBe('in-progress')
    expect(announce).toHaveBeenLastCalledWith('Version update in progress.')
    probe.mockResolvedValue('/assets/index-new.js')
    expect(await watcher.check()).toBe('ready')
    expect(announce).toHaveBeenLastCalledWith('Version update ready. Please refresh the page.')
    expect(await watcher.check()).toBe('ready')
    expect(announce).toHaveBeenCalledTimes(2)
  })

  it('a failed poll changes nothing', async () => {
    const { watcher, announce } = setup(() => httpError(503))
    expect(await watcher.check()).toBe('none')
    expect(announce).not.toHaveBeenCalled()
  })

  it('when ready, the next navigation to another page is one full page load, once', async () => {
    const { watcher, assign, tab } = setup('1.0.7', '/assets/index-new.js')
    await watcher.check()
    expect(watcher.beforeNavigate('/freight/home', '/freight/home?x=1')).toBe(false)
    expect(watcher.beforeNavigate('/freight/home', '/freight/toc')).toBe(true)
    expect(assign).toHaveBeenCalledWith('/freight/toc')
    expect(tab.getItem(storageKeys.tab.versionReload)).toBe('/assets/index-new.js')
    expect(watcher.beforeNavigate('/freight/toc', '/freight/home')).toBe(false)
    expect(assign).toHaveBeenCalledTimes(1)
  })

  it("waits for the app to be idle (the 'inactive' event) before the full load", async () => {
    const { watcher, assign, activity } = setup('1.0.7', '/assets/index-new.js')
    await watcher.check()
    activity.requestStarted()
    expect(watcher.beforeNavigate('/freight/home', '/freight/toc')).toBe(true)
    expect(assign).not.toHaveBeenCalled()
    activity.responseReceived()
    await vi.advanceTimersByTimeAsync(999)
    expect(assign).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(assign).toHaveBeenCalledWith('/freight/toc')
    activity.events.dispatchEvent(new Event(INACTIVE_EVENT))
    expect(assign).toHaveBeenCalledTimes(1)
  })

  it('does nothing on navigation while not ready', async () => {
    const { watcher, assign } = setup('1.0.7')
    await watcher.check()
    expect(watcher.beforeNavigate('/a', '/b')).toBe(false)
    expect(assign).not.toHaveBeenCalled()
  })
})
