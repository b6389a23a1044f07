import { useLingui } from '@lingui/react/macro'
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useTheme } from 'styled-components'
import type { CarPareto } from './api'

/** Longest name under a bar; the table view and the tooltip give it whole. */
const TICK_CHARACTERS = 16
const shortName = (name: string) => (name.length > TICK_CHARACTERS ? `${name.slice(0, TICK_CHARACTERS - 1)}…` : name)

/**
 * The Pareto chart drawn with recharts: a bar per name (the CARs counted) largest first, and the
 * cumulative percentage as a line on its own axis. Colours and type come from the theme. It fills its
 * parent, which names it for screen readers (the table view shows the same figures).
 */
export default function ParetoChart({ bars }: { bars: CarPareto['bars'] }) {
  const { t, i18n } = useLingui()
  const theme = useTheme()
  const tick = { fill: theme.color.text.muted, fontSize: theme.font.size.xs, fontFamily: theme.font.family.body }
  const countLabel = t`CARs`
  const cumulativeLabel = t`Cumulative %`
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={bars} accessibilityLayer={false}>
        <CartesianGrid stroke={theme.color.border.subtle} vertical={false} />
        {/* Names that would overlap on a narrow screen are left out; the tooltip and the table give every one. */}
        <XAxis dataKey="name" tick={tick} tickFormatter={shortName} interval="preserveStartEnd" stroke={theme.color.border.default} />
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
