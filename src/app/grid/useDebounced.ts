import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** The value, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

/** A function that runs `fn` once calls have stopped for `delay` ms; `flush` cancels the wait. */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const latest = useRef(fn)
  useLayoutEffect(() => {
    latest.current = fn
  })
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => latest.current(...args), delay)
    },
    [delay],
  )
}

/** A handler that ignores presses within `delay` ms of the last one it ran (leading edge). */
export function useThrottledPress(fn: () => void, delay: number) {
  const last = useRef(0)
  const latest = useRef(fn)
  useLayoutEffect(() => {
    latest.current = fn
  })
  return useCallback(() => {
    const now = Date.now()
    if (now - last.current < delay) return
    last.current = now
    latest.current()
  }, [delay])
}

/**
 * A function of stable identity that calls the latest `fn`: for event handlers given to memoised
 * children. Not for functions called while rendering, which would see the previous values.
 */
export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn)
  useLayoutEffect(() => {
    latest.current = fn
  })
  return useCallback((...args: A) => latest.current(...args), [])
}
