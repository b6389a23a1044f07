import * as v from 'valibot'
import { USER_ADMIN } from '../auth/access'
import { plainText } from '../validation'
import { integer, listQuery, listResponse, okResponse } from './schemas'
import { endpoint, planned } from './types'

export const companySchema = v.object({
  code: v.string(),
  name: v.string(),
  skin: v.string(),
  logo: v.string(),
  is_default: v.boolean(),
})

export const ratingRowSchema = v.object({
  id: v.number(),
  username: v.string(),
  cmid: v.nullable(v.string()),
  rating: v.nullable(v.number()),
  comment: v.nullable(v.string()),
  dismissed: v.boolean(),
  created_at: v.string(),
})

const cmidText = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64), plainText())

/** Document 1 section 7, "Globals". */
export const globals = {
  accessCmid: endpoint({
    method: 'GET',
    path: 'globals/access/cmid',
    access: 'auth',
    silent: true,
    query: v.object({ cmid: cmidText }),
    response: v.object({
      access: v.literal(true),
      cmid: v.string(),
      title: v.nullable(v.string()),
      subtitle: v.nullable(v.string()),
      analytics: v.picklist(['Y', 'N']),
    }),
    implemented: true,
  }),
  accessExpiry: endpoint({
    method: 'POST',
    path: 'globals/access/expiry',
    access: 'auth',
    silent: true,
    pending: true,
    passive: true,
    impersonation: true,
    response: v.object({ expired: v.literal(false), expires_at: v.string(), idle_expires_at: v.string() }),
    implemented: true,
  }),
  accountSearch: planned('GET', 'globals/account/search', 'auth'),
  accountSearchMaster: planned('GET', 'globals/account/searchmaster', { staff: true }),
  accountMaaList: planned('GET', 'globals/account/get_maa_list', 'auth'),
  accountUser: planned('GET', 'globals/account/user', 'auth'),
  company: endpoint({
    method: 'GET',
    path: 'globals/company',
    access: 'public',
    silent: true,
    response: v.object({ default: v.string(), companies: v.array(companySchema) }),
    implemented: true,
  }),
  helpPage: endpoint({
    method: 'GET',
    path: 'globals/menu/help/{mid}',
    access: 'auth',
    params: v.object({ mid: cmidText }),
    response: v.object({ mid: v.string(), lang: v.string(), title: v.string(), html: v.string() }),
    implemented: true,
  }),
  terminals: planned('GET', 'globals/terminals', 'auth'),
  terminalsUploadTools: planned('GET', 'globals/terminals_uploadtools', 'auth'),
  securityQuestions: planned('GET', 'globals/account/securityquestions', 'public'),
  securityQuestionsSave: planned('POST', 'globals/account/securityquestions', 'public', { silent: true }),
  addRate: endpoint({
    method: 'POST',
    path: 'globals/mtdmrating/add_rate',
    access: 'auth',
    silent: true,
    body: v.object({
      rating: v.pipe(integer, v.minValue(1), v.maxValue(5)),
      comment: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000), plainText())),
      cmid: v.optional(cmidText),
    }),
    response: okResponse,
    implemented: true,
  }),
  dontShowRating: endpoint({
    method: 'POST',
    path: 'globals/mtdmrating/dont_show_rating',
    access: 'auth',
    silent: true,
    body: v.optional(v.object({ cmid: v.optional(cmidText) }), {}),
    response: okResponse,
    implemented: true,
  }),
  checkRateFrequency: endpoint({
    method: 'GET',
    path: 'globals/mtdmrating/check_rate_frequency',
    access: 'auth',
    silent: true,
    response: v.object({ show: v.boolean(), next_at: v.nullable(v.string()) }),
    implemented: true,
  }),
  ratingList: endpoint({
    method: 'GET',
    path: 'globals/mtdmrating/rating_list',
    access: USER_ADMIN,
    query: listQuery,
    response: listResponse(ratingRowSchema),
    implemented: true,
  }),
  checkRecaptcha: planned('POST', 'globals/google_recaptcha/check_recaptcha', 'public', { silent: true }),
} as const
