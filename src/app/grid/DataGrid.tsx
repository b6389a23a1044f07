import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, replaceEqualDeep, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  columnOrderingFeature,
  columnVisibilityFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
} from '@tanstack/react-table'
import { Filter, Maximize2, Minimize2, Plus, RefreshCw, Send, Settings2 } from 'lucide-react'
import { memo, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { Selection } from 'react-aria-components'
import styled from 'styled-components'
import {
  DEBOUNCE_MS,
  DEFAULT_ROWS_PER_PAGE,
  DEFAULT_SEPARATOR,
  type SearchMode,
  type SelectionMode,
  type Separator,
} from '@shared/constants'
import { Button } from '@app/ui/Button'
import { EmptyState } from '@app/ui/EmptyState'
import { ErrorState } from '@app/ui/ErrorState'
import { IconButton } from '@app/ui/IconButton'
import { Pagination } from '@app/ui/Pagination'
import { SearchField } from '@app/ui/SearchField'
import { onDemand } from '@app/ui/onDemand'
import { Spinner } from '@app/ui/Spinner'
import { toast } from '@app/ui/Toast'
import { type GridClient, defaultGridClient, type TablePreference } from './client'
import type { EditState, RowEdits } from './EditableCell'
import { wasCancelled } from './errors'
import { ExportMenu } from './ExportMenu'
import { GridTable } from './GridTable'
import { quietHistory, readSnapshot, sameSnapshot, writeSnapshot, type GridSnapshot } from './history'
import { gridKeys } from './keys'
import { filterMismatches } from './mismatch'
import { focusTarget } from './navigation'
import { genericSearchColumns, parseTableApi, searchParams } from './query'
import { type GridPage, pageQueryOptions } from './queries'
import { isSendableFilter, nextSearchMode, nextSortKeys, shouldClearCache, type CacheState } from './rules'
import { useSharedRows } from './sharedRows'
import type { ColumnFilter, GridColumn, GridRow, SortKey } from './types'
import { useDebouncedCallback, useDebouncedValue, useLatestCallback, useThrottledPress } from './useDebounced'
import { dropParams, readLinkFilters, readParams, writeParams, type ParamSpecs } from './urlParams'

// Fetched when first opened, and drawn without suspending (see onDemand).
const advancedSearchCode = onDemand(() => import('./AdvancedSearch'))
const preferencesCode = onDemand(() => import('./PreferencesDialog'))
const pushReportCode = onDemand(() => import('./PushReportDialog'))

const features = tableFeatures({ columnVisibilityFeature, columnOrderingFeature, rowSortingFeature, rowPaginationFeature })
const emptyRows: GridRow[] = []

/** Who is using the grid: preferences need a signed-in user; push reports need the company and group. */
export interface GridUser {
  signedIn: boolean
  company: string
  group?: string
}

/** How a record is added: a link, an event or a handler. */
export interface GridAdd {
  label?: string
  link?: string
  event?: string
  onAdd?: () => void
}

export interface DataGridProps {
  /** 'GET path?fixed=params'; anything not starting with 'GET ' is a developer error. */
  api: string
  /** The route's menu id, sent with every call and used to key preferences. */
  cmid: string
  /** Names the grid, exports and push reports. */
  title: string
  /** Column definitions (document 2 section 3); the answer's columns_details when left out. */
  columns?: readonly GridColumn[]
  /**
   * Dresses the answer's columns_details before they are drawn (a state's badges, a link's address),
   * when the page shows the server's columns in its own way. A stable function: the columns are
   * dressed again whenever it changes.
   */
  adaptColumns?: (columns: readonly GridColumn[]) => readonly GridColumn[]
  /** The row field that identifies a row. */
  rowKey: string
  /** disabled, basic (default) or advanced. */
  searchMode?: SearchMode
  /** none (default), single or multiple. */
  selectionMode?: SelectionMode
  onSelectionChange?: (rows: GridRow[]) => void
  /** Shows the Add button. */
  add?: GridAdd
  /** Receives action cells' and add events. */
  onEvent?: (name: string, row?: GridRow) => void
  /** Row details shown under an expanded row. */
  renderExpanded?: (row: GridRow) => ReactNode
  /** The keys of rows shown expanded at first. */
  defaultExpanded?: readonly string[]
  /** The PUT path of a cell edit, with `{field}` placeholders ('shipments/{probill}'). */
  updatePath?: string
  /** Offer the export menu. */
  exportable?: boolean
  /** Offer the push report dialog. */
  pushReport?: boolean
  /** Offer the preferences dialog. */
  preferences?: boolean
  /** The signed-in user; preferences and push reports need one. */
  user?: GridUser | null
  /** Keep search, paging and sort in the history entry and restore them on Back. */
  keepHistory?: boolean
  /** Keep search, paging and sort in the page's query string. */
  syncUrl?: boolean
  /**
   * Columns a link into the page can filter by: `?probill=…` in the address starts the grid on that
   * column's 'Is' filter, shown in the advanced search and cleared like any other. With `syncUrl` the
   * parameter then leaves the address (the filter lives in `filters`).
   */
  linkFilters?: readonly string[]
  /**
   * The address's query the link filters are read from: the router's, which is already the new one while
   * a navigation inside the app is drawn; the window's by default.
   */
  linkSearch?: string
  /** The server's calls; the app's client by default. */
  client?: GridClient
  /** The separator before the user's preference; horizontal by default. */
  separator?: Separator
  /** Initial state, for stories and links. */
  initial?: Partial<GridSnapshot>
  /** What an empty table shows while no search or filter is applied; 'No records found' otherwise. */
  emptyState?: ReactNode
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  &[data-fullscreen='true'] {
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndex.overlay};
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.color.surface.page};
    overflow: auto;
  }
`

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  .search {
    flex: 1 1 auto;
    min-width: calc(${({ theme }) => theme.size.sideMenu} * 0.9);
    max-width: ${({ theme }) => theme.size.dialog.sm};
  }
  .spacer {
    flex: 1;
  }
`

const Status = styled.output`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`

/** A toolbar button drawn again only when its own props change. */
const ToolButton = memo(IconButton)
const GridPagination = memo(Pagination)
const ICONS = {
  refresh: <RefreshCw />,
  push: <Send />,
  preferences: <Settings2 />,
  fullscreen: <Maximize2 />,
  exitFullscreen: <Minimize2 />,
}

/**
 * The polite live region saying how many rows a search found. It keeps what it said last while the
 * next answer loads, and draws alone when that changes, not the grid around it.
 */
function Announcer({ text }: { text: string | null }) {
  const [said, setSaid] = useState('')
  if (text !== null && text !== said) setSaid(text)
  return <Live aria-live="polite">{text ?? said}</Live>
}

const Live = styled.output`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`

/** URL names of the grid's state. */
const URL_SPECS = {
  q: { encoding: 'string', defaultValue: '' },
  page: { encoding: 'number', defaultValue: 1 },
  size: { encoding: 'number', defaultValue: DEFAULT_ROWS_PER_PAGE as number },
  sort: { encoding: 'json', defaultValue: [] as SortKey[] },
  filters: { encoding: 'base64', defaultValue: [] as ColumnFilter[] },
} satisfies ParamSpecs

/** Where the grid starts; `linked` when a link into the page asked for the rows of a value. */
function startingState(id: string, props: DataGridProps): GridSnapshot & { linked: boolean } {
  const state = { ...savedState(id, props), linked: false }
  if (typeof window === 'undefined' || !props.linkFilters?.length) return state
  // A link naming a column's value asks for those rows: its filter replaces that column's, from page 1.
  const linked = readLinkFilters(props.linkSearch ?? window.location.search, props.linkFilters)
  if (linked.length === 0) return state
  const named = new Set(linked.map((filter) => filter.column))
  return { ...state, filters: [...state.filters.filter((filter) => !named.has(filter.column)), ...linked], page: 1, linked: true }
}

function savedState(id: string, props: DataGridProps): GridSnapshot {
  const base: GridSnapshot = {
    search: '',
    filters: [],
    sort: [],
    page: 1,
    pageSize: DEFAULT_ROWS_PER_PAGE,
    ...props.initial,
  }
  if (typeof window === 'undefined') return base
  if (props.keepHistory) {
    const saved = readSnapshot(id)
    if (saved) return saved
  }
  if (props.syncUrl) {
    const values = readParams(window.location.search, URL_SPECS)
    return { search: values.q, page: values.page, pageSize: values.size, sort: values.sort, filters: values.filters }
  }
  return base
}

function fillPath(template: string, row: GridRow): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(row[name] ?? '')))
}

/** A cell can be edited when its column is editable and the row's edit-condition flag, if any, is set. */
function canEditCell(row: GridRow, column: GridColumn): boolean {
  if (!column.editable || column.readonly) return false
  if (!column.editCondition) return true
  const flag = row[column.editCondition]
  return flag === true || flag === 'Y'
}

interface GridSearchProps {
  className: string
  label: string
  initial: string
  /** The text once typing has paused for the debounce, or at once on Enter. */
  onSearch: (text: string) => void
}

/** The basic search field: keeps the text being typed and reports it once typing pauses. */
function GridSearch({ className, label, initial, onSearch }: GridSearchProps) {
  const [text, setText] = useState(initial)
  const settle = useDebouncedCallback(onSearch, DEBOUNCE_MS.search)
  return (
    <SearchField
      className={className}
      label={label}
      value={text}
      onChange={(value) => {
        setText(value)
        settle(value)
      }}
      onSubmit={() => onSearch(text)}
    />
  )
}

/**
 * The data grid: a server-paged, sortable, searchable table with preferences, export, push
 * reports, editable cells and row details (document 2 sections 2.1, 4 and 5.4).
 */
export function DataGrid(props: DataGridProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const client = props.client ?? defaultGridClient
  const { path, params: fixedParams } = useMemo(() => parseTableApi(props.api), [props.api])
  const { cmid } = props
  // Column definitions come from the page, or from the answers' columns_details (see below).
  const [serverColumns, setServerColumns] = useState<readonly GridColumn[]>([])
  const { adaptColumns } = props
  const shownServerColumns = useMemo(
    () => (adaptColumns && serverColumns.length ? adaptColumns(serverColumns) : serverColumns),
    [adaptColumns, serverColumns],
  )
  const allColumns = props.columns ?? shownServerColumns
  const gridId = `${path}|${cmid}`
  const selectionMode = props.selectionMode ?? 'none'

  const [start] = useState(() => startingState(gridId, props))
  const advancedId = useId()
  // The settled search text; what is being typed lives in GridSearch, so a key press redraws the
  // field alone rather than every row of the table.
  const [search, setSearch] = useState(start.search)
  const [filters, setFilters] = useState<ColumnFilter[]>(start.filters)
  const [mode, setMode] = useState<SearchMode>(() =>
    nextSearchMode(props.searchMode ?? 'basic', start.filters, props.columns ?? []),
  )
  const [showAdvanced, setShowAdvanced] = useState(mode === 'advanced' && start.filters.length > 0)
  const AdvancedSearch = advancedSearchCode.useModule(showAdvanced)?.default
  const [sort, setSort] = useState<SortKey[]>(start.sort)
  const [page, setPage] = useState(start.page)
  const [pageSize, setPageSize] = useState(start.pageSize)
  const [separator, setSeparator] = useState<Separator>(props.separator ?? DEFAULT_SEPARATOR)
  const [refresh, setRefresh] = useState(0)
  const [reset, setReset] = useState(0)
  const [hiddenPref, setHidden] = useState<Record<string, boolean> | null>(null)
  const [orderPref, setOrder] = useState<string[] | null>(null)
  const hidden = useMemo(
    () => hiddenPref ?? Object.fromEntries(allColumns.filter((column) => column.visible === false).map((column) => [column.name, false])),
    [hiddenPref, allColumns],
  )
  const order = useMemo(() => {
    const known = allColumns.map((column) => column.name)
    const named = (orderPref ?? []).filter((name) => known.includes(name))
    return [...named, ...known.filter((name) => !named.includes(name))]
  }, [orderPref, allColumns])
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(props.defaultExpanded))
  const [selected, setSelected] = useState<Selection>(new Set())
  const [fullscreen, setFullscreen] = useState(false)
  const [dialog, setDialog] = useState<'preferences' | 'pushreport' | null>(null)
  const PreferencesDialog = preferencesCode.useModule(dialog === 'preferences')?.default
  const PushReportDialog = pushReportCode.useModule(dialog === 'pushreport')?.default
  // Edit states by row, then column: a row whose cells' states did not change keeps its object.
  const [edits, setEdits] = useState<Readonly<Record<string, RowEdits>>>({})
  const dialogTrigger = useRef<HTMLElement | null>(null)

  // --- cache rules (document 2 section 4) -------------------------------------------------
  const cacheState = useRef<CacheState>({ sort: [], pageSize, refresh, reset })
  const applyCacheRules = useCallback(
    (next: Partial<CacheState>) => {
      const candidate = { ...cacheState.current, ...next }
      if (shouldClearCache(cacheState.current, candidate)) {
        queryClient.removeQueries({ queryKey: gridKeys.table(path, cmid) })
      }
      cacheState.current = candidate
    },
    [queryClient, path, cmid],
  )
  const sortKeys = (keys: readonly SortKey[]) => keys.map((key) => `${key.desc ? '-' : ''}${key.id}`)

  // --- preferences ----------------------------------------------------------------------------
  const signedIn = Boolean(props.user?.signedIn)
  const wantsPreferences = props.preferences !== false && signedIn
  const preference = useQuery({
    queryKey: gridKeys.preference(path, cmid),
    queryFn: ({ signal }) => client.loadPreference({ api: path, cmid }, signal),
    enabled: wantsPreferences,
    retry: false,
    staleTime: Infinity,
  })
  const applyPreference = useCallback(
    (pref: TablePreference | undefined) => {
      if (!pref) return
      if (pref.record && pref.record !== pageSize) {
        applyCacheRules({ pageSize: pref.record })
        setPageSize(pref.record)
        setPage(1)
      }
      setSeparator(pref.sep ?? DEFAULT_SEPARATOR)
      if (pref.table?.length) {
        setOrder([...pref.table].sort((a, b) => a.index - b.index).map((entry) => entry.name))
        setHidden(Object.fromEntries(pref.table.filter((entry) => entry.visible === 'N').map((entry) => [entry.name, false])))
      }
    },
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- applied when a preference arrives
    [applyCacheRules],
  )
  useEffect(() => {
    if (preference.data?.saved !== false) applyPreference(preference.data)
  }, [preference.data, applyPreference])
  useEffect(() => {
    if (preference.error) {
      const message = preference.error instanceof Error ? preference.error.message : String(preference.error)
      toast.negative(t`Table preferences could not be loaded: ${message}`)
    }
  }, [preference.error, t])

  // --- TanStack Table: column model, visibility, order, sorting and paging state -------------
  const columnDefs = useMemo<ColumnDef<typeof features, GridRow>[]>(
    () => allColumns.map((column) => ({ id: column.name, accessorFn: (row: GridRow) => row[column.field ?? column.name], header: column.label })),
    [allColumns],
  )
  const settledFilters = useDebouncedValue(filters, DEBOUNCE_MS.search)
  // Filters with nothing to send, or with a value their column's rules refuse, are left out.
  const activeFilters = useMemo(
    () => settledFilters.filter((filter) => isSendableFilter(filter, allColumns)),
    [settledFilters, allColumns],
  )
  // The generic search names the searchable columns: a page's own columns are part of the key. The
  // server's are the same for every request, which finds them before the first one when it must.
  const searchColumns = useMemo(
    () => (props.columns ? genericSearchColumns(props.columns).map((column) => column.name) : undefined),
    [props.columns],
  )
  const searchKey = useMemo(
    () => ({
      pageSize,
      sort,
      search: mode === 'disabled' ? '' : search,
      filters: activeFilters,
      extra: fixedParams,
      refresh: refresh + reset * 1000,
      searchColumns,
    }),
    [pageSize, sort, mode, search, activeFilters, fixedParams, refresh, reset, searchColumns],
  )
  const offset = (page - 1) * pageSize
  const query = useQuery({
    ...pageQueryOptions({ path, cmid, search: searchKey, offset, columns: allColumns, client }),
    placeholderData: keepPreviousData,
    enabled: !wantsPreferences || !preference.isPending,
  })
  // A new request cancels the one still running (TanStack Query aborts its signal).
  const lastKey = useRef<readonly unknown[] | null>(null)
  useEffect(() => {
    const key = gridKeys.page(path, cmid, searchKey, offset)
    if (lastKey.current && JSON.stringify(lastKey.current) !== JSON.stringify(key)) {
      void queryClient.cancelQueries({ queryKey: lastKey.current, exact: true })
    }
    lastKey.current = key
  }, [queryClient, path, cmid, searchKey, offset])

  const failed = query.isError && !wasCancelled(query.error)
  const data: GridPage | undefined = failed ? undefined : query.data
  const rows = useSharedRows(data?.results ?? emptyRows, props.rowKey)
  // Every answer brings its own copy of the columns: the one kept is replaced only when they differ,
  // and while drawing, so that new rows do not draw the table a second time for the same columns.
  const answerColumns = query.data?.columns_details
  if (!props.columns && answerColumns?.length && answerColumns !== serverColumns) {
    const next = replaceEqualDeep(serverColumns, answerColumns)
    if (next !== serverColumns) setServerColumns(next)
  }
  const count = data?.count ?? 0
  // A page past the last (an old link, rows gone since) gives way to the last page.
  const pastTheEnd = data && !query.isPlaceholderData && page > 1 && data.results.length === 0 && data.count > 0
  const lastPage = pastTheEnd ? Math.ceil(data.count / pageSize) : null
  useEffect(() => {
    if (lastPage !== null) setPage(lastPage)
  }, [lastPage])

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    rowCount: count,
    manualPagination: true,
    manualSorting: true,
    getRowId: (row: GridRow) => String(row[props.rowKey]),
    state: {
      sorting: sort,
      pagination: { pageIndex: page - 1, pageSize },
      columnVisibility: hidden,
      columnOrder: order,
    },
  })
  // Kept while the shown columns stay the same, so the memoised table is not drawn again for nothing.
  const visibleNames = table
    .getVisibleLeafColumns()
    .map((column) => column.id)
    .join('\n')
  const visibleColumns = useMemo(() => {
    const byName = new Map(allColumns.map((column) => [column.name, column]))
    return visibleNames
      .split('\n')
      .map((name) => byName.get(name))
      .filter((column): column is GridColumn => Boolean(column))
  }, [visibleNames, allColumns])

  // --- announcements after a search, page or sort change --------------------------------------
  // Worked out while drawing; the live region keeps the last one while the next page loads.
  const pages = Math.max(1, Math.ceil(count / pageSize))
  const announcement =
    data && !query.isFetching ? t`${i18n.number(count)} rows found, page ${i18n.number(page)} of ${i18n.number(pages)}` : null

  // --- filter-mismatch warning, outside production ---------------------------------------------
  useEffect(() => {
    if (import.meta.env.PROD || !data) return
    const problems = filterMismatches(activeFilters, allColumns, data.columns)
    if (problems.length === 0) return
    console.warn('Advanced search query params mismatch', problems)
    toast.warning(t`Advanced search query params mismatch issue. Please check console for details.`)
  }, [data, activeFilters, allColumns, t])

  // --- history state and URL -------------------------------------------------------------------
  const snapshot: GridSnapshot = useMemo(
    () => ({ search, filters: activeFilters, sort, page, pageSize }),
    [search, activeFilters, sort, page, pageSize],
  )
  const firstSnapshot = useRef(snapshot)
  useEffect(() => {
    let href: string | undefined
    if (props.syncUrl) {
      const next = writeParams(dropParams(window.location.search, props.linkFilters ?? []), URL_SPECS, {
        q: snapshot.search,
        page: snapshot.page,
        size: snapshot.pageSize,
        sort: snapshot.sort,
        filters: snapshot.filters,
      })
      const wanted = `${window.location.pathname}${next ? `?${next}` : ''}${window.location.hash}`
      if (wanted !== `${window.location.pathname}${window.location.search}${window.location.hash}`) href = wanted
    }
    // One write of the history entry for both: each costs a copy of its state.
    if (props.keepHistory) writeSnapshot(gridId, snapshot, quietHistory, href)
    else if (href) quietHistory.replaceState(quietHistory.state, '', href)
  }, [snapshot, props.keepHistory, props.syncUrl, props.linkFilters, gridId])
  useEffect(
    () => () => {
      // Leaving with nothing changed leaves nothing behind.
      if (props.keepHistory && sameSnapshot(readSnapshot(gridId) ?? firstSnapshot.current, firstSnapshot.current)) {
        writeSnapshot(gridId, undefined)
      }
    },
    [props.keepHistory, gridId],
  )

  // --- actions ---------------------------------------------------------------------------------
  const onSortChange = useLatestCallback((id: string, desc: boolean, additive: boolean) => {
    const next = nextSortKeys(sort, id, desc, additive)
    applyCacheRules({ sort: sortKeys(next) })
    setSort(next)
    setPage(1)
  })
  const onPageSizeChange = useLatestCallback((size: number) => {
    applyCacheRules({ pageSize: size })
    setPageSize(size)
    setPage(1)
  })
  const onRefresh = () => {
    const next = refresh + 1
    applyCacheRules({ refresh: next })
    setRefresh(next)
  }
  const onFiltersChange = (next: ColumnFilter[]) => {
    setFilters(next)
    setMode((current) => nextSearchMode(current, next, allColumns))
    setPage(1)
  }
  // A new search starts on page 1; the page restored with the search (address, history) stays.
  const onSearch = useLatestCallback((text: string) => {
    if (text === search) return
    setSearch(text)
    setPage(1)
  })

  const pressAdd = useThrottledPress(() => {
    const add = props.add
    if (!add) return
    if (add.onAdd) add.onAdd()
    else if (add.event) props.onEvent?.(add.event)
    else if (add.link) window.location.assign(add.link)
  }, DEBOUNCE_MS.addButton)

  // Editable cells: rules checked in the cell, saved after the 1 s debounce.
  const savingCount = Object.values(edits).reduce(
    (sum, row) => sum + Object.values(row).filter((state) => state.status === 'saving').length,
    0,
  )
  const pending = useRef(new Map<string, { row: GridRow; column: GridColumn; value: string }>())
  const flushEdits = useDebouncedCallback(() => {
    const batch = [...pending.current.values()]
    pending.current.clear()
    for (const { row, column, value } of batch) {
      const rowId = String(row[props.rowKey])
      const target = column.endpoint ?? props.updatePath
      if (!target) continue
      const mark = (state: EditState) =>
        setEdits((current) => ({ ...current, [rowId]: { ...current[rowId], [column.name]: state } }))
      mark({ status: 'saving' })
      client
        .update(fillPath(target, row), { [column.field ?? column.name]: value }, { cmid })
        .then(() => {
          mark({ status: 'saved' })
          queryClient.removeQueries({ queryKey: gridKeys.table(path, cmid), type: 'inactive' })
        })
        .catch((error: unknown) => {
          const body = (error as { data?: { message?: unknown } } | null)?.data
          const message = typeof body?.message === 'string' ? body.message : undefined
          mark({ status: 'failed', message })
        })
    }
  }, DEBOUNCE_MS.editableField)
  const onEdit = useLatestCallback((row: GridRow, column: GridColumn, value: string) => {
    pending.current.set(`${String(row[props.rowKey])}|${column.name}`, { row, column, value })
    flushEdits()
  })

  const openDialog = (kind: 'preferences' | 'pushreport') => {
    dialogTrigger.current = document.activeElement as HTMLElement | null
    setDialog(kind)
  }
  const closeDialog = () => {
    setDialog(null)
    // Escape or Cancel gives focus back to the button that opened the dialog.
    requestAnimationFrame(() => dialogTrigger.current?.focus())
  }

  // The toolbar's buttons keep their props from one drawing to the next, so they are not drawn again
  // when rows arrive.
  const pressRefresh = useLatestCallback(onRefresh)
  const pressPushReport = useLatestCallback(() => openDialog('pushreport'))
  const pressPreferences = useLatestCallback(() => openDialog('preferences'))
  const pressFullscreen = useLatestCallback(() => setFullscreen((on) => !on))

  // An export sends what the rows shown were asked with, so its count and its rows agree.
  const exportParams = () =>
    Object.fromEntries(
      data?.sent ?? searchParams({ sort, search: searchKey.search, filters: activeFilters, extra: fixedParams, columns: allColumns }),
    )

  const rowsById = useMemo(() => new Map(rows.map((row) => [String(row[props.rowKey]), row])), [rows, props.rowKey])
  // The table says it is busy while a page loads. Set on the element rather than passed down, so the
  // start and end of a request do not draw every cell again.
  const rootRef = useRef<HTMLElement>(null)
  const busy = query.isFetching
  useEffect(() => {
    rootRef.current?.querySelector('[role="grid"]')?.setAttribute('aria-busy', String(busy))
  })
  // Opened by a link to a value (a Tracing link's probill), the grid shows the rows it found: the grid
  // is brought into view and focus goes to the first row, once, when they arrive.
  const reveal = useRef(start.linked)
  const answered = Boolean(data) && !query.isPlaceholderData && !query.isFetching
  useEffect(() => {
    const root = rootRef.current
    if (!reveal.current || !answered || !root) return
    reveal.current = false
    root.scrollIntoView?.({ block: 'start' })
    // The row's header cell names the row (the probill); an empty table's only cell says so.
    const body = root.querySelector('[role="grid"] tbody')
    const first = body?.querySelector<HTMLTableCellElement>('[role="rowheader"]') ?? body?.querySelector<HTMLTableCellElement>('[data-grid-cell]')
    if (first) focusTarget(first).focus({ preventScroll: true })
  }, [answered])
  const showPageEmptyState = Boolean(props.emptyState) && !searchKey.search.trim() && activeFilters.length === 0
  const emptyState = useMemo(
    () =>
      failed ? null : query.isPending ? (
        <Status>
          <Spinner size="sm" isDecorative />
          {t`Loading...`}
        </Status>
      ) : showPageEmptyState ? (
        props.emptyState
      ) : (
        <EmptyState headingLevel={3} title={t`No records found`} description={t`Change the search to see more rows.`} />
      ),
    [failed, query.isPending, showPageEmptyState, props.emptyState, t],
  )
  const rowKey = useCallback((row: GridRow) => String(row[props.rowKey]), [props.rowKey])
  const onSelectionChange = useLatestCallback((keys: Selection) => {
    setSelected(keys)
    // Select all takes the rows shown: the page, as the check box in the header says.
    props.onSelectionChange?.(
      keys === 'all' ? [...rows] : [...keys].map((key) => rowsById.get(String(key))).filter((row): row is GridRow => Boolean(row)),
    )
  })
  const onToggleExpanded = useCallback(
    (key: string) =>
      setExpanded((current) => {
        const next = new Set(current)
        if (next.has(key)) next.delete(key)
        else next.add(key)
        return next
      }),
    [],
  )
  const onAction = useLatestCallback((name: string, row: GridRow) => props.onEvent?.(name, row))

  return (
    <Root ref={rootRef} aria-label={props.title} data-fullscreen={fullscreen}>
      <Toolbar role="toolbar" aria-label={t`${props.title} tools`}>
        {mode !== 'disabled' && (
          <GridSearch className="search" label={t`Search`} initial={start.search} onSearch={onSearch} />
        )}
        {props.searchMode !== 'disabled' && (
          <Button
            icon={<Filter />}
            aria-expanded={showAdvanced}
            aria-controls={showAdvanced ? advancedId : undefined}
            variant={activeFilters.length ? 'primary' : 'secondary'}
            onPress={() => setShowAdvanced((open) => !open)}
          >
            {activeFilters.length ? t`Advanced search (${activeFilters.length})` : t`Advanced search`}
          </Button>
        )}
        <span className="spacer" />
        {savingCount > 0 && (
          <Status>
            <Spinner size="sm" isDecorative />
            {t`Saving...`}
          </Status>
        )}
        {props.add && (
          <Button variant="primary" icon={<Plus />} onPress={pressAdd}>
            {props.add.label ?? t`Add`}
          </Button>
        )}
        <ToolButton label={t`Refresh`} icon={ICONS.refresh} onPress={pressRefresh} />
        {props.exportable && (
          <ExportMenu
            client={client}
            cmid={cmid}
            path={path}
            title={props.title}
            count={count}
            params={exportParams}
            googleSheet={data?.exports?.google_sheet === true}
          />
        )}
        {props.pushReport && <ToolButton label={t`Push report`} icon={ICONS.push} onPress={pressPushReport} />}
        {props.preferences !== false && (
          <ToolButton label={t`Table preferences`} icon={ICONS.preferences} onPress={pressPreferences} />
        )}
        <ToolButton
          label={fullscreen ? t`Exit full screen` : t`Full screen`}
          icon={fullscreen ? ICONS.exitFullscreen : ICONS.fullscreen}
          aria-pressed={fullscreen}
          onPress={pressFullscreen}
        />
      </Toolbar>
      {showAdvanced &&
        (AdvancedSearch ? (
          <AdvancedSearch id={advancedId} columns={allColumns} filters={filters} onChange={onFiltersChange} />
        ) : (
          <Spinner size="sm" label={t`Loading...`} />
        ))}
      <Announcer text={announcement} />
      {failed ? (
        <ErrorState
          title={t`The rows could not be loaded`}
          message={query.error instanceof Error ? query.error.message : t`Something went wrong.`}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
          headingLevel={3}
        />
      ) : visibleColumns.length === 0 ? (
        emptyState
      ) : (
        <GridTable
          label={props.title}
          columns={visibleColumns}
          rows={rows}
          rowKey={rowKey}
          separator={separator}
          sort={sort}
          onSortChange={onSortChange}
          selectionMode={selectionMode}
          selectedKeys={selected}
          onSelectionChange={onSelectionChange}
          expandable={Boolean(props.renderExpanded)}
          expandedKeys={expanded}
          onToggleExpanded={onToggleExpanded}
          renderExpanded={props.renderExpanded}
          emptyState={emptyState}
          onAction={onAction}
          edits={edits}
          onEdit={onEdit}
          canEdit={canEditCell}
        />
      )}
      <GridPagination
        aria-label={t`${props.title} pages`}
        page={page}
        pageSize={pageSize}
        totalItems={count}
        onPageChange={setPage}
        onPageSizeChange={onPageSizeChange}
      />
      {dialog === 'preferences' && PreferencesDialog && (
        <PreferencesDialog
          client={client}
          api={path}
          cmid={cmid}
          signedIn={signedIn}
          columns={allColumns}
          current={{
            record: pageSize,
            sep: separator,
            order,
            hidden: Object.keys(hidden).filter((name) => hidden[name] === false),
          }}
          onSaved={(pref) => {
            applyPreference(pref)
            queryClient.setQueryData(gridKeys.preference(path, cmid), { ...pref, saved: true })
          }}
          onReset={() => {
            const next = reset + 1
            applyCacheRules({ reset: next, pageSize: DEFAULT_ROWS_PER_PAGE })
            setReset(next)
            setPageSize(DEFAULT_ROWS_PER_PAGE)
            setPage(1)
            setSeparator(DEFAULT_SEPARATOR)
            setOrder(null)
            setHidden(null)
            queryClient.removeQueries({ queryKey: gridKeys.preference(path, cmid) })
          }}
          onClose={closeDialog}
        />
      )}
      {dialog === 'pushreport' && PushReportDialog && (
        <PushReportDialog
          client={client}
          apiPath={path}
          cmid={cmid}
          title={props.title}
          user={props.user ?? null}
          params={searchParams({ sort, search: searchKey.search, filters: activeFilters, extra: fixedParams, columns: allColumns })}
          onClose={closeDialog}
        />
      )}
    </Root>
  )
}
