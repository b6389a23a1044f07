import type { ListRegistry } from '../../http/lists'
import { defineHandlers } from '../../http/routes'
import { authed } from '../../lib/context'
import { sendEmail } from '../../lib/email'
import { exportTable } from '../export/export'
import { apiDocuments } from './api-documents'
import { liveAnnouncements } from './service'

/** Document 1 section 7, "General": the backend version, table exports, the home page's announcements and the e-mail form. */
export const generalRoutes = (lists: ListRegistry) =>
  defineHandlers('general', {
    version: async (ctx) => ({ version: ctx.config.version }),

    export: async (ctx, { body }) => exportTable(ctx, lists, body),

    announcementsHome: async (ctx) => liveAnnouncements(authed(ctx)),

    apiDocumentsList: async (ctx) => apiDocuments(ctx),

    emailSend: async (ctx, { body }) => {
      const sent = await sendEmail(authed(ctx), body)
      return sent.delivery === 'failed' ? ctx.c.json(sent, 502) : sent
    },
  })
