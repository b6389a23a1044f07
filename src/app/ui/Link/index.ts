export { Link, LinkBase, linkStyles } from './Link'
export type { LinkBaseProps, LinkProps } from './Link'
export { isExternalHref, MENU_GROUP_PARAM, MenuGroupProvider, useMenuGroup, withMenuGroup } from './menuGroup'
export type { MenuGroupProviderProps } from './menuGroup'
