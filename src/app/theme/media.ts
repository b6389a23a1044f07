import type { DefaultTheme } from 'styled-components'

type Breakpoint = keyof DefaultTheme['breakpoint']

/** A media query for widths above a breakpoint; "small screens" are sm and below. */
export const breakpointUp =
  (bp: Breakpoint) =>
  ({ theme }: { theme: DefaultTheme }) =>
    `@media (min-width: ${theme.breakpoint[bp]})`
