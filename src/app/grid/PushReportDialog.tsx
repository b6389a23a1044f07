import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import {
  DEFAULT_PUSH_REPORT_OUTPUT_TYPE,
  PUSH_REPORT_OUTPUT_TYPES,
  type PushReportOutputType,
} from '@shared/constants'
import { Button } from '@app/ui/Button'
import { Dialog } from '@app/ui/Dialog'
import { Select } from '@app/ui/Select'
import { Spinner } from '@app/ui/Spinner'
import { TextField } from '@app/ui/TextField'
import { toast } from '@app/ui/Toast'
import type { GridClient } from './client'
import type { GridUser } from './DataGrid'
import { gridKeys } from './keys'
import { pushReportAddUrl, pushReportConfig, pushReportListUrl } from './pushReport'

export interface PushReportDialogProps {
  client: GridClient
  apiPath: string
  cmid: string
  title: string
  user: GridUser | null
  /** The current search parameters (limit and offset are dropped). */
  params: readonly [string, string][]
  onClose: () => void
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: min(${({ theme }) => theme.size.dialog.sm}, 100%);

  p {
    margin: 0;
  }
`

const Count = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.sunken};
`

/** Creates a push report from the current search (document 2 sections 2.6 and 4). */
export default function PushReportDialog(props: PushReportDialogProps) {
  const { t, i18n } = useLingui()
  const [name, setName] = useState(props.title)
  const [output, setOutput] = useState<PushReportOutputType>(DEFAULT_PUSH_REPORT_OUTPUT_TYPE)
  const count = useQuery({
    queryKey: gridKeys.pushReportCount(props.apiPath, props.cmid),
    queryFn: ({ signal }) => props.client.pushReportCount(props.apiPath, { signal, cmid: props.cmid }),
    retry: false,
    staleTime: 0,
  })
  const company = props.user?.company ?? ''

  const view = () => {
    if (!props.cmid) return void toast.negative(t`Cannot view push report list`)
    window.open(pushReportListUrl(company, props.cmid), '_blank', 'noopener')
  }
  const proceed = () => {
    if (!props.cmid || !props.apiPath) return void toast.negative(t`This pushreport cannot be created`)
    const config = pushReportConfig({
      apiPath: props.apiPath,
      params: props.params,
      outputType: output,
      title: name.trim() || props.title,
      cmid: props.cmid,
      group: props.user?.group,
    })
    window.open(pushReportAddUrl(company, config), '_blank', 'noopener')
    props.onClose()
  }

  return (
    <Dialog
      title={t`Push report`}
      size="sm"
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      actions={
        <>
          <Button onPress={props.onClose}>{t`Cancel`}</Button>
          <Button variant="primary" onPress={proceed}>
            {t`Continue`}
          </Button>
        </>
      }
    >
      <Body>
        <p>{t`The report uses the current search of this table.`}</p>
        <TextField label={t`Report name`} required={false} maxLength={100} value={name} onChange={setName} />
        <Select
          label={t`Output type`}
          required
          options={PUSH_REPORT_OUTPUT_TYPES.map((type) => ({ id: type, label: type }))}
          value={output}
          onChange={(key) => key !== null && setOutput(key as PushReportOutputType)}
        />
        <Count>
          {count.isPending ? (
            <Spinner size="sm" label={t`Loading push reports`} />
          ) : (
            <span>
              {count.isError ? t`Existing push reports` : t`Existing push reports: ${i18n.number(count.data ?? 0)}`}
            </span>
          )}
          <Button size="sm" onPress={view}>
            {t`View`}
          </Button>
        </Count>
      </Body>
    </Dialog>
  )
}
