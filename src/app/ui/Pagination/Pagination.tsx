import { useLingui } from '@lingui/react/macro'
import { DEFAULT_ROWS_PER_PAGE, MAX_PAGE_NUMBERS, ROWS_PER_PAGE_OPTIONS } from '@shared/constants'
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react'
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover as AriaPopover,
  Select,
  SelectValue,
} from 'react-aria-components'
import styled from 'styled-components'
import { overlaySurface } from '../Popover/Popover.styles'
import { pageWindow } from './pageWindow'

export interface PaginationProps {
  /** The current page, from 1. */
  page: number
  /** Rows per page. */
  pageSize?: number
  /** The number of rows in all pages. */
  totalItems: number
  /** Called with the page to show. */
  onPageChange: (page: number) => void
  /** Called with the new rows-per-page choice; the selector is hidden without it. */
  onPageSizeChange?: (pageSize: number) => void
  /** Rows-per-page choices; 5, 10, 20, 50, 100 by default. */
  pageSizeOptions?: readonly number[]
  /** The most page numbers shown at once; 10 by default. */
  maxPages?: number
  /** Names the navigation landmark; 'Pagination' by default. */
  'aria-label'?: string
  /** A class name, for layout by the parent. */
  className?: string
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.default};
`

const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
`

const SizeSelect = styled(Select)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
` as typeof Select

const controlStyle = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  font: inherit;
  cursor: pointer;
`

const SizeButton = styled(AriaButton)`
  ${controlStyle}
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.default};
  color: ${({ theme }) => theme.color.text.default};

  svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: ${({ theme }) => theme.border.width.thin};
  }
`

const SizePopover = styled(AriaPopover)`
  ${overlaySurface}
  min-width: var(--trigger-width);
`

const SizeList = styled(ListBox)`
  padding: ${({ theme }) => theme.space.xs};
  outline: none;
` as typeof ListBox

const SizeOption = styled(ListBoxItem)`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  outline: none;
  font-variant-numeric: tabular-nums;

  &[data-focused] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-selected] {
    color: ${({ theme }) => theme.color.accent.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: calc(-1 * ${({ theme }) => theme.border.width.focus});
  }
`

const Summary = styled.output`
  color: ${({ theme }) => theme.color.text.muted};
  font-variant-numeric: tabular-nums;
`

const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`

const PageButton = styled(AriaButton)`
  ${controlStyle}
  min-width: ${({ theme }) => theme.size.control.sm};
  min-height: ${({ theme }) => theme.size.control.sm};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.border.width.thin} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  font-variant-numeric: tabular-nums;

  svg {
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.accent.default};
    color: ${({ theme }) => theme.color.text.onAccent};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: default;
    background: transparent;
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: ${({ theme }) => theme.border.width.thin};
  }
`

const Gap = styled.li`
  min-width: ${({ theme }) => theme.size.control.sm};
  text-align: center;
  color: ${({ theme }) => theme.color.text.muted};
`

/** Paging for a list: rows-per-page choice, an 'N–M of T' summary, and page numbers with previous and next. */
export function Pagination({
  page,
  pageSize = DEFAULT_ROWS_PER_PAGE,
  totalItems,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = ROWS_PER_PAGE_OPTIONS,
  maxPages = MAX_PAGE_NUMBERS,
  'aria-label': ariaLabel,
  className,
}: PaginationProps) {
  const { t, i18n } = useLingui()
  const total = Math.max(0, totalItems)
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const current = Math.min(Math.max(1, page), pageCount)
  const first = i18n.number(total === 0 ? 0 : (current - 1) * pageSize + 1)
  const last = i18n.number(Math.min(current * pageSize, total))
  const count = i18n.number(total)
  const options = pageSizeOptions.map((n) => ({ id: n }))

  return (
    <Bar className={className}>
      <Side>
        {onPageSizeChange && (
          <SizeSelect
            selectedKey={pageSize}
            onSelectionChange={(key) => {
              if (typeof key === 'number') onPageSizeChange(key)
            }}
          >
            <Label>{t`Rows per page`}</Label>
            <SizeButton>
              <SelectValue />
              <ChevronDown aria-hidden="true" />
            </SizeButton>
            <SizePopover>
              <SizeList items={options}>
                {(item) => <SizeOption id={item.id}>{i18n.number(item.id)}</SizeOption>}
              </SizeList>
            </SizePopover>
          </SizeSelect>
        )}
        <Summary>{t`${first}–${last} of ${count}`}</Summary>
      </Side>
      <nav aria-label={ariaLabel ?? t`Pagination`}>
        <Pages>
          <li>
            <PageButton
              aria-label={t`Previous page`}
              isDisabled={current <= 1}
              onPress={() => onPageChange(current - 1)}
            >
              <ChevronLeft aria-hidden="true" />
            </PageButton>
          </li>
          {pageWindow(current, pageCount, maxPages).map((entry) => {
            if (typeof entry !== 'number') {
              return (
                <Gap key={entry} aria-hidden="true">
                  …
                </Gap>
              )
            }
            // The name holds the number as shown ('1,000'), so speech and sight agree.
            const pageNumber = i18n.number(entry)
            return (
              <li key={entry}>
                <PageButton
                  aria-label={t`Page ${pageNumber}`}
                  aria-current={entry === current ? 'page' : undefined}
                  onPress={() => onPageChange(entry)}
                >
                  {pageNumber}
                </PageButton>
              </li>
            )
          })}
          <li>
            <PageButton
              aria-label={t`Next page`}
              isDisabled={current >= pageCount}
              onPress={() => onPageChange(current + 1)}
            >
              <ChevronRight aria-hidden="true" />
            </PageButton>
          </li>
        </Pages>
      </nav>
    </Bar>
  )
}
