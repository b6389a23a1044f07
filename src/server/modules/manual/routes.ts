import { defineHandlers } from '../../http/routes'
import { answerList } from '../../lib/list'
import { bookmarkList } from './lists'
import { documentPdf } from './pdf'
import { findDocument, readerOf, servedRevision } from './scope'
import {
  acknowledge,
  addBookmark,
  documentFile,
  manualConfig,
  manualIndex,
  manualOptions,
  readDocument,
  readSettings,
  removeBookmark,
  requestChange,
  requiredReadings,
  saveSettings,
  searchManual,
  tableOfContents,
} from './service'

/** Document 1 section 7, "Manual, user side". */
export const manualRoutes = defineHandlers('qpm-user', {
  config: async (ctx) => manualConfig(await readerOf(ctx)),

  tableOfContents: async (ctx) => tableOfContents(await readerOf(ctx)),

  document: async (ctx, { params }) => readDocument(await readerOf(ctx), params.id),

  documentFile: async (ctx, { params }) => documentFile(await readerOf(ctx), params.id, params.file),

  requiredReadings: async (ctx) => requiredReadings(await readerOf(ctx)),

  read: async (ctx, { params, body }) => acknowledge(await readerOf(ctx), params.id, body.revision),

  changeRequest: async (ctx, { params, body }) => requestChange(await readerOf(ctx), params.id, body.comment),

  download: async (ctx, { params }) => {
    const reader = await readerOf(ctx)
    const node = await findDocument(reader, params.id)
    return documentPdf(ctx, node, await servedRevision(reader, node.id))
  },

  bookmarks: async (ctx, { query }) => answerList(ctx, bookmarkList, query),

  bookmarkAdd: async (ctx, { params }) => addBookmark(await readerOf(ctx), params.id),

  bookmarkRemove: async (ctx, { params }) => {
    await removeBookmark(await readerOf(ctx), params.id)
    return null
  },

  settings: async (ctx) => readSettings(await readerOf(ctx)),

  settingsSave: async (ctx, { body }) => saveSettings(await readerOf(ctx), body),

  indexes: async (ctx) => manualIndex(await readerOf(ctx)),

  options: async (ctx) => manualOptions(await readerOf(ctx)),

  search: async (ctx, { query }) => searchManual(await readerOf(ctx), query),
})
