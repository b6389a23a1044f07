export { Badge, type BadgeProps } from './Badge'
export { toneByVariant, tones, type Tone } from './Badge.styles'
