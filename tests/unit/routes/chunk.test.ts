import { describe, expect, it } from 'vitest'
import { isChunkLoadError } from '@app/features/shell/ChunkError'

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
