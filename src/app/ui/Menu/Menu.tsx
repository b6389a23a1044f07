import { Check, ChevronRight } from 'lucide-react'
import { type ReactNode, type RefObject, useRef } from 'react'
import {
  type ContextValue,
  MenuContext,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
  Header as AriaHeader,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Popover as AriaPopover,
  Separator as AriaSeparator,
  SubmenuTrigger as AriaSubmenuTrigger,
  type Key,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components'
import type { RootMenuTriggerState } from 'react-stately/useMenuTriggerState'
import styled from 'styled-components'
import { overlaySurface } from '../Popover/Popover.styles'
import { MenuTriggerButton, type MenuTriggerButtonProps } from './MenuTriggerButton'

const MenuPopover = styled(AriaPopover)`
  ${overlaySurface}
  min-width: calc(${({ theme }) => theme.size.sideMenu} * 0.75);
  max-width: calc(100vw - ${({ theme }) => theme.space.xl});
  overflow: auto;
`

const List = styled(AriaMenu)`
  padding: ${({ theme }) => theme.space.xs};
  outline: none;
` as typeof AriaMenu

const Item = styled(AriaMenuItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text.default};
  text-decoration: none;
  cursor: pointer;
  outline: none;

  > span {
    display: inline-flex;
    align-items: center;
  }
  .label {
    flex: 1;
  }
  svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
    flex: none;
  }
  .check {
    width: ${({ theme }) => theme.size.icon.sm};
  }
  &[data-focused],
  &[data-open] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.color.surface.selected};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: calc(-1 * ${({ theme }) => theme.border.width.focus});
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: default;
  }
  &[data-variant='danger'] {
    color: ${({ theme }) => theme.color.text.danger};
  }
`

const SectionHeader = styled(AriaHeader)`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
`

const Rule = styled(AriaSeparator)`
  height: ${({ theme }) => theme.border.width.thin};
  margin: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.color.border.subtle};
  border: 0;
`

export interface MenuButtonProps<T>
  extends Omit<AriaMenuTriggerProps, 'children'>,
    Omit<MenuTriggerButtonProps, 'onApproach'> {
  /** Where the menu opens relative to the button. */
  placement?: AriaPopoverProps['placement']
  /** Called with the id of the chosen item. */
  onAction?: (key: Key) => void
  /** Items for a dynamic collection; otherwise give `MenuItem` children. */
  items?: Iterable<T>
  /** Menu content: `MenuItem`, `MenuSection`, `MenuSeparator`, `Submenu`, or a render function with `items`. */
  children: AriaMenuProps<T>['children']
  /** none, single or multiple: items then show a check mark when selected. */
  selectionMode?: AriaMenuProps<T>['selectionMode']
  /** The selected item ids, for selectable menus. */
  selectedKeys?: AriaMenuProps<T>['selectedKeys']
  /** Called when the selection changes. */
  onSelectionChange?: AriaMenuProps<T>['onSelectionChange']
  /** Ids of items that cannot be chosen. */
  disabledKeys?: Iterable<Key>
}

/** What a menu shows when open: the popover and its items, for a trigger around it. */
export interface MenuListProps<T>
  extends Pick<
    MenuButtonProps<T>,
    'placement' | 'onAction' | 'items' | 'children' | 'selectionMode' | 'selectedKeys' | 'onSelectionChange' | 'disabledKeys'
  > {}

/** The open menu of a `MenuTrigger`: the popover placed against the trigger and the list of items. */
export function MenuList<T extends object>({ placement = 'bottom start', children, ...listProps }: MenuListProps<T>) {
  return (
    <MenuPopover placement={placement}>
      <List {...listProps}>{children}</List>
    </MenuPopover>
  )
}

/** A button that opens a menu: arrow keys move, Enter chooses, Escape closes and focus returns to the button. */
export function MenuButton<T extends object>({
  label,
  'aria-label': ariaLabel,
  icon,
  variant = 'outline',
  hideChevron = false,
  isDisabled,
  placement,
  onAction,
  items,
  children,
  selectionMode,
  selectedKeys,
  onSelectionChange,
  disabledKeys,
  ...triggerProps
}: MenuButtonProps<T>) {
  return (
    <AriaMenuTrigger {...triggerProps}>
      <MenuTriggerButton
        label={label}
        aria-label={ariaLabel}
        icon={icon}
        variant={variant}
        hideChevron={hideChevron}
        isDisabled={isDisabled}
      />
      <MenuList
        placement={placement}
        items={items}
        onAction={onAction}
        selectionMode={selectionMode}
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        disabledKeys={disabledKeys}
      >
        {children}
      </MenuList>
    </AriaMenuTrigger>
  )
}

export interface MenuItemProps<T = object> extends Omit<AriaMenuItemProps<T>, 'children' | 'className' | 'style'> {
  /** The item's text. */
  children: ReactNode
  /** A decorative icon before the text. */
  icon?: ReactNode
  /** danger colours a destructive item. */
  variant?: 'default' | 'danger'
}

/** One menu item: an action, a link (`href`), or a selectable option. */
export function MenuItem<T extends object>({ children, icon, variant = 'default', textValue, ...props }: MenuItemProps<T>) {
  return (
    <Item textValue={textValue ?? (typeof children === 'string' ? children : undefined)} data-variant={variant} {...props}>
      {({ hasSubmenu, isSelected, selectionMode }) => (
        <>
          {selectionMode !== 'none' && <span className="check">{isSelected && <Check aria-hidden="true" />}</span>}
          {icon && <span aria-hidden="true">{icon}</span>}
          <span className="label">{children}</span>
          {hasSubmenu && <ChevronRight aria-hidden="true" />}
        </>
      )}
    </Item>
  )
}

export interface SubmenuProps<T> {
  /** The text of the item that opens the submenu. */
  label: string
  /** A decorative icon before the label. */
  icon?: ReactNode
  /** Called with the id of the chosen submenu item. */
  onAction?: (key: Key) => void
  /** The submenu's items. */
  children: AriaMenuProps<T>['children']
}

/** An item that opens a nested menu with the right arrow key, Enter or hover; left arrow closes it. */
export function Submenu<T extends object>({ label, icon, onAction, children }: SubmenuProps<T>) {
  return (
    <AriaSubmenuTrigger>
      <MenuItem icon={icon}>{label}</MenuItem>
      <MenuPopover>
        <List onAction={onAction}>{children}</List>
      </MenuPopover>
    </AriaSubmenuTrigger>
  )
}

export interface MenuSectionProps {
  /** The section's visible heading. */
  title?: string
  /** Names the section when it has no title. */
  'aria-label'?: string
  /** none, single or multiple: the section's items then show a check mark when selected. */
  selectionMode?: AriaMenuProps<object>['selectionMode']
  /** The selected item ids of the section. */
  selectedKeys?: AriaMenuProps<object>['selectedKeys']
  /** The section's items. */
  children: ReactNode
}

/** A group of related items, with an optional heading; a section may have a selection of its own. */
export function MenuSection({ title, children, ...props }: MenuSectionProps) {
  return (
    <AriaMenuSection {...props}>
      {title && <SectionHeader>{title}</SectionHeader>}
      {children}
    </AriaMenuSection>
  )
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Rule />
}

/** The parts a lazily loaded menu builds its items with (see `LazyMenuButton`). */
export const menuParts = { Item: MenuItem, Section: MenuSection, Separator: MenuSeparator, Submenu }
export type MenuParts = typeof menuParts

export interface TriggeredMenuListProps<T> extends Omit<MenuListProps<T>, 'children'> {
  /** The trigger's state, from `useMenuTriggerState`. */
  state: RootMenuTriggerState
  /** The menu's props from `useMenuTrigger` (id, label, focus on opening, closing). */
  menuProps: AriaMenuProps<T>
  /** The trigger button, which the popover is placed against and focus returns to. */
  triggerRef: RefObject<HTMLButtonElement | null>
  /** Builds the items with this module's parts. */
  content: (parts: MenuParts) => MenuListProps<T>['children']
}

/**
 * The open menu of a trigger drawn elsewhere with react-aria's `useMenuTrigger` (`LazyMenuButton`):
 * the same contexts as react-aria's `MenuTrigger` gives its popover and menu.
 */
export function TriggeredMenuList<T extends object>({ state, menuProps, triggerRef, content, ...props }: TriggeredMenuListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null)
  return (
    <Provider
      values={[
        [MenuContext, { ...menuProps, ref: scrollRef } as ContextValue<AriaMenuProps<object>, HTMLDivElement>],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          { trigger: 'MenuTrigger', triggerRef, scrollRef, placement: 'bottom start', 'aria-labelledby': menuProps['aria-labelledby'] },
        ],
      ]}
    >
      <MenuList {...props}>{content(menuParts)}</MenuList>
    </Provider>
  )
}
