import * as v from 'valibot'
import { GRID_DOWNLOAD_FORMATS } from '../constants/grid'
import { plainText } from '../validation'
import { looseText, text } from './fields'
import { LIST_TEXT_MAX } from './schemas'
import { emailPayloadSchema, emailSentSchema } from './email'
import { endpoint, planned } from './types'

export const announcementSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** Sanitised HTML written by the company. */
  html: v.string(),
  starts_at: v.string(),
  ends_at: v.nullable(v.string()),
})

/** Longest query string an export or a push report carries. */
const QUERY_PARAMS_MAX = 10_000

/**
 * The export request of document 2 section 3. `api_url` is the table's API path ('shipments',
 * '/api/shipments' or 'GET shipments'); `query_params` is the list's query, as a query string or an
 * object, paging left out.
 */
export const exportRequestSchema = v.object({
  api_url: text(300),
  output_type: v.picklist(GRID_DOWNLOAD_FORMATS),
  query_params: v.optional(
    v.union([
      looseText(QUERY_PARAMS_MAX),
      v.record(looseText(200), v.union([looseText(LIST_TEXT_MAX), v.pipe(v.number(), v.finite())])),
    ]),
    '',
  ),
  title: text(100),
  /** IANA time zone of the browser, for the export's time stamp. */
  timezone: v.optional(v.pipe(v.string(), v.maxLength(64), plainText()), 'UTC'),
  browser_url: v.optional(v.pipe(v.string(), v.maxLength(2000), plainText())),
})

/** Document 1 section 7, "General". */
export const general = {
  version: endpoint({
    method: 'GET',
    path: 'version',
    access: 'public',
    silent: true,
    passive: true,
    response: v.object({ version: v.string() }),
    implemented: true,
  }),
  /**
   * Streams the table's rows as a file (CSV, XLSX, PDF, XML, JSON) with Content-Disposition; a failure
   * once the file is on its way ends the answer as failed. A 'Google Sheet' answers `{ url }` of the new
   * sheet, 503 at once when the server has no credentials (a list answer's `exports.google_sheet` says so
   * beforehand), or 502 saying what failed when Google does. Silent: the grid's export menu tells each
   * outcome itself (document 2 section 8).
   */
  export: endpoint({
    method: 'POST',
    path: 'export',
    access: 'auth',
    silent: true,
    /** Reading rows out changes nothing: an auditor viewing as another user may export them. */
    impersonation: true,
    body: exportRequestSchema,
    implemented: true,
  }),
  announcementsHome: endpoint({
    method: 'GET',
    path: 'announcements/home',
    access: 'auth',
    response: v.object({ results: v.array(announcementSchema), count: v.number() }),
    implemented: true,
  }),
  customersSearch: planned('GET', 'customers/search', { staff: true }),
  getEtaNew: planned('POST', 'utils/GETETANEW', 'auth'),
  /** The e-mail form (document 2 section 2.4); recorded in the e-mail history, sent when SMTP is set. */
  emailSend: endpoint({
    method: 'POST',
    path: 'email/send',
    access: 'auth',
    body: emailPayloadSchema,
    response: emailSentSchema,
    implemented: true,
  }),
  /** The API documents anyone may read (terms of use, the call reference), in the request's language. */
  apiDocumentsList: endpoint({
    method: 'GET',
    path: 'api_documents/list',
    access: 'public',
    response: v.array(v.object({ path: v.string(), name: v.string(), html: v.string() })),
    implemented: true,
  }),
} as const
