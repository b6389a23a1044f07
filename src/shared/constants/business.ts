// Business limits (document 2 sections 5.6 and 9).

/** Password rules and expiry. */
export const PASSWORD = {
  minLength: 12,
  maxLength: 100,
  expiryMonths: 6,
  expiryPromptDays: 10,
} as const

/** Security questions: how many, how long, and the word lengths of an answer. */
export const SECURITY_QUESTIONS = {
  minCount: 3,
  // The spec rejects a "too long" question or answer without a figure; 100 matches the password cap.
  maxLength: 100,
  minSingleWordLength: 4,
  minWordLength: 3,
  // Runs such as 'aaaa', '1234' or 'abcd' count as a pattern from this length.
  patternRun: 4,
} as const

/** A limited account may request this many quotes per rolling day. */
export const LIMITED_ACCOUNT_QUOTES = { count: 5, windowHours: 24 } as const
/** Pickups can be booked up to this many days ahead. */
export const PICKUP_MAX_DAYS_AHEAD = 14
/** Expiry dates can be set up to this many years ahead. */
export const EXPIRY_MAX_YEARS_AHEAD = 1
/** Multiple tracing: how many numbers, and how long each. */
export const MULTIPLE_TRACING = { maxNumbers: 50, maxNumberLength: 30, separator: ',' } as const
/** Region searches span at most this many days. */
export const REGION_SEARCH_MAX_DAYS = 7
/** Data refresh is allowed only for ranges shorter than this many days. */
export const REFRESH_MAX_RANGE_DAYS = 10
/** At most this many accessorials per shipment. */
export const MAX_ACCESSORIALS = 4
/** Star ratings. */
export const RATING = { min: 1, max: 5 } as const
/** Account activation codes have this many digits. */
export const ACTIVATION_CODE_LENGTH = 6
/** Identifier lengths. */
export const IDENTIFIER_LENGTHS = { probill: 10, phone: 10, provinceState: 2 } as const
/** Special delivery and pickup instructions. */
export const SPECIAL_INSTRUCTIONS_MAX_LENGTH = 27
/** Hours fields cannot exceed this value. */
export const MAX_HOURS_VALUE = 24
/** A start date closer than this many days gets a warning. */
export const START_DATE_WARNING_DAYS = 3

/** Regular delivery hours; outside them is off-hour delivery, arranged a day ahead. */
export const DELIVERY_HOURS = { start: '07:00', end: '19:00', offHourNoticeHours: 24 } as const
/** Freight dimension limits. */
export const FREIGHT_LIMITS = {
  heightInches: [102, 96],
  lengthFeet: 53,
  lengthMetres: 16,
  weightDigits: [5, 7],
  totalCubicFeet: 3394,
  trailerFeet: 53,
} as const

/** A whitelist IP change takes up to this long (minutes). */
export const WHITELIST_IP_CHANGE_MINUTES = 10
/** Guaranteed service delivery times. */
export const SERVICE_GUARANTEES = ['12:00', '16:00'] as const
/** A part unused this long goes back to its origin terminal (days). */
export const UNUSED_PART_RETURN_DAYS = 90
/** Both declared-value readings of the dictionaries (dollars per pound). */
export const DECLARED_VALUE_PER_POUND = { limit: 5, valuationChargeAbove: 2 } as const
/** Free storage after a dock pickup (hours). */
export const DOCK_PICKUP_FREE_STORAGE_HOURS = 24
/** Quote answers arrive within this many minutes during business hours (Eastern). */
export const QUOTE_RESPONSE = { minutes: 20, from: '08:00', to: '19:00', timeZone: 'America/Toronto' } as const
/** Repair invoices are capped at this many dollars per hour. */
export const REPAIR_INVOICE_HOURLY_CAP = 80
/** Queue wait choices (days). */
export const QUEUE_WAIT_CHOICES = ['1-7', '8-14', '14+'] as const
/** A configuration test may take this long (s). */
export const CONFIGURATION_TEST_SECONDS = 60
/** Payment terms. */
export const PAYMENT_TERMS = { netDays: 30, monthlyInterestPercent: 2, yearlyInterestPercent: 24 } as const
/** Reports are sent by 12:30 Eastern, Monday to Friday. */
export const REPORT_CUTOFF = { time: '12:30', timeZone: 'America/Toronto', days: [1, 2, 3, 4, 5] } as const
/** Report frequencies. */
export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const
/** A feature request is old after this many months. */
export const FEATURE_REQUEST_AGE_MONTHS = 6

/** Stored file names are cut to this many characters, keeping their extension. */
export const MAX_FILE_NAME_LENGTH = 255

/** Limits of the work done on PDFs: the document wizard's split, page counts and drawn pages. */
export const PDF_LIMITS = {
  /** Pages of a PDF the wizard splits. */
  maxPages: 500,
  /** Entries of one wizard request. */
  maxEntries: 50,
  /** Pages drawn as images (JPEG files and TIFF pages) by one request. */
  maxImages: 500,
  /** Files one request stores. */
  maxOutputs: 500,
  /** A drawn page is scaled down to at most this many pixels... */
  maxPixels: 25_000_000,
  /** ...and to at most this many on its longer side. */
  maxSide: 16_384,
  /** Time one request may spend on PDF work (ms), waiting for a free worker included. */
  timeBudgetMs: 60_000,
  /** PDF jobs running at once in one server process; others wait their turn. */
  concurrency: 2,
  /** Heap of a PDF worker (MB): a document that needs more is refused. */
  workerHeapMb: 512,
} as const

/** Upload scratch files untouched this long (ms) belong to no running upload and are removed. */
export const SCRATCH_MAX_AGE_MS = 10 * 60_000
