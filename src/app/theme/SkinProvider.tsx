import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import type { ColorMode, SkinId } from './generated/types'
import { GlobalStyles } from './GlobalStyles'
import { resolveTheme, skinConfig, type SkinConfig } from './skins'

const SkinContext = createContext<SkinConfig>(skinConfig('transport'))

export interface SkinProviderProps {
  /** The company's skin. */
  skin: SkinId
  /** The user's colour mode (MT_THEME); the login page always passes 'light'. */
  mode: ColorMode
  /** Also write global styles and the document's data-theme (once per page, not per nested provider). */
  global?: boolean
  children: ReactNode
}

/** Hands the skin's compiled theme to styled-components and its brand config to `useSkin`. */
export function SkinProvider({ skin, mode, global = true, children }: SkinProviderProps) {
  const theme = useMemo(() => resolveTheme(skin, mode), [skin, mode])
  useLayoutEffect(() => {
    if (global) document.documentElement.dataset.theme = theme.name
  }, [global, theme.name])
  return (
    <SkinContext.Provider value={skinConfig(skin)}>
      <ThemeProvider theme={theme}>
        {global && <GlobalStyles />}
        {children}
      </ThemeProvider>
    </SkinContext.Provider>
  )
}

/** The current skin's brand configuration: display name, logo, product code, error contact. */
export function useSkin(): SkinConfig {
  return useContext(SkinContext)
}
