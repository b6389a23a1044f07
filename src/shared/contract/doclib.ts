import * as v from 'valibot'
import { PDF_LIMITS } from '../constants/business'
import { fieldMessages, maxLength, message, pageRange, plainText } from '../validation'
import { emailEntries, emailSentSchema, uniqueAcrossLists } from './email'
import { looseText, optionalText, segment, text } from './fields'
import { columnSchema, flag, id, jsonField, listQuery, listResponse } from './schemas'
import { endpoint } from './types'

// Every library call names its menu id (path parameter, else the cmid header), which must be one of
// the current group's; the server then checks the entry belongs to that library and, for customers,
// to their own customer account.
const lib = { cmid: true } as const

/** Output formats of the document wizard (document 2 section 9). */
export const SPLIT_OUTPUTS = ['pdf', 'tiff', 'jpeg'] as const

/** Longest metadata value. */
const METADATA_VALUE_MAX = 500

/** Attachments are capped at 25 MB each (document 2 sections 5.2 and 9). */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024

/** Document 2 section 3, "Attachment"; dates are UTC ISO instants. */
export const attachmentSchema = v.object({
  id: v.string(),
  filename: v.string(),
  uploadBy: v.string(),
  uploadDate: v.string(),
  /** A data: URL of at most 200x160, or a generic file icon (SVG) when nothing can be drawn. */
  thumbnails: v.string(),
  current_status: v.picklist(['ready', 'deleting']),
  content_type: v.string(),
  size: v.number(),
  /** Pages of a PDF; null for other files. */
  pages: v.nullable(v.number()),
})

export type Attachment = v.InferOutput<typeof attachmentSchema>

/** One output of the document wizard (document 2 section 3, "Upload parameters"). */
export const splitEntrySchema = v.object({
  pdfname: text(120),
  pdfoutput: v.picklist(SPLIT_OUTPUTS),
  /**
   * The pages to keep (document 2 section 3: all or custom). Absent, blank or 'all' keeps every page
   * ('all' is read as blank); anything else follows the page-range rule.
   */
  pdfpages: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      maxLength(500),
      v.transform((pages) => (pages.toLowerCase() === 'all' ? '' : pages)),
      pageRange(),
    ),
  ),
  pdfadditional: v.optional(v.union([v.record(looseText(100), v.unknown()), looseText(2000), v.null()])),
})

/** The wizard's entries of one upload, applied to each PDF uploaded. */
export const splitEntries = v.pipe(
  v.array(splitEntrySchema),
  v.maxLength(PDF_LIMITS.maxEntries, message(fieldMessages.maxEntries, { max: PDF_LIMITS.maxEntries })),
)

export type SplitEntry = v.InferOutput<typeof splitEntrySchema>

export const metadataFieldSchema = v.object({
  tag: v.string(),
  label: v.string(),
  type: v.picklist(['string', 'date', 'number', 'select']),
  required: v.boolean(),
  maxlength: v.nullable(v.number()),
  options: v.array(v.string()),
})

/** configs/{cmid}: how the page shows one library. */
export const libraryConfigSchema = v.object({
  cmid: v.string(),
  title: v.string(),
  conn: v.string(),
  doctype: v.string(),
  columns: v.array(columnSchema),
  /** What the signed-in user may do here. */
  actions: v.object({
    add: v.boolean(),
    edit: v.boolean(),
    delete: v.boolean(),
    upload: v.boolean(),
    email: v.boolean(),
    download: v.boolean(),
  }),
  metadata: v.array(metadataFieldSchema),
  /** Document 2 section 9, "Default split options". */
  wizard: v.object({
    output: v.boolean(),
    pages: v.boolean(),
    name: v.boolean(),
    splitAll: v.boolean(),
    outputs: v.array(v.picklist(SPLIT_OUTPUTS)),
    accept: v.string(),
    maxFileSize: v.number(),
  }),
})

export const libraryEntrySchema = v.object({
  dlref: v.number(),
  title: v.string(),
  reference: v.nullable(v.string()),
  cust: v.nullable(v.string()),
  description: v.nullable(v.string()),
  documents: v.number(),
  created_by: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  /** Metadata values by tag. */
  metadata: v.record(v.string(), v.string()),
})

export const libraryEntryBody = v.object({
  title: text(200),
  reference: optionalText(60),
  /** The customer account the entry belongs to; staff only (a customer's entries are their own). */
  cust: optionalText(20),
  description: optionalText(2000),
  metadata: v.optional(jsonField(v.record(segment(), looseText(METADATA_VALUE_MAX))), {}),
})

export const metadataRowSchema = v.object({
  mdref: v.number(),
  dlref: v.number(),
  tag: v.string(),
  label: v.string(),
  value: v.string(),
})

const dlrefQuery = v.object({ dlref: id })
const libraryParams = v.object({ conn: segment(), cmid: segment() })
const entryParams = v.object({ conn: segment(), cmid: segment(), dlref: id })
const documentParams = v.object({ doctype: segment(), id })
const fileId = v.pipe(v.string(), v.uuid())
const fileQuery = v.object({ file: fileId, thumbnail: v.optional(flag, false) })
const metadataValue = v.pipe(v.string(), v.trim(), maxLength(METADATA_VALUE_MAX), plainText())

/** Document 1 section 7, "Document library (doclib)". */
export const doclib = {
  configs: endpoint({
    method: 'GET',
    path: 'doclib/configs/{cmid}',
    access: lib,
    params: v.object({ cmid: segment() }),
    response: libraryConfigSchema,
    implemented: true,
  }),
  metadataConfigs: endpoint({
    method: 'GET',
    path: 'doclib/metadata_configs/{cmid}/{dlref}/{tag}',
    access: lib,
    params: v.object({ cmid: segment(), dlref: id, tag: segment() }),
    response: v.object({
      ...metadataFieldSchema.entries,
      mdref: v.nullable(v.number()),
      value: v.nullable(v.string()),
    }),
    implemented: true,
  }),
  libraryList: endpoint({
    method: 'GET',
    path: 'doclib/library/{conn}/{cmid}',
    access: lib,
    params: libraryParams,
    query: listQuery,
    response: listResponse(libraryEntrySchema),
    implemented: true,
  }),
  libraryCreate: endpoint({
    method: 'POST',
    path: 'doclib/library/{conn}/{cmid}',
    access: lib,
    params: libraryParams,
    body: libraryEntryBody,
    response: libraryEntrySchema,
    implemented: true,
  }),
  libraryRead: endpoint({
    method: 'GET',
    path: 'doclib/library/{conn}/{cmid}/{dlref}',
    access: lib,
    params: entryParams,
    response: v.object({ ...libraryEntrySchema.entries, attachments: v.array(attachmentSchema) }),
    implemented: true,
  }),
  libraryUpdate: endpoint({
    method: 'PUT',
    path: 'doclib/library/{conn}/{cmid}/{dlref}',
    access: lib,
    params: entryParams,
    body: libraryEntryBody,
    response: libraryEntrySchema,
    implemented: true,
  }),
  libraryDelete: endpoint({
    method: 'DELETE',
    path: 'doclib/library/{conn}/{cmid}/{dlref}',
    access: lib,
    params: entryParams,
    implemented: true,
  }),
  /** The libraries of the current group with the caller's entry counts (a customer counts their own). */
  customerLibrary: endpoint({
    method: 'GET',
    path: 'doclib/customer_library',
    access: lib,
    response: v.object({
      results: v.array(
        v.object({ cmid: v.string(), title: v.string(), doctype: v.string(), conn: v.string(), count: v.number() }),
      ),
      count: v.number(),
    }),
    implemented: true,
  }),
  /** Customer accounts an entry can belong to: every account for staff, one's own for a customer. */
  customers: endpoint({
    method: 'GET',
    path: 'doclib/customers',
    access: lib,
    query: v.object({ search: v.optional(looseText(200), '') }),
    response: v.object({ results: v.array(v.object({ cust: v.string(), name: v.string() })), count: v.number() }),
    implemented: true,
  }),
  metadataList: endpoint({
    method: 'GET',
    path: 'doclib/metadata',
    access: lib,
    query: dlrefQuery,
    response: v.object({ results: v.array(metadataRowSchema), count: v.number() }),
    implemented: true,
  }),
  metadataCreate: endpoint({
    method: 'POST',
    path: 'doclib/metadata',
    access: lib,
    body: v.object({ dlref: id, tag: text(40), value: metadataValue }),
    response: metadataRowSchema,
    implemented: true,
  }),
  metadataRead: endpoint({
    method: 'GET',
    path: 'doclib/metadata/{mdref}',
    access: lib,
    params: v.object({ mdref: id }),
    response: metadataRowSchema,
    implemented: true,
  }),
  metadataUpdate: endpoint({
    method: 'PUT',
    path: 'doclib/metadata/{mdref}',
    access: lib,
    params: v.object({ mdref: id }),
    body: v.object({ value: metadataValue }),
    response: metadataRowSchema,
    implemented: true,
  }),
  metadataDelete: endpoint({
    method: 'DELETE',
    path: 'doclib/metadata/{mdref}',
    access: lib,
    params: v.object({ mdref: id }),
    implemented: true,
  }),
  /** The e-mail form prefilled for an entry, with the documents that will be attached. */
  emailRead: endpoint({
    method: 'GET',
    path: 'doclib/email',
    access: lib,
    query: dlrefQuery,
    response: v.object({
      subject: v.string(),
      content: v.string(),
      to: v.array(v.string()),
      cc: v.array(v.string()),
      bcc: v.array(v.string()),
      attachments: v.array(v.object({ id: v.string(), filename: v.string(), size: v.number() })),
    }),
    implemented: true,
  }),
  /** E-mails an entry's documents (all of them, or the ids in `files`). */
  emailSend: endpoint({
    method: 'POST',
    path: 'doclib/email',
    access: lib,
    body: v.pipe(
      v.object({
        ...emailEntries,
        dlref: id,
        files: v.optional(jsonField(v.pipe(v.array(fileId), v.maxLength(1000)))),
      }),
      uniqueAcrossLists(),
    ),
    response: emailSentSchema,
    implemented: true,
  }),
  /** The entry's first document, as an attachment download. */
  downloadFirst: endpoint({
    method: 'GET',
    path: 'doclib/download/{conn}/{cmid}/{dlref}/firstdoc',
    access: lib,
    params: entryParams,
    implemented: true,
  }),
  /** Every document of the entry in one zip, streamed. */
  downloadAll: endpoint({
    method: 'GET',
    path: 'doclib/download/{conn}/{cmid}/{dlref}/alldoc',
    access: lib,
    params: entryParams,
    implemented: true,
  }),
  /**
   * Multipart upload to an entry: fields `dlref`, one or more `file` parts, and for the document
   * wizard `params`, a JSON list of split entries applied to each PDF uploaded.
   */
  documentsCreate: endpoint({
    method: 'POST',
    path: 'doclib/documents',
    access: lib,
    upload: true,
    body: v.object({ dlref: id, params: v.optional(jsonField(splitEntries)) }),
    response: v.object({ uploaded: v.array(attachmentSchema) }),
    implemented: true,
  }),
  /** The attachment list of an entry (listUrl: `doclib/documents?dlref={dlref}`). */
  documentsList: endpoint({
    method: 'GET',
    path: 'doclib/documents',
    access: lib,
    query: dlrefQuery,
    response: v.array(attachmentSchema),
    implemented: true,
  }),
  /** getUrl `doclib/documents/{doctype}/{dlref}?file={id}`; `&thumbnail=1` gives the thumbnail image. */
  documentRead: endpoint({
    method: 'GET',
    path: 'doclib/documents/{doctype}/{id}',
    access: lib,
    params: documentParams,
    query: fileQuery,
    implemented: true,
  }),
  /** deleteUrl `doclib/documents/{doctype}/{dlref}?file={id}`; answers 204. */
  documentDelete: endpoint({
    method: 'DELETE',
    path: 'doclib/documents/{doctype}/{id}',
    access: lib,
    params: documentParams,
    query: v.object({ file: fileId }),
    implemented: true,
  }),
} as const
