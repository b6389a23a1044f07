import 'styled-components'
import type { Theme } from './generated/types'

declare module 'styled-components' {
  // The typed theme: a typo in a token name is a compile error.
  export interface DefaultTheme extends Theme {}
}
