/** The parts of a menu list entry the access rules read (document 1 section 3). */
export interface MenuItemLike {
  CMCID?: string | null
  external?: boolean
}

export interface MenuEntryLike extends MenuItemLike {
  menus?: readonly { submenus?: readonly MenuItemLike[] }[]
}

/** Internal menu ids of a group's menu list, hidden entries included: hidden pages still open by link. */
export function internalMenuIds(menulist: readonly MenuEntryLike[] | null | undefined): Set<string> {
  const ids = new Set<string>()
  const add = (item: MenuItemLike) => {
    if (item.CMCID && !item.external) ids.add(item.CMCID)
  }
  for (const entry of menulist ?? []) {
    add(entry)
    for (const section of entry.menus ?? []) for (const item of section.submenus ?? []) add(item)
  }
  return ids
}
