import * as v from 'valibot'
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
  export: planned('POST', 'export', 'auth'),
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
  apiDocumentsList: planned('GET', 'api_documents/list', 'public'),
} as const
