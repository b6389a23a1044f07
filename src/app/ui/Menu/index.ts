export {
  MenuButton,
  MenuItem,
  MenuSection,
  MenuSeparator,
  Submenu,
  type MenuButtonProps,
  type MenuItemProps,
  type MenuSectionProps,
  type SubmenuProps,
} from './Menu'

import { MenuButton, MenuItem, MenuSection, MenuSeparator, Submenu } from './Menu'

/** The menu button with its parts attached: `Menu.Item`, `Menu.Section`, `Menu.Separator`, `Menu.Submenu`. */
export const Menu = Object.assign(MenuButton, {
  Item: MenuItem,
  Section: MenuSection,
  Separator: MenuSeparator,
  Submenu,
})
