import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { Eye } from 'lucide-react'
import { useState } from 'react'
import styled from 'styled-components'
import { sessionKey, useSession, useSessionStore } from '@app/session'
import { refusalOf } from '@app/api/errors'
import { Button } from '@app/ui/Button'
import { toast } from '@app/ui/Toast'
import { switchBack } from './api'
import { forgetSwitch, readSwitch, type SwitchRecord } from './switched'

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.warning.subtle};
  color: ${({ theme }) => theme.color.text.default};
  border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
  p {
    flex: 1;
    margin: 0;
  }
`

/** The banner of a switched tab: names the auditor and the person viewed, read-only, with Switch back. */
export function SwitchedBannerView({
  record,
  onSwitchBack,
  pending,
}: {
  record: SwitchRecord
  onSwitchBack: () => void
  pending?: boolean
}) {
  const { fromName, toName } = record
  return (
    <Bar aria-label={`${fromName} / ${toName}`}>
      <Eye aria-hidden="true" focusable="false" />
      <p>
        <Trans>
          {fromName} is viewing the portal as {toName}, read-only.
        </Trans>
      </p>
      <Button size="sm" variant="secondary" isPending={pending} onPress={onSwitchBack}>
        <Trans>Switch back</Trans>
      </Button>
    </Bar>
  )
}

/** Shown above every page while this tab is switched to another user. */
export function SwitchedBanner() {
  const { t } = useLingui()
  const { auth } = useSession()
  const store = useSessionStore()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const record = readSwitch()
  if (!record || !auth || sessionKey(auth.userid, auth.company) !== record.to) return null
  const back = async () => {
    setPending(true)
    try {
      await switchBack()
      forgetSwitch()
      await store.switchSession(record.from)
      await navigate({ href: `/${auth.company}/pages/audit/switch_user` })
    } catch (error) {
      toast.negative(refusalOf(error) ?? t`Could not switch back.`)
    } finally {
      setPending(false)
    }
  }
  return <SwitchedBannerView record={record} onSwitchBack={() => void back()} pending={pending} />
}
