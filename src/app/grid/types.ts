import type { CellDisplayType, ColumnSearchType } from '@shared/constants'

/** A search option: a plain value, or a label with its value. */
export type SearchOption = string | number | { label: string; value: string | number }

/** What a value of a `map` column shows: an icon name and a colour role. */
export interface CellMapEntry {
  /** A lucide icon name in kebab case ('check-circle'). */
  icon?: string
  /** A semantic colour role: success, danger, warning, info, muted or accent. */
  color?: string
  /** Text for screen readers and the tooltip. */
  label?: string
  /** Drawn as a badge: the label in a pill of the colour's tone, always written out. */
  badge?: boolean
}

/** A column definition with the fields of document 2 section 3. */
export interface GridColumn {
  /** The field sent in filters and sort keys. */
  name: string
  /** The header text. */
  label: string
  /** The row property shown; `name` when absent. */
  field?: string
  /** The cell display type; 'string' when absent. */
  type?: CellDisplayType
  /** Whether the column can be searched; false leaves it out of the generic and advanced search. */
  searchable?: boolean
  /** Values of a one-of search. */
  searchOptions?: readonly SearchOption[]
  /** Whether an edited value is required. */
  required?: boolean
  /**
   * The search type the advanced search starts with ('text' when absent). The client's names
   * (text, one-of, date-range, yes-no) or the server's (`in` for one-of, `daterange`, ...): `searchTypeOf`
   * reads either.
   */
  defaultFilterType?: ColumnSearchType | (string & {})
  /** A grouping label for the preferences dialog. */
  category?: string
  /** An icon name for icon cells. */
  icon?: string
  /** The event an action cell emits. */
  event?: string
  /** The text of an action cell's button. */
  action?: string
  /** A link template; `{field}` placeholders take the row's values. */
  link?: string
  /** The column cannot be sorted. */
  disable?: boolean
  /** Shown unless the user's preferences say otherwise; true when absent. */
  visible?: boolean
  /** The cell is editable. */
  editable?: boolean
  /** The row field that must be truthy ('Y' or true) for the cell to be editable. */
  editCondition?: string
  /** Shown but never editable. */
  readonly?: boolean
  /** Maximum length of an edited value. */
  size?: number
  /** Decimals of a decimal column. */
  decimals?: number
  /** Lowest allowed value of an edited number. */
  'min-value'?: number
  /** Highest allowed value of an edited number. */
  'max-value'?: number
  /** 'start', 'center' or 'end' alignment. */
  style?: string
  /** Value to icon and colour. */
  map?: Record<string, CellMapEntry>
  /** Options of an edited value. */
  selectOptions?: readonly SearchOption[]
  /** Shows a search button in the column's filter. */
  searchButton?: boolean
  /** Searchable only in the advanced search, not in the generic one. */
  additionalSearchable?: boolean
  /** Help shown beside the header. */
  tooltip?: string
  /** A colour role for the cell text. */
  color?: string
  /** The path a cell edit is sent to, instead of the grid's update path. */
  endpoint?: string
  /** Digits after the point for number display. */
  precision?: number
  /** Name of a handler to call when the cell is pressed. */
  cellClick?: string
  /** An extra class on the cell. */
  class?: string
}

/** A row as the list call answers it. */
export type GridRow = Record<string, unknown>

/** The answer of a table api call (document 2 section 3). */
export interface ListResponse<Row extends GridRow = GridRow> {
  results: Row[]
  count: number
  columns?: string[]
  columns_details?: GridColumn[]
  /** What the export call offers on this server; no Google Sheet when left out. */
  exports?: { google_sheet?: boolean }
}

/** Text filter operators; the `not_` ones negate. */
export const TEXT_OPERATORS = [
  'contains',
  'not_contains',
  'is',
  'is_not',
  'starts_with',
  'not_starts_with',
  'ends_with',
  'not_ends_with',
] as const
/** Number comparisons. */
export const NUMBER_OPERATORS = ['gt', 'gte', 'lt', 'lte'] as const
export type TextOperator = (typeof TEXT_OPERATORS)[number]
export type NumberOperator = (typeof NUMBER_OPERATORS)[number]
export type FilterOperator = TextOperator | NumberOperator | 'one_of' | 'date_range' | 'yes_no'

/** One column's advanced search. */
export type ColumnFilter =
  | { column: string; operator: TextOperator | NumberOperator; value: string }
  | { column: string; operator: 'one_of'; values: readonly string[]; text?: string }
  | { column: string; operator: 'date_range'; preset: string; start: string; end: string }
  | { column: string; operator: 'yes_no'; value: 'Y' | 'N' }

/** Sort keys, first wins; `desc` for descending. */
export interface SortKey {
  id: string
  desc: boolean
}
