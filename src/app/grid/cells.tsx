import { useLingui } from '@lingui/react/macro'
import DOMPurify from 'dompurify'
import {
  AlertTriangle,
  Check,
  CheckCircle2,
  Circle,
  Clock,
  Info,
  type LucideIcon,
  Minus,
  Truck,
  X,
  XCircle,
} from 'lucide-react'
import type { ComponentProps } from 'react'
import { css } from 'styled-components'
import { formatPhone, telHref } from '@shared/format'
import { toneByVariant } from '@app/ui/Badge'
import { LinkBase, linkStyles } from '@app/ui/Link'
import { Button } from '@app/ui/Button'
import { VisuallyHidden } from '@app/ui/VisuallyHidden'
import type { GridColumn, GridRow } from './types'

/** Icons a `map` or `icon` column may name. */
const ICONS: Record<string, LucideIcon> = {
  check: Check,
  'check-circle': CheckCircle2,
  x: X,
  'x-circle': XCircle,
  'alert-triangle': AlertTriangle,
  warning: AlertTriangle,
  info: Info,
  circle: Circle,
  clock: Clock,
  truck: Truck,
  minus: Minus,
}

/**
 * How cell contents look, given to the table once: a page draws hundreds of cells, and plain
 * elements with a class cost far less to draw than a styled component each.
 */
export const cellStyles = css`
  .tone {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    svg {
      width: ${({ theme }) => theme.size.icon.sm};
      height: ${({ theme }) => theme.size.icon.sm};
      flex: none;
    }
    &[data-tone='success'] {
      color: ${({ theme }) => theme.color.text.success};
    }
    &[data-tone='danger'] {
      color: ${({ theme }) => theme.color.text.danger};
    }
    &[data-tone='warning'] {
      color: ${({ theme }) => theme.color.text.warning};
    }
    &[data-tone='info'] {
      color: ${({ theme }) => theme.color.text.info};
    }
    &[data-tone='muted'] {
      color: ${({ theme }) => theme.color.text.muted};
    }
    &[data-tone='accent'] {
      color: ${({ theme }) => theme.color.accent.text};
    }
  }
  .badge {
    display: inline-flex;
    align-items: center;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: ${({ theme }) => theme.border.width.thin} solid;
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    white-space: nowrap;
    ${toneByVariant}
  }
  .thumb {
    width: ${({ theme }) => theme.size.thumbnail.cell};
    height: ${({ theme }) => theme.size.thumbnail.cell};
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    vertical-align: middle;
  }
  .html p {
    margin: 0;
  }
  .link {
    ${linkStyles}
    /*
     * A link is a target at least 24 px high (WCAG 2.2 target size, icon.lg), drawn over the line it
     * sits on: the negative margins keep the row as high as its text.
     */
    align-items: center;
    min-height: ${({ theme }) => theme.size.icon.lg};
    margin-block: min(0px, calc((1lh - ${({ theme }) => theme.size.icon.lg}) / 2));
  }
`

function Tone({ children, ...props }: ComponentProps<'span'> & { 'data-tone'?: string }) {
  return (
    <span className="tone" {...props}>
      {children}
    </span>
  )
}

function Thumb({ src, alt }: { src: string; alt: string }) {
  return <img className="thumb" loading="lazy" src={src} alt={alt} />
}

/** The row value a column shows. */
export function cellValue(row: GridRow, column: GridColumn): unknown {
  return row[column.field ?? column.name]
}

/** A link template with `{field}` placeholders filled from the row. */
export function fillTemplate(template: string, row: GridRow): string {
  // A template that is one field holds a whole address: kept as it is.
  const whole = /^\{(\w+)\}$/.exec(template)
  if (whole) return String(row[whole[1] as string] ?? '')
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(row[name] ?? '')))
}

/**
 * An address inside the app whose path is the current page's written in another case (paths match
 * whatever their case) keeps the page's own path, so following it stays on the same page.
 */
export function keepPageCase(href: string, here: Pick<Location, 'pathname' | 'origin'> | undefined = currentLocation()): string {
  if (!here || !href.startsWith('/') || href.startsWith('//')) return href
  const url = new URL(href, here.origin)
  if (url.pathname === here.pathname || url.pathname.toLowerCase() !== here.pathname.toLowerCase()) return href
  return `${here.pathname}${url.search}${url.hash}`
}

const currentLocation = () => (typeof window === 'undefined' ? undefined : window.location)

const pad = (n: number) => String(n).padStart(2, '0')

/** Seconds as H:MM:SS. */
export function formatDuration(value: unknown): string {
  const seconds = Number(value)
  if (value === null || value === undefined || value === '' || !Number.isFinite(seconds)) return ''
  const whole = Math.max(0, Math.round(seconds))
  return `${Math.floor(whole / 3600)}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`
}

/** Date and time texts cut to their mask: date YYYY-MM-DD, datetime YYYY-MM-DD HH:mm:ss, time HH:mm:ss or HH:mm. */
export function formatDateText(value: unknown, type: 'date' | 'datetime' | 'time' | 'time_hhmm'): string {
  if (value === null || value === undefined || value === '') return ''
  const text = String(value).replace('T', ' ').replace(/(\.\d+)?(Z|[+-]\d\d:?\d\d)?$/, '')
  switch (type) {
    case 'date':
      return text.slice(0, 10)
    case 'datetime':
      return text.slice(0, 19)
    case 'time':
      return (text.length > 8 ? text.slice(11) : text).slice(0, 8)
    case 'time_hhmm':
      return (text.length > 8 ? text.slice(11) : text).slice(0, 5)
  }
}

/** Sanitised markup by its text: the same notes come back page after page, and sanitising costs. */
const sanitised = new Map<string, string>()

function sanitise(text: string): string {
  let clean = sanitised.get(text)
  if (clean === undefined) {
    clean = DOMPurify.sanitize(text)
    if (sanitised.size >= 500) sanitised.clear()
    sanitised.set(text, clean)
  }
  return clean
}

export function isYes(value: unknown): boolean {
  return value === true || value === 'Y' || value === 'y' || value === 1 || value === '1' || value === 'true'
}

export interface CellProps {
  row: GridRow
  column: GridColumn
  /** Called by action cells and cells with `cellClick`. */
  onAction?: (name: string, row: GridRow, column: GridColumn) => void
}

/** One cell's content by the column's display type (document 2 section 3). */
export function CellContent({ row, column, onAction }: CellProps) {
  const { t, i18n } = useLingui()
  const value = cellValue(row, column)
  const text = value === null || value === undefined ? '' : String(value)
  const mapped = column.map?.[text]
  if (mapped?.badge) {
    // A badge writes its state out: the colour repeats what the text says.
    const variant = mapped.color === 'muted' || !mapped.color ? 'neutral' : mapped.color
    return (
      <span className="badge" data-variant={variant}>
        {mapped.label ?? text}
      </span>
    )
  }
  if (mapped) {
    const Icon = mapped.icon ? ICONS[mapped.icon] : undefined
    return (
      <Tone data-tone={mapped.color} title={mapped.label ?? text}>
        {Icon && <Icon aria-hidden="true" focusable="false" />}
        {Icon ? <VisuallyHidden>{mapped.label ?? text}</VisuallyHidden> : (mapped.label ?? text)}
      </Tone>
    )
  }
  switch (column.type) {
    case 'action':
      return (
        <Button size="sm" variant="ghost" onPress={() => onAction?.(column.event ?? column.name, row, column)}>
          {column.action ?? column.label}
        </Button>
      )
    case 'boolean':
      return isYes(value) ? (
        <Tone data-tone="success">
          <Check aria-hidden="true" focusable="false" />
          <VisuallyHidden>{t`Yes`}</VisuallyHidden>
        </Tone>
      ) : (
        <Tone data-tone="muted">
          <Minus aria-hidden="true" focusable="false" />
          <VisuallyHidden>{t`No`}</VisuallyHidden>
        </Tone>
      )
    case 'duration':
      return formatDuration(value)
    case 'date':
    case 'datetime':
    case 'time':
    case 'time_hhmm':
      return formatDateText(value, column.type)
    case 'email':
      return text ? <LinkBase className="link" href={`mailto:${text}`}>{text}</LinkBase> : null
    case 'phone': {
      const href = telHref(text)
      return href ? <LinkBase className="link" href={href}>{formatPhone(text)}</LinkBase> : text
    }
    case 'number':
    case 'decimal': {
      if (text === '') return ''
      const number = Number(value)
      if (!Number.isFinite(number)) return text
      const digits = column.type === 'decimal' ? (column.decimals ?? column.precision ?? 2) : column.precision
      return i18n.number(number, digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits })
    }
    case 'html':
      // Text with no markup in it is shown as text; anything else is sanitised first.
      if (!/[<&]/.test(text)) return <span className="html">{text}</span>
      // oxlint-disable-next-line react/no-danger -- sanitised just above
      return <span className="html" dangerouslySetInnerHTML={{ __html: sanitise(text) }} />
    case 'icon': {
      const Icon = ICONS[column.icon ?? text]
      return Icon ? (
        <Tone data-tone={column.color} title={column.tooltip ?? text}>
          <Icon aria-hidden="true" focusable="false" />
          <VisuallyHidden>{column.tooltip ?? text}</VisuallyHidden>
        </Tone>
      ) : (
        text
      )
    }
    case 'img':
      return text ? <Thumb src={text} alt={column.label} /> : null
    case 'img-link':
      return text ? (
        <LinkBase className="link" href={column.link ? fillTemplate(column.link, row) : text}>
          <Thumb src={text} alt={column.label} />
        </LinkBase>
      ) : null
    case 'link': {
      if (!text) return null
      const href = column.link ? fillTemplate(column.link, row) : text
      return href ? (
        <LinkBase className="link" href={keepPageCase(href)}>
          {text}
        </LinkBase>
      ) : (
        text
      )
    }
    default:
      return column.color ? <Tone data-tone={column.color}>{text}</Tone> : text
  }
}
