import * as v from 'valibot'
import { DOCUMENT_TEXT_SIZES, MANUAL_LIMITS } from '../constants'
import { maxValue, message, minValue, searchMessages } from '../validation'
import { text } from './fields'
import { appConfigSchema, gridListQuery, id, idParams, integer, langSchema, listResponse, MAX_OFFSET } from './schemas'
import { endpoint } from './types'

// Document 1 section 7, "Manual, user side": reading the quality manual. Every call is open to a
// signed-in user; each document is then checked against the reader: customers read only documents
// published for everyone (403 for a staff-only one), nobody reads a draft (404 like an unknown id).

/** A document as other answers name it; `document_path` is its page under /{company}/pages/. */
export const documentRefSchema = v.object({
  id: v.number(),
  /** The controlled number, such as QP-001. */
  number: v.nullable(v.string()),
  title: v.string(),
  document_path: v.string(),
})

export type DocumentRef = v.InferOutput<typeof documentRefSchema>

/** Document 1 section 3, "Document tree node", with the node's title in the documents' language. */
export interface TocNode {
  id: number
  title: string
  number: string | null
  /** A document's page under /{company}/pages/ (user/document/{id}); null for a section. */
  document_path: string | null
  /** True for a document, false for a section. */
  is_page: boolean
  children: TocNode[]
}

export const tocNodeSchema: v.GenericSchema<TocNode> = v.object({
  id: v.number(),
  title: v.string(),
  number: v.nullable(v.string()),
  document_path: v.nullable(v.string()),
  is_page: v.boolean(),
  children: v.array(v.lazy(() => tocNodeSchema)),
})

/** A piece of highlighted text: `match` marks the words that matched the search. Render as text. */
export const textPartSchema = v.object({ text: v.string(), match: v.boolean() })

export type TextPart = v.InferOutput<typeof textPartSchema>

const named = v.object({ id: v.number(), code: v.string(), name: v.string() })

export const manualDocumentSchema = v.object({
  ...documentRefSchema.entries,
  /** The language of the text served: the reader's documents' language, else the one it exists in. */
  language: langSchema,
  available_languages: v.array(langSchema),
  revision: v.number(),
  /** The revision asked readers to read the document again. */
  significant: v.boolean(),
  /** What the revision changed. */
  summary: v.nullable(v.string()),
  /** YYYY-MM-DD. */
  effective_date: v.nullable(v.string()),
  owner: v.nullable(v.object({ username: v.string(), name: v.string() })),
  process_category: v.nullable(named),
  tags: v.array(named),
  audience: v.picklist(['staff', 'all']),
  /** Sanitised HTML. */
  body: v.string(),
  /** The sections above the document, from the top (breadcrumbs). */
  path: v.array(v.object({ id: v.number(), title: v.string() })),
  attachments: v.array(
    v.object({
      /** The file's id, for `qpm/user/document/{id}/file/{file}`. */
      id: v.string(),
      filename: v.string(),
      title: v.string(),
      content_type: v.string(),
      size: v.number(),
      pages: v.nullable(v.number()),
    }),
  ),
  /** The documents before and after this one in the table of contents. */
  previous: v.nullable(documentRefSchema),
  next: v.nullable(documentRefSchema),
  bookmarked: v.boolean(),
  /** Set while the document is a required reading the reader has not acknowledged. */
  required_reading: v.nullable(v.object({ due_date: v.string(), overdue: v.boolean() })),
  /** When the reader acknowledged the revision in force (ISO instant), or null. */
  acknowledged_at: v.nullable(v.string()),
})

export type ManualDocument = v.InferOutput<typeof manualDocumentSchema>

/** A required reading waiting for the reader. */
export const pendingReadingSchema = v.object({
  ...documentRefSchema.entries,
  /** The title of the section the document is in. */
  section: v.nullable(v.string()),
  revision: v.number(),
  effective_date: v.nullable(v.string()),
  /** YYYY-MM-DD. */
  due_date: v.string(),
  overdue: v.boolean(),
})

/** A required reading the reader acknowledged (for the revision now in force). */
export const acknowledgedReadingSchema = v.object({
  ...documentRefSchema.entries,
  section: v.nullable(v.string()),
  /** The revision acknowledged, in the language read. */
  revision: v.number(),
  language: langSchema,
  /** ISO instant. */
  read_at: v.string(),
})

export const requiredReadingsSchema = v.object({
  language: langSchema,
  /** Pending, most urgent first (the earliest due date; overdue ones are the earliest). */
  required_readings: v.array(pendingReadingSchema),
  /** Acknowledged, the latest first. */
  documents: v.array(acknowledgedReadingSchema),
  /** The ids of the pending documents. */
  nodes_to_read: v.array(v.number()),
})

export const acknowledgementSchema = v.object({
  id: v.number(),
  revision: v.number(),
  language: langSchema,
  read_at: v.string(),
  /** SHA-256 of the language, title and body read. */
  content_hash: v.string(),
  nodes_to_read: v.array(v.number()),
})

export const manualSettingsSchema = v.object({
  /** Text size of documents (px). */
  text_size: v.number(),
  /** The documents' language, independent of the interface's. */
  language: langSchema,
})

const textSize = v.pipe(integer, minValue(DOCUMENT_TEXT_SIZES.min), maxValue(DOCUMENT_TEXT_SIZES.max))

export const bookmarkRowSchema = v.object({
  ...documentRefSchema.entries,
  section: v.nullable(v.string()),
  /** ISO instant. */
  bookmarked_at: v.string(),
})

export const indexEntrySchema = v.object({
  term: v.string(),
  /** The entry's letter: its first character, upper case and without accent. */
  letter: v.string(),
  /** An index keyword of documents, or a tag. */
  kind: v.picklist(['keyword', 'tag']),
  documents: v.array(documentRefSchema),
})

export const searchResultSchema = v.object({
  ...documentRefSchema.entries,
  title_highlight: v.array(textPartSchema),
  /** Passages of the text around the matching words. */
  snippet: v.array(textPartSchema),
  section: v.nullable(v.string()),
  revision: v.number(),
  effective_date: v.nullable(v.string()),
  rank: v.number(),
})

/** The search text: websearch syntax ("a phrase", -excluded, or). */
const searchText = v.pipe(
  text(MANUAL_LIMITS.searchMaxLength),
  v.check(
    (value) => value.split(/\s+/).length <= MANUAL_LIMITS.searchMaxWords,
    message(searchMessages.maxWords, { n: MANUAL_LIMITS.searchMaxWords }),
  ),
)

const optionalId = v.optional(id)

export const qpmUser = {
  /** The manual's settings: logo, name (`manual`, and `manual_title` as shown), CAR switched on. */
  config: endpoint({
    method: 'GET',
    path: 'qpm/common/config',
    access: 'auth',
    response: v.object({ ...appConfigSchema.entries, manual_title: v.string() }),
    implemented: true,
  }),
  tableOfContents: endpoint({
    method: 'GET',
    path: 'qpm/user/table_of_contents',
    access: 'auth',
    response: v.object({ language: langSchema, nodes: v.array(tocNodeSchema) }),
    implemented: true,
  }),
  document: endpoint({
    method: 'GET',
    path: 'qpm/user/document/{id}',
    access: 'auth',
    params: idParams,
    response: manualDocumentSchema,
    implemented: true,
  }),
  /** A file attached to a document (added to the spec's list: the document page offers its files). */
  documentFile: endpoint({
    method: 'GET',
    path: 'qpm/user/document/{id}/file/{file}',
    access: 'auth',
    params: v.object({ id, file: v.pipe(v.string(), v.uuid()) }),
    implemented: true,
  }),
  requiredReadings: endpoint({
    method: 'GET',
    path: 'qpm/user/required_readings',
    access: 'auth',
    response: requiredReadingsSchema,
    implemented: true,
  }),
  /**
   * Acknowledges the revision in force in the reader's documents' language. `revision`, when sent, is
   * the one the reader saw: 409 when another has been published since. Twice is harmless.
   */
  read: endpoint({
    method: 'POST',
    path: 'qpm/user/read/{id}',
    access: 'auth',
    silent: true,
    params: idParams,
    body: v.optional(v.object({ revision: optionalId }), {}),
    response: acknowledgementSchema,
    implemented: true,
  }),
  /** Records a request to change the document and e-mails it to the document's owner. */
  changeRequest: endpoint({
    method: 'POST',
    path: 'qpm/user/change_request/{id}',
    access: 'auth',
    params: idParams,
    body: v.object({ comment: text(MANUAL_LIMITS.commentMaxLength) }),
    response: v.object({
      id: v.number(),
      created_at: v.string(),
      /** The e-mail to the owner: 'queued' for the job queue, 'recorded' without a relay, 'none' without an owner. */
      delivery: v.picklist(['queued', 'recorded', 'none']),
      message: v.string(),
    }),
    implemented: true,
  }),
  /** The document as a PDF: title, number, revision, effective date and text. */
  download: endpoint({
    method: 'GET',
    path: 'qpm/user/download/{id}',
    access: 'auth',
    params: idParams,
    implemented: true,
  }),
  /** The reader's bookmarks: a grid list (title links to the document). */
  bookmarks: endpoint({
    method: 'GET',
    path: 'qpm/user/bookmarks',
    access: 'auth',
    query: gridListQuery,
    response: listResponse(bookmarkRowSchema),
    implemented: true,
  }),
  bookmarkAdd: endpoint({
    method: 'POST',
    path: 'qpm/user/bookmarks/{id}',
    access: 'auth',
    silent: true,
    params: idParams,
    response: v.object({ id: v.number(), bookmarked: v.literal(true) }),
    implemented: true,
  }),
  /** Answers 204, bookmarked or not. */
  bookmarkRemove: endpoint({
    method: 'DELETE',
    path: 'qpm/user/bookmarks/{id}',
    access: 'auth',
    silent: true,
    params: idParams,
    implemented: true,
  }),
  settings: endpoint({
    method: 'GET',
    path: 'qpm/user/settings',
    access: 'auth',
    response: manualSettingsSchema,
    implemented: true,
  }),
  /** Changes the fields sent; answers the settings. */
  settingsSave: endpoint({
    method: 'POST',
    path: 'qpm/user/settings',
    access: 'auth',
    silent: true,
    body: v.object({ text_size: v.optional(textSize), language: v.optional(langSchema) }),
    response: manualSettingsSchema,
    implemented: true,
  }),
  /** The alphabetical index: keywords and tags, each with its documents. */
  indexes: endpoint({
    method: 'GET',
    path: 'qpm/user/indexes',
    access: 'auth',
    response: v.object({ language: langSchema, entries: v.array(indexEntrySchema) }),
    implemented: true,
  }),
  /** What the search filters offer: sections (with sub-sections), tags and process categories. */
  options: endpoint({
    method: 'GET',
    path: 'qpm/user/options',
    access: 'auth',
    response: v.object({
      language: langSchema,
      sections: v.array(
        v.object({ id: v.number(), parent_id: v.nullable(v.number()), depth: v.number(), code: v.string(), title: v.string() }),
      ),
      tags: v.array(named),
      process_categories: v.array(named),
    }),
    implemented: true,
  }),
  /**
   * Full-text search in the documents' language, best match first. `section` includes its sub-sections;
   * `tag` and `category` narrow further. Paged with `limit` (1 to 100) and `offset`.
   */
  search: endpoint({
    method: 'GET',
    path: 'qpm/user/search',
    access: 'auth',
    query: v.object({
      q: searchText,
      section: optionalId,
      tag: optionalId,
      category: optionalId,
      limit: v.optional(v.pipe(integer, v.minValue(1), v.maxValue(100)), 20),
      offset: v.optional(v.pipe(integer, v.minValue(0), v.maxValue(MAX_OFFSET)), 0),
    }),
    response: v.object({ language: langSchema, query: v.string(), results: v.array(searchResultSchema), count: v.number() }),
    implemented: true,
  }),
} as const
