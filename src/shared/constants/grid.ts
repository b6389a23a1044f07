// Data grid and input constants (document 1 section 9, document 2 sections 2, 5 and 9).

/** Rows per page when the user has no preference. */
export const DEFAULT_ROWS_PER_PAGE: RowsPerPage = 20
/** Rows-per-page choices. */
export const ROWS_PER_PAGE_OPTIONS = [5, 10, 20, 50, 100] as const
export type RowsPerPage = (typeof ROWS_PER_PAGE_OPTIONS)[number]
/** Pagination shows at most this many page numbers, with the boundary numbers. */
export const MAX_PAGE_NUMBERS = 10
/** A grid sorts by at most this many columns (Shift adds one). */
export const MAX_SORT_KEYS = 3
/** Column reorder steps in the preferences dialog. */
export const COLUMN_REORDER_STEPS = [1, 3] as const
/** Table separator styles; the first is the default. */
export const SEPARATORS = ['horizontal', 'vertical', 'cell', 'none'] as const
export type Separator = (typeof SEPARATORS)[number]
/** The default separator. */
export const DEFAULT_SEPARATOR: Separator = 'horizontal'
/** The only table view saved with preferences. */
export const TABLE_VIEW = 'T'
/** A table api key and an export key start with this. */
export const TABLE_API_PREFIX = 'GET '

/** Selection modes of the grid. */
export const SELECTION_MODES = ['none', 'single', 'multiple'] as const
export type SelectionMode = (typeof SELECTION_MODES)[number]
/** Search modes of the grid. */
export const SEARCH_MODES = ['disabled', 'basic', 'advanced'] as const
export type SearchMode = (typeof SEARCH_MODES)[number]
/** Column search types. */
export const COLUMN_SEARCH_TYPES = ['text', 'one-of', 'date-range', 'yes-no'] as const
export type ColumnSearchType = (typeof COLUMN_SEARCH_TYPES)[number]
/** Query parameter of the generic search (column=text pairs joined by a pipe). */
export const GENERIC_SEARCH_PARAM = 'mttable_generic_search'

/** Filter suffixes sent to list endpoints; a trailing ! negates the text ones. */
export const FILTER_SUFFIXES = {
  contains: '__icontains',
  is: '__iexact',
  startsWith: '__istartswith',
  endsWith: '__iendswith',
  greaterThan: '__gt',
  greaterOrEqual: '__gte',
  lessThan: '__lt',
  lessOrEqual: '__lte',
  dateRange: '__daterange',
} as const
/** Appended to a text filter suffix to negate it ('__icontains!'). */
export const FILTER_NEGATION = '!'
export type FilterSuffix = (typeof FILTER_SUFFIXES)[keyof typeof FILTER_SUFFIXES]

/** Date range presets of the column search, plus custom start and end dates. */
export const DATE_RANGE_PRESETS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_year',
  'this_year_to_date',
  'last_year',
  'last_year_to_date',
  'custom',
] as const
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number]

/** Grid download formats. */
export const GRID_DOWNLOAD_FORMATS = ['Google Sheet', 'CSV', 'XLSX', 'PDF', 'XML', 'JSON'] as const
export type GridDownloadFormat = (typeof GRID_DOWNLOAD_FORMATS)[number]

/** Cell display types of column definitions. */
export const CELL_DISPLAY_TYPES = [
  'action',
  'boolean',
  'duration',
  'time',
  'time_hhmm',
  'datetime',
  'date',
  'email',
  'img-link',
  'link',
  'number',
  'decimal',
  'phone',
  'html',
  'icon',
  'img',
  'string',
] as const
export type CellDisplayType = (typeof CELL_DISPLAY_TYPES)[number]

/** Debounces (ms). */
export const DEBOUNCE_MS = { search: 500, editableField: 1_000, addButton: 300, scroll: 750 } as const
/** Sign-on status polling (ms). */
export const STATUS_POLL_INTERVAL_MS = 3_000
/** Tooltip delay (ms). */
export const TOOLTIP_DELAY_MS = 600
/** Tooltip maximum width. */
export const TOOLTIP_MAX_WIDTH = '30em'
/** Loading spinner size (px). */
export const SPINNER_SIZE = 250

/** Date masks: date, date-time with and without seconds, time with and without seconds. */
export const DATE_MASKS = {
  date: 'YYYY-MM-DD',
  dateTime: 'YYYY-MM-DD HH:mm',
  dateTimeSeconds: 'YYYY-MM-DD HH:mm:ss',
  time: 'HH:mm',
  timeSeconds: 'HH:mm:ss',
} as const

/** Push report output types; PDF is the default. */
export const PUSH_REPORT_OUTPUT_TYPES = ['PDF', 'CSV', 'XLSX', 'XML', 'JSON'] as const
export type PushReportOutputType = (typeof PUSH_REPORT_OUTPUT_TYPES)[number]
/** The default push report output type. */
export const DEFAULT_PUSH_REPORT_OUTPUT_TYPE: PushReportOutputType = 'PDF'
/** The push report dialog's minimum width (px). */
export const PUSH_REPORT_DIALOG_MIN_WIDTH = 300

/** PDF viewer zoom factor per click, starting at 100%. */
export const ZOOM_STEP = 1.25
/** Rotation per click (degrees). */
export const ROTATION_STEP = 90
/** Largest attachment card thumbnail (px). */
export const ATTACHMENT_THUMBNAIL = { width: 200, height: 160 } as const
/** Image field thumbnail (px). */
export const IMAGE_FIELD_THUMBNAIL = { width: 30, height: 30 } as const
/** Rich-text editor minimum height. */
export const RICH_TEXT_MIN_HEIGHT = '10rem'

/** Default phone input mask. */
export const PHONE_MASK = '### ### - ####'
/** Default currency prefix. */
export const CURRENCY_PREFIX = '$'
/** Default accept filter of the document wizard. */
export const UPLOAD_ACCEPT = '.pdf, image/*'
/** Attachment size cap (bytes): 25 MB. */
export const ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024
/** Split-document output formats. */
export const SPLIT_OUTPUT_FORMATS = ['pdf', 'tiff', 'jpeg'] as const
export type SplitOutputFormat = (typeof SPLIT_OUTPUT_FORMATS)[number]
/** Split-document page choices. */
export const SPLIT_PAGE_MODES = ['all', 'custom'] as const
/** Split options enabled by default. */
export const DEFAULT_SPLIT_OPTIONS = { output: true, pages: true, name: true, splitAll: true } as const
/** Document wizard steps, in order (labels live in the catalogs). */
export const WIZARD_STEPS = ['prepare', 'process', 'complete'] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]

/** A value no row holds, sent when text matches no search option: list endpoints answer no rows for it, on any column. */
export const NO_MATCH_SENTINEL = '99999999999999999999'

/** Column limits: 10 added per dialog, 70 per report, 3 sort options, 12 items. */
export const COLUMN_LIMITS = { addPerDialog: 10, perReport: 70, sortOptions: 3, items: 12 } as const
