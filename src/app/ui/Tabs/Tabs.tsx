import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components'
import styled from 'styled-components'

export type TabsProps = AriaTabsProps
/** The tab strip: give it an `aria-label` naming the set of tabs. */
export type TabListProps<T extends object> = AriaTabListProps<T>
/** One tab; its `id` matches the `id` of its panel. */
export type TabProps = AriaTabProps
/** The content shown for the tab with the same `id`. */
export type TabPanelProps = AriaTabPanelProps

const Root = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  &[data-orientation='vertical'] {
    flex-direction: row;
  }
`

const List = styled(AriaTabList)`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.default};
  overflow-x: auto;

  &[data-orientation='vertical'] {
    flex-direction: column;
    border-bottom: 0;
    border-inline-end: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.default};
  }
` as typeof AriaTabList

const Item = styled(AriaTab)`
  position: relative;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.text.muted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  border-radius: ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm} 0 0;

  &::after {
    content: '';
    position: absolute;
    inset: auto 0 calc(-1 * ${({ theme }) => theme.border.width.thin}) 0;
    height: ${({ theme }) => theme.border.width.focus};
    background: transparent;
  }
  &[data-hovered] {
    color: ${({ theme }) => theme.color.text.default};
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-selected] {
    color: ${({ theme }) => theme.color.accent.text};
  }
  &[data-selected]::after {
    background: ${({ theme }) => theme.color.accent.default};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: default;
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: calc(-1 * ${({ theme }) => theme.border.width.focus});
  }
  [data-orientation='vertical'] > & {
    border-radius: ${({ theme }) => theme.radius.sm} 0 0 ${({ theme }) => theme.radius.sm};
  }
  [data-orientation='vertical'] > &::after {
    inset: 0 calc(-1 * ${({ theme }) => theme.border.width.thin}) 0 auto;
    width: ${({ theme }) => theme.border.width.focus};
    height: auto;
  }
`

const Panel = styled(AriaTabPanel)`
  flex: 1;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.sm};

  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
  }
`

/** A set of tabs: arrow keys move between tabs, Tab moves into the selected panel. */
export function Tabs(props: TabsProps) {
  return <Root {...props} />
}

/** The row (or column) of tabs. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <List {...props} />
}

/** One tab. */
export function Tab(props: TabProps) {
  return <Item {...props} />
}

/** The panel of the tab with the same `id`. */
export function TabPanel(props: TabPanelProps) {
  return <Panel {...props} />
}
