import { describe, expect, it } from 'vitest'
import * as shared from '@shared/constants'

const constants: Record<string, unknown> & typeof shared = shared

// The figures the spec gives; a change here is a change of product behaviour.
describe('constants from the spec', () => {
  it.each<[keyof typeof shared, unknown]>([
    ['TOKEN_EXPIRY_CHECK_INTERVAL_MS', 300000],
    ['VERSION_POLL_INTERVAL_MS', 600000],
    ['FRONTEND_VERSION', '1.0.6'],
    ['NOTIFICATION_TIMEOUT_MS', 600000],
    ['LOGOUT_THRESHOLD_MS', 5000],
    ['ERROR_TOAST_TIMEOUT_MS', { notFound: 100500, serverError: 1002500 }],
    ['CHUNK_LOAD_TIMEOUT_MS', 120000],
    ['DEFAULT_COMPANY', 'freight'],
    ['DEFAULT_DOCUMENT_TEXT_SIZE', 16],
    ['DEFAULT_ROWS_PER_PAGE', 20],
    ['ROWS_PER_PAGE_OPTIONS', [5, 10, 20, 50, 100]],
    ['MAX_PAGE_NUMBERS', 10],
    ['COLUMN_REORDER_STEPS', [1, 3]],
    ['SEPARATORS', ['horizontal', 'vertical', 'cell', 'none']],
    ['TOOLTIP_DELAY_MS', 600],
    ['TOOLTIP_MAX_WIDTH', '30em'],
    ['SPINNER_SIZE', 250],
    ['DEBOUNCE_MS', { search: 500, editableField: 1000, addButton: 300, scroll: 750 }],
    ['STATUS_POLL_INTERVAL_MS', 3000],
    ['DEFAULT_PUSH_REPORT_OUTPUT_TYPE', 'PDF'],
    ['ZOOM_STEP', 1.25],
    ['ROTATION_STEP', 90],
    ['ATTACHMENT_THUMBNAIL', { width: 200, height: 160 }],
    ['IMAGE_FIELD_THUMBNAIL', { width: 30, height: 30 }],
    ['PHONE_MASK', '### ### - ####'],
    ['CURRENCY_PREFIX', '$'],
    ['UPLOAD_ACCEPT', '.pdf, image/*'],
    ['ATTACHMENT_MAX_BYTES', 26214400],
    ['LIMITED_ACCOUNT_QUOTES', { count: 5, windowHours: 24 }],
    ['PICKUP_MAX_DAYS_AHEAD', 14],
    ['REGION_SEARCH_MAX_DAYS', 7],
    ['REFRESH_MAX_RANGE_DAYS', 10],
    ['MAX_ACCESSORIALS', 4],
    ['RATING', { min: 1, max: 5 }],
    ['ACTIVATION_CODE_LENGTH', 6],
    ['COLUMN_LIMITS', { addPerDialog: 10, perReport: 70, sortOptions: 3, items: 12 }],
    ['CLAIM_STATUSES_WITH_ATTACHMENTS', ['Open', 'In Progress', 'Requires Customer Information']],
    ['LOCKED_REQUEST_STATES', ['Completed', 'Onboarding']],
  ])('%s', (name, value) => {
    expect(constants[name]).toEqual(value)
  })

  it('keeps password expiry and multiple tracing limits', () => {
    expect(constants.PASSWORD).toMatchObject({ minLength: 12, maxLength: 100, expiryMonths: 6, expiryPromptDays: 10 })
    expect(constants.MULTIPLE_TRACING).toMatchObject({ maxNumbers: 50, maxNumberLength: 30 })
  })

  it('lists English and French with their API codes', () => {
    expect(constants.LANGUAGES).toEqual([
      { locale: 'en', code: 'en-us' },
      { locale: 'fr', code: 'fr' },
    ])
  })

  it('offers every download format and filter suffix', () => {
    expect(constants.GRID_DOWNLOAD_FORMATS).toEqual(['Google Sheet', 'CSV', 'XLSX', 'PDF', 'XML', 'JSON'])
    expect(Object.values(constants.FILTER_SUFFIXES)).toEqual([
      '__icontains', '__iexact', '__istartswith', '__iendswith', '__gt', '__gte', '__lt', '__lte', '__daterange',
    ])
    expect(constants.DATE_RANGE_PRESETS).toHaveLength(11)
    expect(constants.CELL_DISPLAY_TYPES).toHaveLength(17)
  })
})
