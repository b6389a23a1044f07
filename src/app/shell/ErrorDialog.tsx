import { useLingui } from '@lingui/react/macro'
import { useId, useState, useSyncExternalStore } from 'react'
import styled from 'styled-components'
import { type ErrorDialogEntry, type ErrorDialogQueue, errorDialogs } from '@app/api/errorDialogs'
import type { ApiError } from '@app/api/errors'
import { errorDialogText } from '@app/api/errorText'
import { Button } from '@app/ui/Button'
import { Dialog } from '@app/ui/Dialog'
import { toast, type Toaster } from '@app/ui/Toast'
import { Linkified } from './linkify'

function pretty(value: unknown): string {
  if (value === undefined) return ''
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value, null, 2)
  } catch {
    return String(value)
  }
}

/** Everything View Details shows, as one text for the clipboard. */
export function errorDetailsText(error: ApiError, labels: { response: string; url: string; headers: string }): string {
  return [
    `${labels.url}: ${error.config.method} ${error.config.url}`,
    `${labels.response}:`,
    pretty(error.data),
    `${labels.headers}:`,
    pretty(error.headers),
  ].join('\n')
}

const Message = styled.p`
  margin: 0;
  white-space: pre-line;

  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} 0 0;

  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0;
  }
  pre {
    margin: 0;
    max-height: ${({ theme }) => theme.size.thumbnail.height};
    overflow: auto;
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.color.surface.sunken};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`

export interface ErrorDialogProps {
  /** The failed call, or the daily access limit. */
  entry: ErrorDialogEntry
  /** Closes the dialog. */
  onDismiss: () => void
  /** Where the copy result is announced; the app's toasts by default. */
  toaster?: Pick<Toaster, 'positive' | 'negative'>
  /** The clipboard to copy to; the browser's by default. */
  clipboard?: Pick<Clipboard, 'writeText'>
}

/** The error catalogue's dialog (document 1 section 8): status text, View Details, dismiss. */
export function ErrorDialog({ entry, onDismiss, toaster = toast, clipboard }: ErrorDialogProps) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const detailsId = useId()

  const { title, message } = errorDialogText(entry, i18n)
  if (entry.kind === 'accessLimit') {
    return (
      <Dialog
        title={title}
        role="alertdialog"
        isOpen
        isDismissable={false}
        onOpenChange={(isOpen) => !isOpen && onDismiss()}
        actions={
          <Button variant="primary" onPress={onDismiss}>
            {t`Dismiss`}
          </Button>
        }
      >
        {message && (
          <Message>
            <Linkified text={message} />
          </Message>
        )}
      </Dialog>
    )
  }

  const error = entry.error
  const labels = { response: t`Response`, url: t`URL`, headers: t`Headers` }

  const copy = async () => {
    try {
      const target = clipboard ?? navigator.clipboard
      await target.writeText(errorDetailsText(error, labels))
      toaster.positive(t`Copied error details`)
    } catch {
      toaster.negative(t`Failed to copy text`)
    }
  }

  return (
    <Dialog
      title={title}
      role="alertdialog"
      size="lg"
      isOpen
      isDismissable={false}
      onOpenChange={(isOpen) => !isOpen && onDismiss()}
      actions={
        <>
          <Button aria-expanded={open} aria-controls={open ? detailsId : undefined} onPress={() => setOpen(!open)}>
            {open ? t`Hide Details` : t`View Details`}
          </Button>
          <Button variant="primary" onPress={onDismiss}>
            {t`Dismiss`}
          </Button>
        </>
      }
    >
      <Message>{message}</Message>
      {open && (
        <div id={detailsId}>
          <Details>
            <dt>{labels.url}</dt>
            <dd>
              <pre>{`${error.config.method} ${error.config.url}`}</pre>
            </dd>
            <dt>{labels.response}</dt>
            <dd>
              <pre>{pretty(error.data)}</pre>
            </dd>
            <dt>{labels.headers}</dt>
            <dd>
              <pre>{pretty(error.headers)}</pre>
            </dd>
          </Details>
          <Button size="sm" onPress={() => void copy()}>
            {t`Copy to clipboard`}
          </Button>
        </div>
      )}
    </Dialog>
  )
}

/** Shows the queued error dialogs one at a time: mount once near the root, inside the providers. */
export function ErrorDialogHost({ queue = errorDialogs }: { queue?: ErrorDialogQueue }) {
  const entry = useSyncExternalStore(queue.subscribe, queue.current, queue.current)
  if (!entry) return null
  // A new key per entry resets View Details for the next dialog.
  return <ErrorDialog key={`${queue.size()}-${entry.kind}`} entry={entry} onDismiss={queue.dismiss} />
}
