import { describe, expect, it, vi } from 'vitest'
import { CHUNK_LOAD_TIMEOUT_MS } from '@shared/constants'
import { isChunkLoadError, watchNavigations } from '@app/shell/ChunkError'

describe('chunk-load failures', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 12 failed'), { name: 'ChunkLoadError' })],
    [Object.assign(new Error('x'), { code: 'CSS_CHUNK_LOAD_FAILED' })],
    [new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js')],
    [new Error('Unable to preload CSS for /assets/a.css')],
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true)
  })

  it.each([[new Error('boom')], [null], ['Failed']])('leaves %s alone', (error) => {
    expect(isChunkLoadError(error)).toBe(false)
  })
})

describe('navigations that never finish loading', () => {
  function fakeRouter() {
    const listeners = new Map<string, Set<() => void>>()
    return {
      subscribe(event: 'onBeforeLoad' | 'onResolved', listener: () => void) {
        const set = listeners.get(event) ?? new Set()
        set.add(listener)
        listeners.set(event, set)
        return () => set.delete(listener)
      },
      emit(event: string) {
        for (const listener of listeners.get(event) ?? []) listener()
      },
    }
  }

  it('count as a failed chunk after 120 seconds; a resolved or newer navigation resets the wait', () => {
    vi.useFakeTimers()
    const router = fakeRouter()
    const onTimeout = vi.fn()
    const stop = watchNavigations(router, onTimeout)
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)

    router.emit('onBeforeLoad')
    vi.advanceTimersByTime(119_000)
    router.emit('onResolved')
    vi.advanceTimersByTime(10_000)
    expect(onTimeout).not.toHaveBeenCalled()

    router.emit('onBeforeLoad')
    vi.advanceTimersByTime(100_000)
    router.emit('onBeforeLoad')
    vi.advanceTimersByTime(100_000)
    expect(onTimeout).not.toHaveBeenCalled()
    vi.advanceTimersByTime(20_000)
    expect(onTimeout).toHaveBeenCalledTimes(1)

    router.emit('onBeforeLoad')
    stop()
    vi.advanceTimersByTime(200_000)
    expect(onTimeout).toHaveBeenCalledTimes(1)
  })
})
