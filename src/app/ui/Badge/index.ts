export { Badge, type BadgeProps } from './Badge'
export { tones, type Tone } from './Badge.styles'
