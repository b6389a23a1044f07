import { Tab, TabList, TabPanel, Tabs as TabsRoot } from './Tabs'

export { Tab, TabList, TabPanel }
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs'

/** Tabs with its parts attached: `Tabs.List`, `Tabs.Tab`, `Tabs.Panel`. */
export const Tabs = Object.assign(TabsRoot, { List: TabList, Tab, Panel: TabPanel })
