import { css, type DefaultTheme } from 'styled-components'

export type Tone = 'neutral' | 'accent' | 'info' | 'success' | 'warning' | 'danger'

export const tones: readonly Tone[] = ['neutral', 'accent', 'info', 'success', 'warning', 'danger']

/** Text, background and border of a status tone: pairs the token check holds to AA contrast. */
export function toneColors(theme: DefaultTheme, tone: Tone) {
  const { color } = theme
  switch (tone) {
    case 'accent':
      return { fg: color.accent.text, bg: color.accent.subtle, border: color.accent.default }
    case 'info':
      return { fg: color.text.info, bg: color.info.subtle, border: color.info.default }
    case 'success':
      return { fg: color.text.success, bg: color.success.subtle, border: color.success.default }
    case 'warning':
      return { fg: color.text.warning, bg: color.warning.subtle, border: color.warning.default }
    case 'danger':
      return { fg: color.text.danger, bg: color.danger.subtle, border: color.border.danger }
    default:
      return { fg: color.text.default, bg: color.surface.sunken, border: color.border.default }
  }
}

/** Colours a pill by its `data-variant` attribute. */
export const toneByVariant = css`
  ${({ theme }) =>
    tones.map((tone) => {
      const c = toneColors(theme, tone)
      return `&[data-variant='${tone}'] { color: ${c.fg}; background: ${c.bg}; border-color: ${c.border}; }`
    })}
`
