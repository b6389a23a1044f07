import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { Key } from 'react-aria-components'
import styled from 'styled-components'
import { DataGrid } from '@app/grid'
import { ComboBox } from '@app/ui/ComboBox'
import { IconButton } from '@app/ui/IconButton'
import { toast } from '@app/ui/Toast'
import {
  type Approver,
  type ApproverChange,
  approverLookupQueryOptions,
  approversQueryOptions,
  chainNodesApi,
  useChangeApprovers,
} from './api'
import { refusal, useGridUser } from './ResourcePages'

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  .who {
    flex: 1;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space.sm};
  }
  .muted {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
`

/** A chain's ordered approvers: add one, delete one, move one up or down (each a button, so the keyboard does it all). */
export function ApproversPanel({ chain }: { chain: number }) {
  const { t } = useLingui()
  const approvers = useQuery(approversQueryOptions(chain))
  const change = useChangeApprovers(chain)
  const [search, setSearch] = useState('')
  const lookup = useQuery({
    ...approverLookupQueryOptions(search),
    placeholderData: keepPreviousData,
  })
  const list = approvers.data ?? []

  const run = async (kind: ApproverChange, person: { id: number; name: string }) => {
    try {
      await change.mutateAsync({ change: kind, userId: person.id })
      const said = {
        add: t`${person.name} added to the chain.`,
        remove: t`${person.name} removed from the chain.`,
        up: t`${person.name} moved up.`,
        down: t`${person.name} moved down.`,
      }
      toast.positive(said[kind])
    } catch (error) {
      toast.negative(refusal(error, t`The approvers could not be changed.`))
    }
  }
  const add = (key: Key | null) => {
    const person = lookup.data?.find((row) => row.id === Number(key))
    if (!person) return
    setSearch('')
    void run('add', person)
  }
  const label = (approver: Approver) => `${approver.position}. ${approver.name} (${approver.username})`
  return (
    <Section aria-labelledby="chain-approvers">
      <h2 id="chain-approvers">
        <Trans>Approvers, in order</Trans>
      </h2>
      {list.length === 0 ? (
        <p className="muted">
          <Trans>No approvers yet: add the first one below.</Trans>
        </p>
      ) : (
        <ol aria-busy={change.isPending}>
          {list.map((approver, index) => (
            <li key={approver.id}>
              <span className="who">{label(approver)}</span>
              <IconButton
                label={t`Move ${approver.name} up`}
                icon={<ArrowUp />}
                isDisabled={index === 0 || change.isPending}
                onPress={() => void run('up', approver)}
              />
              <IconButton
                label={t`Move ${approver.name} down`}
                icon={<ArrowDown />}
                isDisabled={index === list.length - 1 || change.isPending}
                onPress={() => void run('down', approver)}
              />
              <IconButton
                label={t`Remove ${approver.name}`}
                icon={<Trash2 />}
                isDisabled={change.isPending}
                onPress={() => void run('remove', approver)}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="row">
        <ComboBox
          label={t`Add an approver`}
          required={false}
          items={(lookup.data ?? [])
            .filter((row) => !list.some((approver) => approver.id === row.id))
            .map((row) => ({
              id: row.id,
              label: `${row.name} (${row.username})`,
            }))}
          inputValue={search}
          onInputChange={setSearch}
          selectedKey={null}
          onSelectionChange={add}
        />
      </div>
    </Section>
  )
}

/** What an edit page of a chain adds under the form: its approvers and the nodes it governs. */
export function ChainDetails({ chain }: { chain: number }) {
  const { t } = useLingui()
  const user = useGridUser()
  return (
    <>
      <ApproversPanel chain={chain} />
      <Section aria-labelledby="chain-nodes">
        <h2 id="chain-nodes">
          <Trans>Sections and documents this chain governs</Trans>
        </h2>
        <DataGrid
          api={chainNodesApi(chain)}
          cmid="QPM-WORKFLOW-CHAIN"
          title={t`Governed nodes`}
          rowKey="id"
          exportable
          user={user}
        />
      </Section>
    </>
  )
}
