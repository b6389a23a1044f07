import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { DateInput as AriaDateInput, DateSegment as AriaDateSegment, I18nProvider } from 'react-aria-components'
import styled from 'styled-components'
import { componentLocale } from '@shared/i18n'
import { controlBox } from '../Field'
import { maskLiteral } from './dateValues'

const Input = styled(AriaDateInput)`
  ${controlBox}
  gap: 0;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  &[data-bare] {
    width: auto;
    min-height: 0;
    padding: 0;
    border: 0;
    background: transparent;
    outline: none;
  }
`

const Segment = styled(AriaDateSegment)`
  padding: 0 calc(${({ theme }) => theme.space.xxs} / 2);
  border-radius: ${({ theme }) => theme.radius.sm};
  outline: none;
  &[data-type='literal'] {
    padding: 0;
  }
  &[data-placeholder] {
    color: ${({ theme }) => theme.color.text.muted};
  }
  &[data-focused] {
    background: ${({ theme }) => theme.color.accent.default};
    color: ${({ theme }) => theme.color.text.onAccent};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
  }
`

export interface DateSegmentsProps {
  /** Class name for the segments' box. */
  className?: string
  /** Draw no box: the segments sit inside a box drawn around them and a button. */
  bare?: boolean
  /** Which end of a range these segments edit. */
  slot?: 'start' | 'end'
}

/** The editable segments of a date, date-time or time field, in the order the masks give. */
export function DateSegments({ className, bare, slot }: DateSegmentsProps) {
  return (
    <Input className={className} slot={slot} data-bare={bare || undefined}>
      {(segment) => (
        <Segment segment={segment}>{segment.type === 'literal' ? maskLiteral(segment.text) : undefined}</Segment>
      )}
    </Input>
  )
}

/** Lays out date segments year-month-day on a 24-hour clock in the user's language. */
export function MaskLocale({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  return <I18nProvider locale={componentLocale(i18n.locale)}>{children}</I18nProvider>
}
