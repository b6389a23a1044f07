import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { refusalOf } from '@app/api/errors'
import { Button } from '@app/ui/Button'
import { Dialog } from '@app/ui/Dialog'
import { ErrorState } from '@app/ui/ErrorState'
import { Select } from '@app/ui/Select'
import { Spinner } from '@app/ui/Spinner'
import { TextField } from '@app/ui/TextField'
import { toast } from '@app/ui/Toast'
import { type PushReport, pushReportCopyTargetsQueryOptions, useCopyPushReport } from './api'

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
  }
  .failure {
    color: ${({ theme }) => theme.color.text.danger};
  }
`

/** The value of the user picker that names nobody: the copy belongs to the company. */
const NOBODY = 'nobody'

export interface CopyReportDialogProps {
  report: PushReport
  onClose: () => void
}

/**
 * Staff: copies a report to another company and, optionally, one of its users (document 2 section 6).
 * The copy starts paused, for its new owner to check.
 */
export function CopyReportDialog({ report, onClose }: CopyReportDialogProps) {
  const { t } = useLingui()
  const targets = useQuery(pushReportCopyTargetsQueryOptions())
  const copy = useCopyPushReport(report.id)
  const [company, setCompany] = useState<string | null>(null)
  const [userId, setUserId] = useState<string>(NOBODY)
  const [name, setName] = useState(report.name)
  const [missing, setMissing] = useState(false)
  const [failure, setFailure] = useState<string>()
  const chosen = targets.data?.find((target) => target.code === company)

  const submit = async () => {
    if (!company) {
      setMissing(true)
      return
    }
    setFailure(undefined)
    try {
      await copy.mutateAsync({ company, user_id: userId === NOBODY ? null : Number(userId), name: name.trim() || undefined })
      toast.positive(t`${report.name} copied to ${chosen?.name ?? company}. The copy is paused until its owner resumes it.`)
      onClose()
    } catch (error) {
      setFailure(refusalOf(error) ?? t`The report could not be copied. Try again.`)
    }
  }

  return (
    <Dialog
      title={t`Copy to another company`}
      size="md"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      actions={
        <>
          <Button onPress={onClose}>{t`Cancel`}</Button>
          <Button variant="primary" isPending={copy.isPending} isDisabled={!targets.data} onPress={() => void submit()}>
            {t`Copy`}
          </Button>
        </>
      }
    >
      <Body>
        {targets.isPending ? (
          <Spinner label={t`Loading the companies`} />
        ) : targets.isError ? (
          <ErrorState
            message={refusalOf(targets.error) ?? t`The companies could not be read.`}
            onRetry={() => void targets.refetch()}
            isRetrying={targets.isFetching}
            headingLevel={3}
          />
        ) : (
          <>
            <p>{t`The copy runs the same search for the company you choose. It starts paused.`}</p>
            <Select
              label={t`Company`}
              required
              options={targets.data.map((target) => ({ id: target.code, label: target.name }))}
              value={company}
              isInvalid={missing && !company}
              errorMessage={missing && !company ? t`Choose a company` : undefined}
              validationBehavior="aria"
              onChange={(key) => {
                setCompany(key === null ? null : String(key))
                setUserId(NOBODY)
              }}
            />
            <Select
              label={t`Owner in that company`}
              required={false}
              isDisabled={!chosen}
              options={[
                { id: NOBODY, label: t`Nobody in particular` },
                ...(chosen?.users ?? []).map((person) => ({ id: String(person.id), label: `${person.name} (${person.username})` })),
              ]}
              value={userId}
              onChange={(key) => setUserId(key === null ? NOBODY : String(key))}
            />
            <TextField label={t`Name of the copy`} required={false} maxLength={100} value={name} onChange={setName} />
            {failure && (
              <p className="failure" role="alert">
                {failure}
              </p>
            )}
          </>
        )}
      </Body>
    </Dialog>
  )
}
