import { useRef, useState } from 'react'
import { ButtonContext } from 'react-aria-components'
import { useMenuTrigger } from 'react-aria/useMenu'
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState'
import { onDemand } from '../onDemand'
import type { MenuButtonProps, MenuListProps, MenuParts } from './Menu'
import { MenuTriggerButton } from './MenuTriggerButton'

/** The menu's code, fetched once: the list, its items and the popover that places it. */
const menuCode = onDemand(() => import('./Menu'))

export interface LazyMenuButtonProps<T> extends Omit<MenuButtonProps<T>, 'children'> {
  /** Builds the menu's items from the parts (`Item`, `Section`, `Separator`, `Submenu`) once they are loaded. */
  children: (parts: MenuParts) => MenuListProps<T>['children']
}

/**
 * `MenuButton` for menus that are on every page (header, main menu). The button and its trigger
 * behaviour (react-aria's `useMenuTrigger`: keys, ARIA attributes, focus) are there at once; the
 * menu's own code is fetched when the pointer comes over the button or it takes focus, or at the
 * latest when it is pressed, and the menu opens as soon as that code is in.
 */
export function LazyMenuButton<T extends object>({
  label,
  'aria-label': ariaLabel,
  icon,
  variant = 'outline',
  hideChevron = false,
  isDisabled,
  children,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  ...listProps
}: LazyMenuButtonProps<T>) {
  const state = useMenuTriggerState({ isOpen, defaultOpen, onOpenChange })
  const ref = useRef<HTMLButtonElement>(null)
  const { menuTriggerProps, menuProps } = useMenuTrigger<object>({ type: 'menu', trigger, isDisabled }, state, ref)
  // The menu's code is asked for on the first opening and the list stays mounted afterwards.
  const [wanted, setWanted] = useState(state.isOpen)
  if (state.isOpen && !wanted) setWanted(true)
  const menu = menuCode.useModule(wanted)
  return (
    <>
      <ButtonContext.Provider value={{ ...(menuTriggerProps as object), ref, isPressed: state.isOpen }}>
        <MenuTriggerButton
          label={label}
          aria-label={ariaLabel}
          icon={icon}
          variant={variant}
          hideChevron={hideChevron}
          isDisabled={isDisabled}
          onApproach={() => void menuCode.fetch().catch(() => undefined)}
        />
      </ButtonContext.Provider>
      {wanted && menu && (
        <menu.TriggeredMenuList
          {...(listProps as MenuListProps<object>)}
          state={state}
          menuProps={menuProps}
          triggerRef={ref}
          content={children as (parts: MenuParts) => MenuListProps<object>['children']}
        />
      )}
    </>
  )
}
