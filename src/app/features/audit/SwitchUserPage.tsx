import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import styled from 'styled-components'
import { isApiError } from '@app/api/errors'
import { afterLoginDestination, useSessionStore } from '@app/session'
import { Button } from '@app/ui/Button'
import { Card } from '@app/ui/Card'
import { EmptyState } from '@app/ui/EmptyState'
import { SearchField } from '@app/ui/SearchField'
import { toast } from '@app/ui/Toast'
import { PageHeading } from '@app/shell/PageHeading'
import { breakpointUp } from '@app/theme/media'
import { adoptSwitchedSession } from './adoptSession'
import { switchTableQueryOptions, useSwitchUser } from './api'

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
    text-align: start;
    vertical-align: middle;
  }
  th {
    color: ${({ theme }) => theme.color.text.muted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  td:last-child {
    text-align: end;
  }

  /* A phone's width holds two columns: the user, with the username and type beneath the name, and the button. */
  .wide {
    display: none;
  }
  .narrow {
    display: block;
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ${breakpointUp('sm')} {
    .wide {
      display: table-cell;
    }
    .narrow {
      display: none;
    }
    td:last-child {
      text-align: start;
    }
  }
`

/** The account types (MT_TYPE) in words. */
const TYPE_LABELS: Record<string, MessageDescriptor> = {
  ADMIN: msg({ message: 'Administrator', context: 'account type' }),
  EMPLOYEE: msg({ message: 'Employee', context: 'account type' }),
  SALES: msg({ message: 'Sales', context: 'account type' }),
  CUSTOMER: msg({ message: 'Customer', context: 'account type' }),
  ANON: msg({ message: 'Visitor', context: 'account type' }),
}

const Toolbar = styled.form`
  margin-bottom: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.size.dialog.sm};
`

/** SWITCHUSER: an audit user opens the portal as another user of the company; the own session stays stored. */
export function SwitchUserPage({ query }: { query: string }) {
  const { t, i18n } = useLingui()
  const typeOf = (type: string) => (TYPE_LABELS[type] ? i18n._(TYPE_LABELS[type]) : type)
  const store = useSessionStore()
  const navigate = useNavigate()
  const [search, setSearch] = useState(query)
  const [switching, setSwitching] = useState<string>()
  const list = useQuery(switchTableQueryOptions(query))
  const switchUser = useSwitchUser()

  const switchTo = async (username: string) => {
    setSwitching(username)
    try {
      const answer = await switchUser.mutateAsync(username)
      const target = await adoptSwitchedSession(store, answer)
      await navigate({ href: afterLoginDestination(answer.status, target) })
    } catch (error) {
      const data = isApiError(error) ? (error.data as { message?: unknown } | null) : null
      toast.negative(typeof data?.message === 'string' ? data.message : t`Failed to switch user.`)
    } finally {
      setSwitching(undefined)
    }
  }

  return (
    <>
      <PageHeading />
      <Toolbar
        onSubmit={(event) => {
          event.preventDefault()
          void navigate({ to: '.', search: { q: search || undefined } as never })
        }}
      >
        <SearchField label={t`Find a user`} value={search} onChange={setSearch} />
      </Toolbar>
      {list.data && list.data.results.length === 0 ? (
        <EmptyState title={t`No users found`} description={t`Try another name or username.`} />
      ) : (
        <Card>
          <Table aria-busy={list.isFetching}>
            <caption className="visually-hidden">{t`Users you can switch to`}</caption>
            <thead>
              <tr>
                <th scope="col" className="wide">
                  {t`Username`}
                </th>
                <th scope="col">{t`Name`}</th>
                <th scope="col" className="wide">
                  {t`Type`}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t`Action`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(list.data?.results ?? []).map((row) => (
                <tr key={row.username}>
                  <td className="wide">{row.username}</td>
                  <td>
                    {`${row.fname} ${row.lname}`.trim()}
                    <span className="narrow">{`${row.username} · ${typeOf(row.type)}`}</span>
                  </td>
                  <td className="wide">{typeOf(row.type)}</td>
                  {/* oxlint-disable-next-line jsx-a11y/control-has-associated-label -- the button inside is named */}
                  <td>
                    <Button
                      size="sm"
                      isPending={switching === row.username}
                      isDisabled={row.locked === 'Y'}
                      onPress={() => void switchTo(row.username)}
                    >
                      <Trans>Switch to {row.username}</Trans>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      )}
    </>
  )
}
