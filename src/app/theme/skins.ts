import { skins, themes } from './generated'
import type { ColorMode, SkinId, Theme, ThemeName } from './generated/types'

export type SkinConfig = (typeof skins)[SkinId]
export type ErrorContact = SkinConfig['errorContact']

export const defaultSkin: SkinId = 'transport'

export function isSkinId(value: unknown): value is SkinId {
  return typeof value === 'string' && Object.hasOwn(skins, value)
}

export function skinConfig(skin: SkinId): SkinConfig {
  return skins[skin]
}

/** The theme for a skin and colour mode; a skin without the mode falls back to its first mode. */
export function resolveTheme(skin: SkinId, mode: ColorMode): Theme {
  const modes: readonly string[] = skins[skin].modes
  const chosen = modes.includes(mode) ? mode : modes[0]
  return themes[`${skin}-${chosen}` as ThemeName]
}

/** MT_THEME from the profile is 'dark' or 'light'; anything else means light. */
export function modeFromProfile(mtTheme: unknown): ColorMode {
  return mtTheme === 'dark' ? 'dark' : 'light'
}

/** A logo's markup (a skin's `logoSvg`) as the address of an image. */
export function logoImage(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
