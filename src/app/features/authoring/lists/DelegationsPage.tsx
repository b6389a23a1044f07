import { useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { Trash2, UserPlus, Users } from 'lucide-react'
import { useMemo } from 'react'
import styled from 'styled-components'
import { isApiError, serverMessage } from '@app/api/errors'
import { useConfirm } from '@app/ui/AlertDialog'
import { Badge } from '@app/ui/Badge'
import { Button } from '@app/ui/Button'
import { Card } from '@app/ui/Card'
import { EmptyState } from '@app/ui/EmptyState'
import { ErrorState } from '@app/ui/ErrorState'
import { setServerErrors, useAppForm } from '@app/ui/Form'
import { Link } from '@app/ui/Link'
import { Spinner } from '@app/ui/Spinner'
import { toast } from '@app/ui/Toast'
import { PageHeading } from '@app/shell/PageHeading'
import {
  authoringOptionsQueryOptions,
  type Delegation,
  delegationsQueryOptions,
  useCreateDelegation,
  useDeleteDelegation,
} from './api'
import { type DelegationForm, delegationFormSchema } from './schemas'
import { todayText } from './WorkListPage'

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.size.content};
`

const Dates = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    padding-block: ${({ theme }) => theme.space.sm};
    border-block-end: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
  }
  .who {
    flex: 1 1 16rem;
    margin: 0;
  }
`

/** The delegations the caller gave or received (every one for an administrator), with Remove. */
function DelegationList({ delegations, me }: { delegations: readonly Delegation[]; me: number }) {
  const { t } = useLingui()
  const remove = useDeleteDelegation()
  const { confirm, confirmDialog } = useConfirm()
  if (!delegations.length) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<Users />}
        title={t`No delegation`}
        description={t`Add one below to let another approver act for you while you are away.`}
      />
    )
  }
  const removeOne = async (delegation: Delegation) => {
    const yes = await confirm({
      title: t`Remove the delegation`,
      message: t`${delegation.delegate.name} will no longer act for ${delegation.approver.name} from ${delegation.starts_on} to ${delegation.ends_on}.`,
      confirmLabel: t`Remove`,
    })
    if (!yes) return
    remove.mutate(delegation.id, {
      onSuccess: () => toast.positive(t`The delegation is removed.`),
      onError: (error) =>
        toast.negative(serverMessage(isApiError(error) ? error.data : undefined) ?? t`The delegation could not be removed.`),
    })
  }
  return (
    <>
      <List aria-label={t`Delegations`}>
        {delegations.map((delegation) => {
          const range = t`from ${delegation.starts_on} to ${delegation.ends_on}`
          const who =
            delegation.approver.id === me
              ? t`${delegation.delegate.name} acts for you ${range}`
              : delegation.delegate.id === me
                ? t`You act for ${delegation.approver.name} ${range}`
                : t`${delegation.delegate.name} acts for ${delegation.approver.name} ${range}`
          return (
            <li key={delegation.id}>
              <p className="who">{who}</p>
              {delegation.active ? <Badge variant="success">{t`In effect today`}</Badge> : null}
              <Button size="sm" variant="ghost" icon={<Trash2 />} onPress={() => void removeOne(delegation)} aria-label={t`Remove: ${who}`}>
                {t`Remove`}
              </Button>
            </li>
          )
        })}
      </List>
      {confirmDialog}
    </>
  )
}

/** Adds a delegation: the delegate among the approvers, and the first and last day. */
function AddDelegation({ today }: { today: string }) {
  const { t } = useLingui()
  const { data: options } = useSuspenseQuery(authoringOptionsQueryOptions())
  const create = useCreateDelegation()
  const schema = useMemo(() => delegationFormSchema(() => today), [today])
  const delegates = useMemo(
    () => options.approvers.filter((person) => person.id !== options.me.id).map((person) => ({ id: person.id, label: person.name })),
    [options],
  )
  const form = useAppForm({
    defaultValues: { delegate_id: null, starts_on: '', ends_on: '' } as DelegationForm,
    validators: { onChange: schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        const added = await create.mutateAsync({ delegate_id: value.delegate_id!, starts_on: value.starts_on, ends_on: value.ends_on })
        toast.positive(t`${added.delegate.name} acts for you from ${added.starts_on} to ${added.ends_on}.`)
        formApi.reset()
      } catch (error) {
        const errors = isApiError(error) && error.status === 400 ? (error.data as { errors?: Record<string, string> } | null)?.errors : undefined
        const rest = setServerErrors(formApi, errors)
        toast.negative(rest[0] ?? serverMessage(isApiError(error) ? error.data : undefined) ?? t`The delegation could not be added.`)
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form aria-label={t`Add a delegation`}>
        <form.AppField name="delegate_id">
          {(field) => (
            <field.ComboBox
              label={t`Delegate`}
              required
              options={delegates}
              description={t`An approver who acts for you on the days chosen.`}
            />
          )}
        </form.AppField>
        <Dates>
          <form.AppField name="starts_on">{(field) => <field.DateField label={t`From`} required />}</form.AppField>
          <form.AppField name="ends_on">{(field) => <field.DateField label={t`To`} required />}</form.AppField>
        </Dates>
        <div>
          <form.SubmitButton icon={<UserPlus />}>{t`Add the delegation`}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}

/**
 * Delegating my approvals: while I am away another approver acts at my steps of the workflow, from
 * one day to another (both included); the history records us both.
 */
export function DelegationsPage({ today }: { today?: string }) {
  const { t } = useLingui()
  const { company } = useParams({ strict: false }) as { company?: string }
  const { data: options } = useSuspenseQuery(authoringOptionsQueryOptions())
  const delegations = useQuery(delegationsQueryOptions())
  return (
    <>
      <PageHeading
        actions={
          <Link href={`/${company ?? ''}/pages/authoring/workflow`} variant="standalone">
            {t`Back to the workflow`}
          </Link>
        }
      />
      <Stack>
        <Card title={t`My delegations`} headingLevel={2}>
          {delegations.isPending ? (
            <Spinner label={t`Loading the delegations`} />
          ) : delegations.isError ? (
            <ErrorState
              headingLevel={3}
              title={t`The delegations could not be read`}
              message={serverMessage(isApiError(delegations.error) ? delegations.error.data : undefined) ?? t`The server did not answer.`}
              onRetry={() => void delegations.refetch()}
              isRetrying={delegations.isFetching}
            />
          ) : (
            <DelegationList delegations={delegations.data.delegations} me={options.me.id} />
          )}
        </Card>
        <Card title={t`Add a delegation`} headingLevel={2}>
          <AddDelegation today={today ?? todayText()} />
        </Card>
      </Stack>
    </>
  )
}
