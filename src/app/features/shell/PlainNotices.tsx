import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import styled from 'styled-components'
import { type ErrorDialogQueue, errorDialogs } from '@app/api/errorDialogs'
import { errorDialogText } from '@app/api/errorText'
import { Button } from '@app/ui/Button'
import type { Toaster } from '@app/ui/Toast/toaster'

const Stack = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space.lg};
  inset-inline-end: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(${({ theme }) => theme.size.dialog.md}, calc(100vw - 2 * ${({ theme }) => theme.space.lg}));
`

const Note = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};

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
  const corner = useSyncExternalStore(toaster.corner.subscribe.bind(toaster.corner), () => toaster.corner.visibleToasts)
  const centre = useSyncExternalStore(toaster.centre.subscribe.bind(toaster.centre), () => toaster.centre.visibleToasts)
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
