import { defineHandlers } from '../../http/routes'
import { attachmentResponse, deleteAttachments, findAttachment, listAttachments } from '../../lib/attachments'
import { authed } from '../../lib/context'
import { answerList, listColumns } from '../../lib/list'
import { allDocuments, firstDocument, uploadDocuments } from './documents'
import { entryListOf, libraryList } from './lists'
import { ownerOf, requireWrite } from './scope'
import {
  addMetadata,
  changeMetadata,
  createEntry,
  customerAccounts,
  customerLibraries,
  deleteEntry,
  emailDraft,
  entryAnswer,
  findDocumentOwner,
  findEntry,
  findEntryByHeader,
  findLibrary,
  findMetadata,
  libraryConfig,
  metadataAnswer,
  metadataField,
  metadataRows,
  removeMetadata,
  sendEntryEmail,
  updateEntry,
} from './service'

/** Document 1 section 7, "Document library (doclib)". */
export const doclibRoutes = defineHandlers('doclib', {
  configs: async (ctx, { params }) => {
    const { me, library } = await findLibrary(ctx, params.cmid)
    return libraryConfig(me, library, listColumns(ctx, entryListOf(me, library)).columns_details)
  },

  metadataConfigs: async (ctx, { params }) => {
    const { me, library } = await findLibrary(ctx, params.cmid)
    return metadataField(me, library, await findEntry(me, library, params.dlref), params.tag)
  },

  libraryList: async (ctx, { params, query }) => answerList(ctx, libraryList, query, params),

  libraryCreate: async (ctx, { params, body }) => {
    const { me, library } = await findLibrary(ctx, params.cmid, params.conn)
    requireWrite(me)
    return createEntry(me, library, body)
  },

  libraryRead: async (ctx, { params }) => {
    const { me, library } = await findLibrary(ctx, params.cmid, params.conn)
    const entry = await findEntry(me, library, params.dlref)
    const files = await listAttachments(ctx, ownerOf(library, entry))
    return { ...(await entryAnswer(ctx, entry, files.length)), attachments: files }
  },

  libraryUpdate: async (ctx, { params, body }) => {
    const { me, library } = await findLibrary(ctx, params.cmid, params.conn)
    requireWrite(me)
    return updateEntry(me, library, await findEntry(me, library, params.dlref), body)
  },

  libraryDelete: async (ctx, { params }) => {
    const { me, library } = await findLibrary(ctx, params.cmid, params.conn)
    requireWrite(me)
    await deleteEntry(me, library, await findEntry(me, library, params.dlref))
    return null
  },

  customerLibrary: async (ctx) => customerLibraries(authed(ctx)),

  customers: async (ctx, { query }) => customerAccounts(authed(ctx), query.search),

  metadataList: async (ctx, { query }) => {
    const { library, entry } = await findEntryByHeader(ctx, query.dlref)
    return metadataRows(ctx, library, entry)
  },

  metadataCreate: async (ctx, { body }) => {
    const { me, library, entry } = await findEntryByHeader(ctx, body.dlref)
    requireWrite(me)
    return addMetadata(ctx, library, entry, body.tag, body.value)
  },

  metadataRead: async (ctx, { params }) => {
    const { library, row } = await findMetadata(ctx, params.mdref)
    return metadataAnswer(ctx, library, row)
  },

  metadataUpdate: async (ctx, { params, body }) => {
    const { me, library, row } = await findMetadata(ctx, params.mdref)
    requireWrite(me)
    return changeMetadata(ctx, library, row, body.value)
  },

  metadataDelete: async (ctx, { params }) => {
    const { me, row } = await findMetadata(ctx, params.mdref)
    requireWrite(me)
    await removeMetadata(ctx, row)
    return null
  },

  emailRead: async (ctx, { query }) => {
    const { library, entry } = await findEntryByHeader(ctx, query.dlref)
    return emailDraft(ctx, library, entry)
  },

  emailSend: async (ctx, { body }) => {
    const { me, library, entry } = await findEntryByHeader(ctx, body.dlref)
    const sent = await sendEntryEmail(me, library, entry, body, body.files)
    return sent.delivery === 'failed' ? ctx.c.json(sent, 502) : sent
  },

  downloadFirst: async (ctx, { params }) => {
    const { me, library } = await findLibrary(ctx, params.cmid, params.conn)
    return firstDocument(ctx, library, await findEntry(me, library, params.dlref))
  },

  downloadAll: async (ctx, { params }) => {
    const { me, library } = await findLibrary(ctx, params.cmid, params.conn)
    return allDocuments(ctx, library, await findEntry(me, library, params.dlref))
  },

  documentsCreate: async (ctx) => uploadDocuments(ctx),

  documentsList: async (ctx, { query }) => {
    const { library, entry } = await findEntryByHeader(ctx, query.dlref)
    return listAttachments(ctx, ownerOf(library, entry))
  },

  documentRead: async (ctx, { params, query }) => {
    const { library, entry } = await findDocumentOwner(ctx, params)
    const row = await findAttachment(ctx, ownerOf(library, entry), query.file)
    return attachmentResponse(ctx, row, query.thumbnail)
  },

  documentDelete: async (ctx, { params, query }) => {
    const { me, library, entry } = await findDocumentOwner(ctx, params)
    requireWrite(me)
    await deleteAttachments(me, [await findAttachment(ctx, ownerOf(library, entry), query.file)])
    return null
  },
})
