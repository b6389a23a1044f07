import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import styled from 'styled-components'
import { type ErrorDialogQueue, errorDialogs } from '@app/api/errorDialogs'
import { errorDialogText } from '@app/api/errorText'
import { Button } from '@app/ui/Button'
import { toastStack, toastSurface } from '@app/ui/Toast/Toast.styles'
import type { Toaster } from '@app/ui/Toast/toaster'

const Stack = styled.div`
  ${toastStack}
`

const Note = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  ${toastSurface}

  p {
    margin: 0;
    white-space: pre-line;
  }
`

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`

/**
 * The toasts, drawn without the notification region's code: shown only when that code could not be
 * downloaded (the server went down, or a newer version replaced the files), so that the message that
 * says so still reaches the user.
 */
export function PlainToasts({ toaster }: { toaster: Toaster }) {
  const { t } = useLingui()
  const corner = useSyncExternalStore(toaster.subscribe, () => toaster.corner.visibleToasts)
  const centre = useSyncExternalStore(toaster.subscribe, () => toaster.centre.visibleToasts)
  const toasts = [...centre, ...corner]
  if (toasts.length === 0) return null
  return (
    <Stack as="section" aria-label={t`Notifications`}>
      {toasts.map(({ key, content }) => (
        <Note key={key} role={content.variant === 'negative' ? 'alert' : 'status'}>
          {content.title && <strong>{content.title}</strong>}
          <p>{content.message}</p>
          <Actions>
            {content.action && (
              <Button
                size="sm"
                onPress={() => {
                  content.action?.onAction()
                  toaster.close(key)
                }}
              >
                {content.action.label}
              </Button>
            )}
            <Button size="sm" variant="ghost" onPress={() => toaster.close(key)}>
              {t`Dismiss`}
            </Button>
          </Actions>
        </Note>
      ))}
    </Stack>
  )
}

/** The error dialog's words, drawn without its code, for the same reason as `PlainToasts`. */
export function PlainErrorDialog({ queue = errorDialogs }: { queue?: ErrorDialogQueue }) {
  const { i18n, t } = useLingui()
  const entry = useSyncExternalStore(queue.subscribe, queue.current, queue.current)
  if (!entry) return null
  const { title, message } = errorDialogText(entry, i18n)
  return (
    <Stack>
      <Note role="alert">
        <strong>{title}</strong>
        {message && <p>{message}</p>}
        <Button size="sm" variant="primary" onPress={queue.dismiss}>
          {t`Dismiss`}
        </Button>
      </Note>
    </Stack>
  )
}
