import { useLingui } from '@lingui/react/macro'
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useTheme } from 'styled-components'
import type { CarPareto } from './api'

/** Lines of a name under its bar; the tooltip and the table view give it whole. */
const TICK_LINES = 3
/** An average character's width, in ems, to fit a name to its bar. */
const CHARACTER_EM = 0.6

/** A name cut into lines of at most `columns` characters, the last ending in … when the name goes on. */
export function wrapName(name: string, columns: number, lines = TICK_LINES): string[] {
  const width = Math.max(3, columns)
  const out: string[] = []
  let line = ''
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (next.length <= width) line = next
    else {
      if (line) out.push(line)
      line = word.length > width ? `${word.slice(0, width - 1)}…` : word
    }
  }
  if (line) out.push(line)
  if (out.length <= lines) return out
  const kept = out.slice(0, lines)
  const last = kept[lines - 1]!
  kept[lines - 1] = `${last.length >= width ? last.slice(0, width - 1) : last}…`
  return kept
}

/** The root font size in pixels, which the chart's geometry (in pixels) is reckoned from. */
const rootPixels = () => (typeof document === 'undefined' ? 16 : Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16)
const pixels = (length: string) => (length.endsWith('rem') ? Number.parseFloat(length) * rootPixels() : Number.parseFloat(length))

interface TickProps {
  /** Given by the chart: where the tick is, the axis's width, how many ticks share it, the name. */
  x?: number
  y?: number
  width?: number
  visibleTicksCount?: number
  payload?: { value: string }
  /** Given by the page: the theme's type. */
  fill: string
  fontSize: string
  fontFamily: string
  fontPixels: number
  lineHeight: number
}

/** A name under its bar, wrapped within the bar's width on up to three lines. */
function NameTick({ x = 0, y = 0, width = 0, visibleTicksCount = 1, payload, fill, fontSize, fontFamily, fontPixels, lineHeight }: TickProps) {
  const columns = Math.floor(width / Math.max(1, visibleTicksCount) / (fontPixels * CHARACTER_EM)) - 1
  return (
    <text x={x} y={y} textAnchor="middle" fill={fill} fontSize={fontSize} fontFamily={fontFamily}>
      {wrapName(payload?.value ?? '', columns).map((line, at) => (
        <tspan key={line} x={x} dy={`${at === 0 ? 1 : lineHeight}em`}>
          {line}
        </tspan>
      ))}
    </text>
  )
}

/**
 * The Pareto chart drawn with recharts: a bar per name (the CARs counted) largest first, and the
 * cumulative percentage as a line on its own axis. Colours and type come from the theme. It fills its
 * parent, which names it for screen readers (the table view shows the same figures).
 */
export default function ParetoChart({ bars }: { bars: CarPareto['bars'] }) {
  const { t, i18n } = useLingui()
  const theme = useTheme()
  const tick = { fill: theme.color.text.muted, fontSize: theme.font.size.xs, fontFamily: theme.font.family.body }
  const fontPixels = pixels(theme.font.size.xs)
  const lineHeight = theme.font.lineHeight.normal
  const countLabel = t`CARs`
  const cumulativeLabel = t`Cumulative %`
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={bars} accessibilityLayer={false}>
        <CartesianGrid stroke={theme.color.border.subtle} vertical={false} />
        <XAxis
          dataKey="name"
          tick={<NameTick {...tick} fontPixels={fontPixels} lineHeight={lineHeight} />}
          interval={0}
          height={Math.ceil(fontPixels * (1 + lineHeight * TICK_LINES))}
          stroke={theme.color.border.default}
        />
        <YAxis yAxisId="count" allowDecimals={false} tick={tick} stroke={theme.color.border.default} />
        <YAxis
          yAxisId="percent"
          orientation="right"
          domain={[0, 100]}
          tick={tick}
          tickFormatter={(value: number) => i18n.number(value / 100, { style: 'percent' })}
          stroke={theme.color.border.default}
        />
        <Tooltip
          contentStyle={{
            background: theme.color.surface.raised,
            border: `${theme.border.width.thin} solid ${theme.color.border.default}`,
            borderRadius: theme.radius.md,
            color: theme.color.text.default,
          }}
          labelStyle={{ color: theme.color.text.default, fontWeight: theme.font.weight.semibold }}
          formatter={(value, name) =>
            name === cumulativeLabel ? i18n.number(Number(value) / 100, { style: 'percent', maximumFractionDigits: 1 }) : i18n.number(Number(value))
          }
        />
        <Legend wrapperStyle={{ color: theme.color.text.default, fontSize: theme.font.size.sm }} />
        <Bar yAxisId="count" dataKey="count" name={countLabel} fill={theme.color.accent.default} isAnimationActive={false} />
        <Line
          yAxisId="percent"
          dataKey="cumulative_percent"
          name={cumulativeLabel}
          type="monotone"
          stroke={theme.color.text.default}
          strokeWidth={theme.border.width.thick}
          dot={{ fill: theme.color.text.default, stroke: theme.color.surface.default }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  )
}
