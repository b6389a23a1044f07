import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { BadgeCheck, CircleAlert, RotateCw } from 'lucide-react'
import { useEffect, useRef } from 'react'
import styled from 'styled-components'
import type { MasterConfig } from '@shared/contract/schemas'
import { useSession } from '@app/session'
import { Button } from '@app/ui/Button'
import { Card } from '@app/ui/Card'
import { Chip } from '@app/ui/Chip'
import { apiSignOnCalls, SignOnButton, type SignOnCalls } from '@app/blocks/SignOnButton'
import { Spinner } from '@app/ui/Spinner'
import { signOnKeys, signOnStatusQueryOptions } from './api'

/** A single sign-on source of the master configuration (OIDC / SOURCE). */
export interface SignOnSource {
  /** The source's code, sent to the status call and the authorization page. */
  source: string
  /** The name shown: mc_v1 in French when set, else mc_description, else the code. */
  name: string
}

/** The sources of OIDC / SOURCE in their configured order, named in the user's language. */
export function signOnSources(masterconfig: MasterConfig | undefined, locale: string): SignOnSource[] {
  return (masterconfig?.OIDC?.SOURCE ?? [])
    .filter((entry) => entry.mc_value.trim())
    .map((entry) => ({
      source: entry.mc_value.trim(),
      name: (locale.startsWith('fr') && entry.mc_v1?.trim()) || entry.mc_description?.trim() || entry.mc_value.trim(),
    }))
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.md} 0;
    border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  }
  li:first-child {
    padding-top: 0;
  }
  li:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
  .name {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
  }
  .title {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  .code {
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .problem {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.text.danger};
  }
  .problem svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
  .status {
    display: inline-flex;
    border-radius: ${({ theme }) => theme.radius.pill};
    outline: none;
  }
  .status:focus-visible {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: ${({ theme }) => theme.border.width.thin};
  }
`

export interface ConnectedSystemsCardProps {
  sources: readonly SignOnSource[]
  /** The authorization page (FRAMEWORK / SSO_AUTHORIZE_URL). */
  authorizeUrl: string
  /** The signed-in user's name and session id (MT_UID, MT_SESSIONID). */
  username: string
  sessionId: string
  /** The sign-on calls; the API's by default. */
  calls?: SignOnCalls
  /** Opens the authorization page; a new window by default. */
  openWindow?: (url: string) => void
  /** How often the waiting dialog asks for the status; 3 s. */
  pollInterval?: number
}

type SourceRowProps = Omit<ConnectedSystemsCardProps, 'sources' | 'calls'> & { source: SignOnSource; calls: SignOnCalls }

function SourceRow({ source, authorizeUrl, username, sessionId, calls, openWindow, pollInterval }: SourceRowProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const status = useQuery(signOnStatusQueryOptions(source.source, calls))
  const statusRef = useRef<HTMLDivElement>(null)
  // Set by a sign-on in this row, until the chip replaces the button.
  const justAuthorized = useRef(false)
  const authorized = status.data?.authorized === true

  // The button that had focus is replaced by the chip: focus follows to it.
  useEffect(() => {
    if (!authorized || !justAuthorized.current) return
    justAuthorized.current = false
    const active = document.activeElement
    if (!active || active === document.body || statusRef.current?.contains(active)) statusRef.current?.focus()
  }, [authorized])

  return (
    <li>
      <div className="name">
        <span className="title">{source.name}</span>
        {source.name !== source.source && <span className="code">{source.source}</span>}
      </div>
      <div className="status" ref={statusRef} tabIndex={-1}>
        {status.isPending ? (
          <Spinner size="sm" label={t`Checking the authorization of ${source.name}`} />
        ) : authorized ? (
          <Chip variant="success" icon={<BadgeCheck />} label={t`Authorized`} />
        ) : status.isError ? (
          // Without the status the portal cannot tell whether a sign-on is needed: say so and offer a retry.
          <span className="problem" role="alert">
            <CircleAlert aria-hidden="true" />
            <span>{t`The authorization of ${source.name} could not be checked.`}</span>
            <Button size="sm" icon={<RotateCw />} isPending={status.isFetching} onPress={() => void status.refetch()}>
              {t`Try again`}
            </Button>
          </span>
        ) : (
          <SignOnButton
            source={source.source}
            authorizeUrl={authorizeUrl}
            signedIn={{ username, sessionId }}
            calls={calls}
            openWindow={openWindow}
            pollInterval={pollInterval}
            aria-label={t`Authorize ${source.name}`}
            onSuccess={() => {
              justAuthorized.current = true
              void queryClient.invalidateQueries({ queryKey: signOnKeys.status(source.source) })
            }}
          />
        )}
      </div>
    </li>
  )
}

/** The card of the systems the user can authorize with single sign-on: 'Authorized' or the sign-on button each. */
export function ConnectedSystemsCard({ sources, calls = apiSignOnCalls, ...row }: ConnectedSystemsCardProps) {
  const { t } = useLingui()
  return (
    <Card title={t`Connected systems`} description={t`Authorize a system once to use it with your portal sign-in.`}>
      <List>
        {sources.map((source) => (
          <SourceRow key={source.source} source={source} calls={calls} {...row} />
        ))}
      </List>
    </Card>
  )
}

/** The authorization page of the master configuration (FRAMEWORK / SSO_AUTHORIZE_URL), else the portal's own. */
export function signOnAuthorizeUrl(masterconfig: MasterConfig | undefined): string {
  return masterconfig?.FRAMEWORK?.SSO_AUTHORIZE_URL?.[0]?.mc_value?.trim() || '/sso/authorize'
}

/**
 * The user preferences card of the single sign-on sources of the master configuration (OIDC /
 * SOURCE), for the signed-in user; nothing when no source is configured.
 */
export function ConnectedSystems() {
  const { i18n } = useLingui()
  const { user } = useSession()
  const masterconfig = user?.masterconfig
  const sources = signOnSources(masterconfig, i18n.locale)
  if (!user || sources.length === 0) return null
  return (
    <ConnectedSystemsCard
      sources={sources}
      authorizeUrl={signOnAuthorizeUrl(masterconfig)}
      username={user.profile.MT_UID}
      sessionId={user.profile.MT_SESSIONID}
    />
  )
}
