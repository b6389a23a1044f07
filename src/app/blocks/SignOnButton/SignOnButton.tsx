import { useLingui } from '@lingui/react/macro'
import { BadgeCheck, ExternalLink } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { Button } from '@app/ui/Button'
import { Chip } from '@app/ui/Chip'
import { Dialog } from '@app/ui/Dialog'
import { Spinner } from '@app/ui/Spinner'
import { toast as appToaster, type Toaster } from '@app/ui/Toast'
import { apiSignOnCalls, type SignOnCalls, type TempSession } from './api'
import { authorizeAddress, createStatusPoller, type StatusPoller } from './poller'

export interface SignOnButtonProps {
  /** The system to authorize with. */
  source: string
  /** The authorization page (from the configuration). */
  authorizeUrl: string
  /** Signed in: the user's name and session id (MT_UID, MT_SESSIONID). */
  signedIn?: { username: string; sessionId: string }
  /** Anonymous: the user name and company of the temporary session. */
  anonymous?: { username: string; company: string }
  /** The session's secondary sign-on status: for this source it closes the dialog and sets the flag. */
  secondaryAuth?: { source: string; authorized: boolean } | null
  /** Called once authorized, with the temporary session when anonymous. */
  onSuccess?: (session: TempSession | undefined) => void
  /** The button's text. */
  label?: string
  /** The button's accessible name when several buttons share the text, such as 'Authorize Claims'. */
  'aria-label'?: string
  calls?: SignOnCalls
  /** Opens the authorization page; a new window by default. */
  openWindow?: (url: string) => void
  /** Starts in this state (stories). */
  defaultState?: 'idle' | 'waiting' | 'authorized'
  /** The polling interval; 3 s. */
  pollInterval?: number
  toaster?: Toaster
}

// Focus lands here once authorized, so keyboard users are not left on the page's body.
const Done = styled.span`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radius.pill};
  outline: none;

  &:focus-visible {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: ${({ theme }) => theme.border.width.thin};
  }
`

const Waiting = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
  }
`

/** Opens the external authorization page and waits for the status to say authorized. */
export function SignOnButton({
  source,
  authorizeUrl,
  signedIn,
  anonymous,
  secondaryAuth,
  onSuccess,
  label,
  'aria-label': ariaLabel,
  calls = apiSignOnCalls,
  openWindow = (url) => window.open(url, '_blank', 'noopener'),
  defaultState = 'idle',
  pollInterval,
  toaster = appToaster,
}: SignOnButtonProps) {
  const { t } = useLingui()
  const [waiting, setWaiting] = useState(defaultState === 'waiting')
  const [authorized, setAuthorized] = useState(defaultState === 'authorized')
  const [starting, setStarting] = useState(false)
  const poller = useRef<StatusPoller | null>(null)
  const done = useRef<HTMLSpanElement>(null)
  // Set when the waiting dialog closes on success: the button it would give focus back to is gone.
  const focusDone = useRef(false)

  useEffect(() => () => poller.current?.stop(), [])
  useEffect(() => {
    if (!authorized || !focusDone.current) return
    focusDone.current = false
    const frame = requestAnimationFrame(() => done.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [authorized])

  // The session's status for the same source toggles the dialog and the flag (adjusted while rendering).
  const [seenStatus, setSeenStatus] = useState(secondaryAuth)
  if (secondaryAuth !== seenStatus) {
    setSeenStatus(secondaryAuth)
    if (secondaryAuth && secondaryAuth.source === source) {
      setAuthorized(secondaryAuth.authorized)
      if (secondaryAuth.authorized) setWaiting(false)
    }
  }
  useEffect(() => {
    if (secondaryAuth?.source === source && secondaryAuth.authorized) poller.current?.stop()
  }, [secondaryAuth, source])

  const cancel = () => {
    poller.current?.stop()
    setWaiting(false)
  }

  const start = async () => {
    let session: TempSession | undefined
    if (!signedIn) {
      if (!anonymous) return
      setStarting(true)
      try {
        session = await calls.tempSession(anonymous)
      } catch {
        toaster.negative(t`Error Creating Temp Session`)
        return
      } finally {
        setStarting(false)
      }
    }
    const username = signedIn?.username ?? anonymous!.username
    const sessionid = signedIn?.sessionId ?? session!.SEUID
    openWindow(authorizeAddress(authorizeUrl, { username, sessionid, source }))
    const check = signedIn
      ? () => calls.status(source).then((r) => r.authorized)
      : () =>
          calls
            .anonStatus({ source, seuid: session!.SEUID, sesess: session!.SESESS, username, company: anonymous!.company })
            .then((r) => r.authorized)
    poller.current?.stop()
    poller.current = createStatusPoller(
      check,
      () => {
        focusDone.current = true
        setWaiting(false)
        setAuthorized(true)
        onSuccess?.(session)
      },
      pollInterval,
    )
    setWaiting(true)
    poller.current.start()
  }

  if (authorized) {
    return (
      <Done ref={done} tabIndex={-1}>
        <Chip variant="success" icon={<BadgeCheck />} label={t`Authorized`} />
      </Done>
    )
  }

  return (
    <>
      <Button
        variant="primary"
        icon={<ExternalLink />}
        isPending={starting}
        aria-label={ariaLabel}
        onPress={() => void start()}
      >
        {label ?? t`Authorize`}
      </Button>
      <Dialog
        title={t`Waiting for authorization`}
        size="md"
        isOpen={waiting}
        isDismissable={false}
        onOpenChange={(open) => !open && cancel()}
        actions={
          <>
            {/* Forcing the authorization is not offered (document 2 section 6). */}
            <Button isDisabled>{t`Force authorization`}</Button>
            <Button variant="primary" onPress={cancel}>
              {t`Cancel`}
            </Button>
          </>
        }
      >
        <Waiting>
          <Spinner isDecorative />
          <p>{t`Complete the sign-on in the window that opened. This dialog closes by itself once you are authorized.`}</p>
        </Waiting>
      </Dialog>
    </>
  )
}
