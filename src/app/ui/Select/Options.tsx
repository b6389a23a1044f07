import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  type Key,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  Popover as AriaPopover,
} from 'react-aria-components'
import styled from 'styled-components'

/** One choice of a Select or ComboBox. */
export interface SelectOption {
  /** The value stored when chosen. */
  id: Key
  /** The text shown and typed to find it. */
  label: string
  /** Shown but not choosable. */
  isDisabled?: boolean
}

export const OptionsPopover = styled(AriaPopover)`
  min-width: var(--trigger-width);
  max-height: calc(8 * ${({ theme }) => theme.size.control.md});
  overflow: auto;
  padding: ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.md};
  z-index: ${({ theme }) => theme.zIndex.menu};
  outline: none;
`

const List = styled(AriaListBox)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  outline: none;
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text.default};
` as typeof AriaListBox

const Item = styled(AriaListBoxItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  outline: none;
  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
    visibility: hidden;
  }
  &[data-focused],
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-selected] {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    svg {
      visibility: visible;
      color: ${({ theme }) => theme.color.accent.default};
    }
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: calc(-1 * ${({ theme }) => theme.border.width.focus});
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
` as typeof AriaListBoxItem

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text.muted};
`

export interface OptionListProps<T extends SelectOption> {
  /** The choices; leave out inside a ComboBox, which hands over its filtered ones. */
  items?: Iterable<T>
  /** Shown when no choice is left. */
  empty?: ReactNode
}

/** The list of choices inside a Select or ComboBox popover. */
export function OptionList<T extends SelectOption>({ items, empty }: OptionListProps<T>) {
  return (
    <List items={items} renderEmptyState={empty ? () => <Empty>{empty}</Empty> : undefined}>
      {(option: T) => (
        <Item id={option.id} textValue={option.label} isDisabled={option.isDisabled}>
          <Check aria-hidden="true" focusable="false" />
          {option.label}
        </Item>
      )}
    </List>
  )
}
