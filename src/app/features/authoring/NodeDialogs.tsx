import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import styled from 'styled-components'
import { AUTHORING_LIMITS, REVIEW_INTERVALS } from '@shared/contract/qpm-authoring'
import { isPresent } from '@shared/validation'
import { refusalOf } from '@app/api/errors'
import { Button } from '@app/ui/Button'
import { Checkbox } from '@app/ui/Checkbox'
import { Dialog } from '@app/ui/Dialog'
import { ErrorState } from '@app/ui/ErrorState'
import { RadioGroup } from '@app/ui/RadioGroup'
import { Select } from '@app/ui/Select'
import { Spinner } from '@app/ui/Spinner'
import { TextField } from '@app/ui/TextField'
import { toast } from '@app/ui/Toast'
import {
  type AuthoringTreeNode,
  authoringOptionsQueryOptions,
  fieldErrors,
  type NodeConfig,
  nodeConfigsQueryOptions,
  useCreateNode,
  useMoveNode,
  useSaveConfigs,
  useUpdateNode,
} from './api'
import { nodeName, type ParentChoice } from './tree'

export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  p {
    margin: 0;
  }
  .failure {
    color: ${({ theme }) => theme.color.text.danger};
  }
  fieldset {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`

/** The server's words on a refusal that is not about one field. */
export const refusal = refusalOf

export interface NodeNameDialogProps {
  /** create: a new section or document under `parent`; rename: the node's names. */
  mode: { kind: 'create'; nodeKind: 'section' | 'document'; parent: AuthoringTreeNode | null } | { kind: 'rename'; node: AuthoringTreeNode; titleFr?: string | null }
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** Show the empty fields' errors at once (stories). */
  defaultShowErrors?: boolean
}

/** Creates a section or a document, or renames one: its title in English and in French, both required. */
export function NodeNameDialog({ mode, isOpen, onOpenChange, defaultShowErrors = false }: NodeNameDialogProps) {
  const { t } = useLingui()
  const formId = useId()
  const create = useCreateNode()
  const update = useUpdateNode()
  const mutation = mode.kind === 'create' ? create : update
  const [title, setTitle] = useState(mode.kind === 'rename' ? mode.node.title : '')
  const [titleFr, setTitleFr] = useState(mode.kind === 'rename' ? (mode.titleFr ?? '') : '')
  const [submitted, setSubmitted] = useState(defaultShowErrors)
  const server = fieldErrors(mutation.error)
  const required = t`Field is required`
  const titleError = (submitted && !isPresent(title) ? required : undefined) ?? server.title
  const titleFrError = (submitted && !isPresent(titleFr) ? required : undefined) ?? server.title_fr
  const failure = mutation.error && !server.title && !server.title_fr ? refusal(mutation.error) : undefined

  const heading =
    mode.kind === 'rename'
      ? t`Rename “${nodeName(mode.node)}”`
      : mode.nodeKind === 'section'
        ? t`New section`
        : t`New document`

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (!isPresent(title) || !isPresent(titleFr)) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    const done = () => {
      setSubmitted(false)
      onOpenChange(false)
    }
    if (mode.kind === 'create') {
      create.mutate(
        { kind: mode.nodeKind, parent_id: mode.parent?.id ?? null, title: title.trim(), title_fr: titleFr.trim() },
        {
          onSuccess: (node) => {
            toast.positive(mode.nodeKind === 'section' ? t`Section “${node.title}” created.` : t`Document “${node.title}” created.`)
            setTitle('')
            setTitleFr('')
            done()
          },
        },
      )
    } else {
      update.mutate(
        { id: mode.node.id, title: title.trim(), title_fr: titleFr.trim() },
        {
          onSuccess: () => {
            toast.positive(t`Renamed.`)
            done()
          },
        },
      )
    }
  }

  return (
    <Dialog
      title={heading}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={mutation.isPending}
      actions={
        <>
          <Button slot="close">{t`Cancel`}</Button>
          <Button type="submit" form={formId} variant="primary" isPending={mutation.isPending}>
            {mode.kind === 'create' ? t`Create` : t`Save`}
          </Button>
        </>
      }
    >
      <DialogForm id={formId} onSubmit={submit} noValidate aria-label={heading}>
        {mode.kind === 'create' && mode.parent && <p>{t`In “${nodeName(mode.parent)}”.`}</p>}
        <TextField
          label={t`Title in English`}
          required
          maxLength={AUTHORING_LIMITS.titleMaxLength}
          value={title}
          onChange={setTitle}
          isInvalid={Boolean(titleError)}
          errorMessage={titleError}
          autoFocus
        />
        <TextField
          label={t`Title in French`}
          required
          maxLength={AUTHORING_LIMITS.titleMaxLength}
          value={titleFr}
          onChange={setTitleFr}
          isInvalid={Boolean(titleFrError)}
          errorMessage={titleFrError}
          lang="fr"
        />
        {failure && (
          <p className="failure" role="alert">
            {failure}
          </p>
        )}
      </DialogForm>
    </Dialog>
  )
}

const TOP = 'top'

export interface MoveDialogProps {
  mode: 'move' | 'copy'
  node: AuthoringTreeNode
  /** The sections to choose from, in reading order. */
  sections: readonly ParentChoice[]
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}

/**
 * Moves or copies a node under another section, chosen from a list: the keyboard's way to do what
 * dragging does. The server refuses a move into the node itself or below it; its message is shown on
 * the field.
 */
export function MoveDialog({ mode, node, sections, isOpen, onOpenChange }: MoveDialogProps) {
  const { t } = useLingui()
  const formId = useId()
  const mutation = useMoveNode(mode)
  const [parent, setParent] = useState<string>(node.parent_id === null ? TOP : String(node.parent_id))
  const name = nodeName(node)
  const heading = mode === 'move' ? t`Move “${name}”` : t`Copy “${name}”`
  const server = fieldErrors(mutation.error)
  const fieldError = server.parent_id ?? server.id ?? refusal(mutation.error)
  const options = [
    { id: TOP, label: t`Top of the manual` },
    // Indented by depth so the list reads as the tree; the text typed to find one is its name.
    ...sections.map((section) => ({ id: String(section.id), label: `${'\u2003'.repeat(section.depth)}${section.label}` })),
  ]

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    mutation.mutate(
      { id: node.id, parent_id: parent === TOP ? null : Number(parent) },
      {
        onSuccess: () => {
          toast.positive(mode === 'move' ? t`“${name}” moved.` : t`“${name}” copied.`)
          onOpenChange(false)
        },
      },
    )
  }

  return (
    <Dialog
      title={heading}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={mutation.isPending}
      actions={
        <>
          <Button slot="close">{t`Cancel`}</Button>
          <Button type="submit" form={formId} variant="primary" isPending={mutation.isPending}>
            {mode === 'move' ? t`Move` : t`Copy`}
          </Button>
        </>
      }
    >
      <DialogForm id={formId} onSubmit={submit} noValidate aria-label={heading}>
        <Select
          label={t`New place`}
          required
          options={options}
          value={parent}
          onChange={(key) => {
            if (key !== null) setParent(String(key))
            mutation.reset()
          }}
          isInvalid={Boolean(fieldError)}
          errorMessage={fieldError}
          autoFocus
        />
      </DialogForm>
    </Dialog>
  )
}

const NONE = 'none'

interface ConfigsFormProps {
  id: number
  config: NodeConfig
  formId: string
  onSaved: () => void
  onPendingChange: (pending: boolean) => void
}

function ConfigsForm({ id, config, formId, onSaved, onPendingChange }: ConfigsFormProps) {
  const { t } = useLingui()
  const options = useQuery(authoringOptionsQueryOptions())
  const save = useSaveConfigs(id)
  const [category, setCategory] = useState(config.process_category ? String(config.process_category.id) : NONE)
  const [owner, setOwner] = useState(config.owner ? String(config.owner.id) : NONE)
  const [chain, setChain] = useState(config.workflow_chain ? String(config.workflow_chain.id) : NONE)
  const [interval, setInterval] = useState(config.review_interval_months ? String(config.review_interval_months) : NONE)
  const [groups, setGroups] = useState(new Set(config.target_groups.map((group) => group.id)))
  const server = fieldErrors(save.error)

  if (options.isPending) return <Spinner label={t`Loading the choices`} />
  if (options.isError) return <ErrorState headingLevel={3} message={t`The choices could not be loaded.`} onRetry={() => void options.refetch()} />
  const choices = options.data
  const nullable = (value: string) => (value === NONE ? null : Number(value))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onPendingChange(true)
    save.mutate(
      {
        process_category_id: nullable(category),
        owner_id: nullable(owner),
        workflow_chain_id: nullable(chain),
        review_interval_months: nullable(interval) as (typeof REVIEW_INTERVALS)[number] | null,
        target_group_ids: [...groups],
        tag_ids: config.tags.map((tag) => tag.id),
      },
      {
        onSuccess: () => {
          toast.positive(t`Configuration saved.`)
          onSaved()
        },
        onSettled: () => onPendingChange(false),
      },
    )
  }
  const failure = save.error && Object.keys(server).length === 0 ? refusal(save.error) : undefined
  return (
    <DialogForm id={formId} onSubmit={submit} noValidate aria-label={t`Configuration`}>
      <Select
        label={t`Process category`}
        required={false}
        options={[{ id: NONE, label: t`None` }, ...choices.process_categories.map((item) => ({ id: String(item.id), label: item.name }))]}
        value={category}
        onChange={(key) => setCategory(String(key ?? NONE))}
        isInvalid={Boolean(server.process_category_id)}
        errorMessage={server.process_category_id}
      />
      <Select
        label={t`Owner`}
        required={false}
        options={[{ id: NONE, label: t`None` }, ...choices.approvers.map((item) => ({ id: String(item.id), label: item.name || item.username }))]}
        value={owner}
        onChange={(key) => setOwner(String(key ?? NONE))}
        isInvalid={Boolean(server.owner_id)}
        errorMessage={server.owner_id}
      />
      <Select
        label={t`Workflow chain`}
        description={t`Without one of its own, the document follows its process category's chain.`}
        required={false}
        options={[{ id: NONE, label: t`The process category's` }, ...choices.workflow_chains.map((item) => ({ id: String(item.id), label: item.name }))]}
        value={chain}
        onChange={(key) => setChain(String(key ?? NONE))}
        isInvalid={Boolean(server.workflow_chain_id)}
        errorMessage={server.workflow_chain_id}
      />
      <RadioGroup
        label={t`Review interval`}
        required={false}
        orientation="horizontal"
        options={[
          { value: NONE, label: t`No periodic review` },
          ...REVIEW_INTERVALS.map((months) => ({ value: String(months), label: t`${months} months` })),
        ]}
        value={interval}
        onChange={setInterval}
      />
      <fieldset>
        <legend>{t`Required reading for`}</legend>
        {choices.groups.length === 0 && <p>{t`No user group yet.`}</p>}
        {choices.groups.map((group) => (
          <Checkbox
            key={group.id}
            label={group.name}
            required={false}
            isSelected={groups.has(group.id)}
            onChange={(on) =>
              setGroups((current) => {
                const next = new Set(current)
                if (on) next.add(group.id)
                else next.delete(group.id)
                return next
              })
            }
          />
        ))}
      </fieldset>
      {failure && (
        <p className="failure" role="alert">
          {failure}
        </p>
      )}
    </DialogForm>
  )
}

export interface ConfigsDialogProps {
  node: Pick<AuthoringTreeNode, 'id' | 'title' | 'number'>
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}

/** A node's configuration: process category, owner, workflow chain, review interval and target groups. */
export function ConfigsDialog({ node, isOpen, onOpenChange }: ConfigsDialogProps) {
  const { t } = useLingui()
  const formId = useId()
  const config = useQuery({ ...nodeConfigsQueryOptions(node.id), enabled: isOpen })
  const [pending, setPending] = useState(false)
  return (
    <Dialog
      title={t`Configure “${nodeName(node)}”`}
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={pending}
      actions={
        <>
          <Button slot="close">{t`Cancel`}</Button>
          <Button type="submit" form={formId} variant="primary" isPending={pending} isDisabled={!config.data}>
            {t`Save`}
          </Button>
        </>
      }
    >
      {config.isPending ? (
        <Spinner label={t`Loading the configuration`} />
      ) : config.isError ? (
        <ErrorState headingLevel={3} message={t`The configuration could not be loaded.`} onRetry={() => void config.refetch()} />
      ) : (
        <ConfigsForm id={node.id} config={config.data} formId={formId} onSaved={() => onOpenChange(false)} onPendingChange={setPending} />
      )}
    </Dialog>
  )
}
