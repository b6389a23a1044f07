import { useLingui } from '@lingui/react/macro'
import { ChevronDown, ChevronsDown, ChevronsUp, ChevronUp } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { COLUMN_REORDER_STEPS, ROWS_PER_PAGE_OPTIONS, SEPARATORS, type Separator } from '@shared/constants'
import { Button } from '@app/ui/Button'
import { Checkbox } from '@app/ui/Checkbox'
import { Dialog } from '@app/ui/Dialog'
import { IconButton } from '@app/ui/IconButton'
import { RadioGroup } from '@app/ui/RadioGroup'
import { Select } from '@app/ui/Select'
import { toast } from '@app/ui/Toast'
import type { GridClient, TablePreference } from './client'
import { separatorLabels } from './labels'
import { hasChanges, moveItem, type PreferenceDraft, savePayload, toPreference } from './preferences'
import type { GridColumn } from './types'

export interface PreferencesDialogProps {
  client: GridClient
  api: string
  cmid: string
  signedIn: boolean
  columns: readonly GridColumn[]
  current: PreferenceDraft
  onSaved: (preference: TablePreference) => void
  onReset: () => void
  onClose: () => void
}

const Columns = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  li:nth-child(odd) {
    background: ${({ theme }) => theme.color.surface.sunken};
  }
  .name {
    flex: 1;
  }
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
`

/** Show or hide columns, reorder them by 1 or 3, choose the separator and rows per page. */
export default function PreferencesDialog(props: PreferencesDialogProps) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState<PreferenceDraft>(props.current)
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null)
  // After a move, focus follows the moved column; at either end it goes to the button still usable.
  const [moved, setMoved] = useState<{ name: string; up: boolean } | null>(null)
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    if (!moved || !list.current) return
    const buttons = [...list.current.querySelectorAll<HTMLButtonElement>(`[data-column="${CSS.escape(moved.name)}"] button`)]
    const usable = buttons.filter((button) => !button.disabled && button.dataset.up === String(moved.up))
    ;(usable.at(moved.up ? -1 : 0) ?? buttons.find((button) => !button.disabled))?.focus()
  }, [moved])
  const labelOf = (name: string) => props.columns.find((column) => column.name === name)?.label ?? name
  const [big] = COLUMN_REORDER_STEPS.slice(-1)
  const step = big ?? 3

  /** Runs a preference call: 'Login required' when signed out, then 'Success' or 'Error'. */
  const run = async (kind: 'save' | 'reset', call: () => Promise<unknown>, done: () => void) => {
    if (!props.signedIn) return void toast.negative(t`Login required`)
    setBusy(kind)
    try {
      await call()
      done()
      toast.positive(t`Success`)
      props.onClose()
    } catch {
      toast.negative(t`Error`)
    } finally {
      setBusy(null)
    }
  }
  const save = () => {
    if (props.signedIn && !hasChanges(props.current, draft)) return void toast.info(t`No Changes Detected`)
    return run('save', () => props.client.savePreference(savePayload(props.api, props.cmid, draft)), () => props.onSaved(toPreference(draft)))
  }
  const reset = () => run('reset', () => props.client.resetPreference({ api: props.api, cmid: props.cmid }), props.onReset)

  return (
    <Dialog
      title={t`Table preferences`}
      size="md"
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      actions={
        <>
          <Button variant="ghost" isPending={busy === 'reset'} onPress={() => void reset()}>
            {t`Reset`}
          </Button>
          <Button onPress={props.onClose}>{t`Cancel`}</Button>
          <Button variant="primary" isPending={busy === 'save'} onPress={() => void save()}>
            {t`Save`}
          </Button>
        </>
      }
    >
      <h3>{t`Columns`}</h3>
      <Columns ref={list} aria-label={t`Columns in display order`}>
        {draft.order.map((name, index) => {
          const label = labelOf(name)
          const last = draft.order.length - 1
          const move = (by: number) => {
            setDraft({ ...draft, order: moveItem(draft.order, index, by) })
            setMoved({ name, up: by < 0 })
          }
          return (
            <li key={name} data-column={name}>
              <span className="name">
                <Checkbox
                  label={label}
                  required={false}
                  isSelected={!draft.hidden.includes(name)}
                  onChange={(visible) =>
                    setDraft({
                      ...draft,
                      hidden: visible ? draft.hidden.filter((entry) => entry !== name) : [...draft.hidden, name],
                    })
                  }
                />
              </span>
              <IconButton size="sm" data-up="true" label={t`Move ${label} up ${step}`} icon={<ChevronsUp />} isDisabled={index === 0} onPress={() => move(-step)} />
              <IconButton size="sm" data-up="true" label={t`Move ${label} up`} icon={<ChevronUp />} isDisabled={index === 0} onPress={() => move(-1)} />
              <IconButton size="sm" data-up="false" label={t`Move ${label} down`} icon={<ChevronDown />} isDisabled={index === last} onPress={() => move(1)} />
              <IconButton size="sm" data-up="false" label={t`Move ${label} down ${step}`} icon={<ChevronsDown />} isDisabled={index === last} onPress={() => move(step)} />
            </li>
          )
        })}
      </Columns>
      <Row>
        <RadioGroup
          label={t`Separators`}
          required={false}
          options={SEPARATORS.map((value) => ({ value, label: i18n._(separatorLabels[value]) }))}
          value={draft.sep}
          onChange={(value) => setDraft({ ...draft, sep: value as Separator })}
        />
        <Select
          label={t`Rows per page`}
          required={false}
          options={ROWS_PER_PAGE_OPTIONS.map((n) => ({ id: n, label: i18n.number(n) }))}
          value={draft.record}
          onChange={(key) => key !== null && setDraft({ ...draft, record: Number(key) })}
        />
      </Row>
    </Dialog>
  )
}
