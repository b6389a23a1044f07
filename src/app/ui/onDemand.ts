import { useEffect, useState } from 'react'

/**
 * Code fetched on demand and drawn without suspending. React.lazy suspends the first time it draws, even
 * when its code is already in, and React then reveals what suspended up to 300 ms late (its pace for
 * revealing content after a fallback): a menu, a dialog or a toast showed that much after the press that
 * asked for it. A module from `onDemand` is drawn by a plain re-render as soon as it is in.
 */
export function onDemand<M>(load: () => Promise<M>) {
  let loaded: M | undefined
  let loading: Promise<M> | undefined

  /** Starts the download, once (again after a failure), and resolves with the module. */
  const fetch = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))

  /**
   * The module once it is in, undefined until then; fetched once `wanted`. A failed download is thrown
   * to the nearest error boundary, as React.lazy would.
   */
  function useModule(wanted = true): M | undefined {
    const [module, setModule] = useState(loaded)
    const [failure, setFailure] = useState<{ error: unknown }>()
    useEffect(() => {
      if (!wanted || module) return
      // Also when another part has loaded it since this one drew: the promise is then settled already.
      let current = true
      fetch().then(
        (arrived) => current && setModule(arrived),
        (error: unknown) => current && setFailure({ error }),
      )
      return () => {
        current = false
      }
    }, [wanted, module])
    if (failure) throw failure.error
    return module ?? loaded
  }

  return { fetch, useModule }
}
