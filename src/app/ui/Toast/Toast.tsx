import { useLingui } from '@lingui/react/macro'
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react'
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components'
import type { QueuedToast } from 'react-aria-components'
import styled from 'styled-components'
import { Button } from '../Button'
import { IconButton } from '../IconButton'
import { toastStack, toastSurface } from './Toast.styles'
import { toast as appToaster, type ToastData, type Toaster } from './toaster'

export interface ToastRegionProps {
  /** The queues to show; the app's `toast` by default (stories and tests pass their own). */
  toaster?: Toaster
}

const Corner = styled(AriaToastRegion)`
  ${toastStack}
  outline: none;

  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
  }
` as typeof AriaToastRegion

const Centre = styled(Corner)`
  inset-block-end: auto;
  inset-inline-end: auto;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
` as typeof AriaToastRegion

const Item = styled(AriaToast)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  padding-inline-start: ${({ theme }) => theme.space.lg};
  ${toastSurface}
  border-inline-start: ${({ theme }) => theme.space.xs} solid var(--toast-tone);
  outline: none;

  &[data-variant='positive'] {
    --toast-tone: ${({ theme }) => theme.color.success.default};
    --toast-icon: ${({ theme }) => theme.color.text.success};
  }
  &[data-variant='negative'] {
    --toast-tone: ${({ theme }) => theme.color.danger.default};
    --toast-icon: ${({ theme }) => theme.color.text.danger};
  }
  &[data-variant='info'] {
    --toast-tone: ${({ theme }) => theme.color.info.default};
    --toast-icon: ${({ theme }) => theme.color.text.info};
  }
  &[data-variant='warning'] {
    --toast-tone: ${({ theme }) => theme.color.warning.default};
    --toast-icon: ${({ theme }) => theme.color.text.warning};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
  }
  > svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
    margin-top: ${({ theme }) => theme.space.sm};
    color: var(--toast-icon);
  }
`

const Body = styled(AriaToastContent)`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding-block: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;

  [slot='title'] {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`

const Side = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`

const icons = { positive: CircleCheck, negative: CircleAlert, info: Info, warning: TriangleAlert } as const

function ToastItem({ toast, toaster }: { toast: QueuedToast<ToastData>; toaster: Toaster }) {
  const { t } = useLingui()
  const { variant, message, title, action } = toast.content
  const Icon = icons[variant]
  return (
    <Item toast={toast} data-variant={variant}>
      <Icon aria-hidden="true" />
      <Body>
        {title != null ? (
          <>
            <Text slot="title">{title}</Text>
            <Text slot="description">{message}</Text>
          </>
        ) : (
          <Text slot="title">{message}</Text>
        )}
      </Body>
      <Side>
        {action && (
          <Button
            size="sm"
            variant="secondary"
            onPress={() => {
              action.onAction()
              toaster.close(toast.key)
            }}
          >
            {action.label}
          </Button>
        )}
        <IconButton slot="close" size="sm" label={t`Dismiss`} icon={<X />} />
      </Side>
    </Item>
  )
}

/** Where toasts appear: mount once near the root. Toasts are announced, and F6 reaches them. */
export function ToastRegion({ toaster = appToaster }: ToastRegionProps) {
  const { t } = useLingui()
  return (
    <>
      <Corner queue={toaster.corner} aria-label={t`Notifications`}>
        {({ toast }) => <ToastItem toast={toast} toaster={toaster} />}
      </Corner>
      <Centre queue={toaster.centre} aria-label={t`Error notifications`}>
        {({ toast }) => <ToastItem toast={toast} toaster={toaster} />}
      </Centre>
    </>
  )
}
