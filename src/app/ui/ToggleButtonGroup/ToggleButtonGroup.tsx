import type { Key } from 'react'
import { ToggleButton as AriaToggleButton, ToggleButtonGroup as AriaToggleButtonGroup } from 'react-aria-components'
import styled from 'styled-components'

/** One choice of the group. */
export interface ToggleOption<K extends string> {
  id: K
  label: string
}

export interface ToggleButtonGroupProps<K extends string> {
  /** Names the group for screen readers ("Show"). */
  'aria-label': string
  /** The choices, in order. */
  options: readonly ToggleOption<K>[]
  /** The choice pressed. */
  value: K
  /** Called with the choice pressed; pressing the current one again keeps it. */
  onChange: (value: K) => void
  /** A class name, for layout by the parent. */
  className?: string
}

const Group = styled(AriaToggleButtonGroup)`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.sunken};
`

const Choice = styled(AriaToggleButton)`
  min-height: ${({ theme }) => theme.size.control.sm};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.width.thin} solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-selected] {
    border-color: ${({ theme }) => theme.color.border.strong};
    background: ${({ theme }) => theme.color.surface.raised};
    color: ${({ theme }) => theme.color.accent.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: calc(-1 * ${({ theme }) => theme.border.width.focus});
  }
`

/**
 * A row of buttons of which one is pressed, such as a list's quick filters: one Tab stop, the arrow
 * keys move between the choices and Space or Enter presses one.
 */
export function ToggleButtonGroup<K extends string>({ options, value, onChange, className, ...props }: ToggleButtonGroupProps<K>) {
  return (
    <Group
      aria-label={props['aria-label']}
      className={className}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = keys
        if (next !== undefined && next !== value) onChange(String(next) as K)
      }}
    >
      {options.map((option) => (
        <Choice key={option.id} id={option.id}>
          {option.label}
        </Choice>
      ))}
    </Group>
  )
}
