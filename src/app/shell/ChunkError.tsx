import { Trans, useLingui } from '@lingui/react/macro'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { RotateCw } from 'lucide-react'
import { useEffect, useLayoutEffect } from 'react'
import { CHUNK_ERRORS, CHUNK_LOAD_TIMEOUT_MS } from '@shared/constants'
import { Button } from '@app/ui/Button'
import { ErrorState } from '@app/ui/ErrorState'
import { toast } from '@app/ui/Toast'
import { Actions, CenteredPage } from './CenteredPage'
import { removeFirstView } from './firstView'

const CHUNK_MESSAGES =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i

/** A script or style chunk that did not load (document 1 section 8: ChunkLoadError, CSS_CHUNK_LOAD_FAILED). */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown }
  if (name === CHUNK_ERRORS.script || code === CHUNK_ERRORS.css || name === CHUNK_ERRORS.css) return true
  return typeof message === 'string' && CHUNK_MESSAGES.test(message)
}

const reload = () => window.location.reload()

/** The message of a failed chunk, with the reload that brings the current files. */
function ChunkFailure() {
  const { t } = useLingui()
  return (
    <CenteredPage title={t`This page could not be loaded`}>
      <p role="alert">
        <Trans>
          Part of the portal could not be downloaded. It may have just been updated, or the connection dropped.
          Reload the page to continue.
        </Trans>
      </p>
      <Actions>
        <Button variant="primary" icon={<RotateCw />} onPress={reload}>
          <Trans>Reload</Trans>
        </Button>
      </Actions>
    </CenteredPage>
  )
}

/** The routes' error component: a failed chunk offers a reload, anything else a retry. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui()
  const router = useRouter()
  useLayoutEffect(removeFirstView, [])
  if (isChunkLoadError(error)) return <ChunkFailure />
  return (
    <CenteredPage title={t`Something went wrong`}>
      <ErrorState
        headingLevel={2}
        title={t`The page stopped working`}
        message={t`An unexpected error stopped this page. Try again, and if it happens again reload the portal.`}
        onRetry={() => {
          reset()
          void router.invalidate()
        }}
      />
    </CenteredPage>
  )
}

type NavigationEvents = {
  subscribe(event: 'onBeforeLoad' | 'onResolved', listener: () => void): () => void
}

/**
 * Calls `onTimeout` when a navigation has not resolved `timeoutMs` after it began loading: its code (or
 * anything it waits for) never came, which counts as a failed chunk (document 1 section 9: 120 seconds).
 */
export function watchNavigations(router: NavigationEvents, onTimeout: () => void, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const stops = [
    router.subscribe('onBeforeLoad', () => {
      stop()
      timer = setTimeout(onTimeout, timeoutMs)
    }),
    router.subscribe('onResolved', stop),
  ]
  return () => {
    stop()
    stops.forEach((unsubscribe) => unsubscribe())
  }
}

/**
 * Chunks that fail outside navigation (lazy blocks), and navigations still loading after the chunk
 * timeout, are reported with a reload action.
 */
export function ChunkErrorWatcher() {
  const { t } = useLingui()
  const router = useRouter()
  useEffect(() => {
    const report = () =>
      toast.negative(t`Part of the portal could not be downloaded. Reload the page to continue.`, {
        timeout: 0,
        action: { label: t`Reload`, onAction: reload },
      })
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isChunkLoadError(event.reason)) return
      event.preventDefault()
      report()
    }
    window.addEventListener('unhandledrejection', onRejection)
    const stopWatching = watchNavigations(router, report)
    return () => {
      window.removeEventListener('unhandledrejection', onRejection)
      stopWatching()
    }
  }, [t, router])
  return null
}
