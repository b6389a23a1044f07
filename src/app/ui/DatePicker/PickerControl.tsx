import { CalendarDays } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button as AriaButton, Group as AriaGroup } from 'react-aria-components'
import styled from 'styled-components'
import { controlBox, inlineButton } from '../Field'

const PickerBox = styled(AriaGroup)`
  ${controlBox}
  justify-content: space-between;
`

const CalendarButton = styled(AriaButton)`
  ${inlineButton}
`

/** A picker's control: its date segments and the button that opens the calendar, in one box. */
export function PickerControl({ children }: { children: ReactNode }) {
  return (
    <PickerBox>
      {children}
      <CalendarButton>
        <CalendarDays aria-hidden="true" focusable="false" />
      </CalendarButton>
    </PickerBox>
  )
}
