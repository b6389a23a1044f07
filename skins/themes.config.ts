/**
 * Every theme the token build produces. A theme is the shared base and semantic tokens with one skin's
 * mode file laid over them. Adding a skin is one folder under skins/ and one entry here.
 */
export interface ThemeEntry {
  /** File and lookup name: `${skin}-${mode}`. */
  name: string
  skin: string
  mode: 'light' | 'dark'
  /** Override files, relative to the project root, applied after the shared tokens. */
  sources: string[]
}

export const themes: ThemeEntry[] = [
  { name: 'transport-light', skin: 'transport', mode: 'light', sources: ['skins/transport/light.json'] },
  { name: 'benefits-light', skin: 'benefits', mode: 'light', sources: ['skins/benefits/light.json'] },
  {
    name: 'benefits-dark',
    skin: 'benefits',
    mode: 'dark',
    sources: ['skins/benefits/light.json', 'skins/benefits/dark.json'],
  },
]
