import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell as AriaCalendarCell,
  CalendarGrid as AriaCalendarGrid,
  Dialog as AriaDialog,
  Heading as AriaHeading,
  Popover as AriaPopover,
  RangeCalendar as AriaRangeCalendar,
} from 'react-aria-components'
import styled from 'styled-components'
import { inlineButton } from '../Field'

const CalendarPopover = styled(AriaPopover)`
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadow.md};
  z-index: ${({ theme }) => theme.zIndex.menu};
  font-family: ${({ theme }) => theme.font.family.body};
  outline: none;
`

const CalendarDialog = styled(AriaDialog)`
  outline: none;
`

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-transform: capitalize;
  }
`

const NavButton = styled(AriaButton)`
  ${inlineButton}
  margin: 0;
`

const Grid = styled(AriaCalendarGrid)`
  border-collapse: collapse;
  th {
    padding-block-end: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.text.muted};
  }
  td {
    padding: 0;
  }
`

const Cell = styled(AriaCalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.sm};
  height: ${({ theme }) => theme.size.control.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;
  &[data-outside-month] {
    display: none;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.surface.selected};
    border-radius: 0;
  }
  &[data-selection-start],
  &[data-selection-end],
  .single &[data-selected] {
    background: ${({ theme }) => theme.color.accent.default};
    color: ${({ theme }) => theme.color.text.onAccent};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: calc(-1 * ${({ theme }) => theme.border.width.focus});
  }
  &[data-disabled],
  &[data-unavailable] {
    color: ${({ theme }) => theme.color.text.disabled};
    text-decoration: line-through;
    cursor: not-allowed;
  }
  &[data-invalid] {
    background: ${({ theme }) => theme.color.danger.default};
    color: ${({ theme }) => theme.color.text.onDanger};
  }
`

/** The popover a picker's calendar button opens, with the calendar (and what goes beside it) inside. */
export function CalendarOverlay({ children }: { children: ReactNode }) {
  return (
    <CalendarPopover>
      <CalendarDialog>{children}</CalendarDialog>
    </CalendarPopover>
  )
}

function MonthHeader() {
  return (
    <Header>
      <NavButton slot="previous">
        <ChevronLeft aria-hidden="true" focusable="false" />
      </NavButton>
      <AriaHeading />
      <NavButton slot="next">
        <ChevronRight aria-hidden="true" focusable="false" />
      </NavButton>
    </Header>
  )
}

/** The month grid of a date picker: arrow keys move by day, Page Up/Down by month. */
export function SingleCalendar() {
  return (
    <AriaCalendar className="single">
      <MonthHeader />
      <Grid>{(date) => <Cell date={date} />}</Grid>
    </AriaCalendar>
  )
}

/** The month grid of a range picker: the first choice starts the range, the second ends it. */
export function RangeCalendar() {
  return (
    <AriaRangeCalendar>
      <MonthHeader />
      <Grid>{(date) => <Cell date={date} />}</Grid>
    </AriaRangeCalendar>
  )
}
