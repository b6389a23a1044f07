import { msg } from '@lingui/core/macro'
import type { Access } from '@shared/auth/access'
import { API_DOCUMENT_PATHS } from '@shared/constants'
import { contract } from '@shared/contract'
import type { Endpoint } from '@shared/contract/types'
import type { RequestContext } from '../../lib/context'
import { escapeHtml } from '../../lib/html'


const terms = {
  name: msg`API terms of use`,
  intro: msg`These terms apply to every program that calls the portal's API on behalf of a customer, an employee or a partner of the carrier.`,
  account: msg`Call the API with your own portal account. Sign in with POST users/login and send the token you receive as 'Authorization: Token <token>'. Never share your account or your token, and sign out with POST users/logout when your program is done.`,
  limit: msg`Each account may make up to {limit} calls per day (UTC). Past that number every call answers 429 'Too Many Requests' until the next day. Plan batch work accordingly and cache what does not change, such as the master configuration.`,
  data: msg`Shipment, account and document data is confidential to the customer it belongs to. Use it only for that customer's business with the carrier, and do not store it longer than that business needs.`,
  fair: msg`Do not try to reach calls or data your account is not allowed to, and do not probe, overload or disrupt the service. Repeated failed sign-ins block the account and the address for 15 minutes.`,
  change: msg`Calls marked as not yet available answer 501 until a later version brings them. The carrier may change these terms; the version in force is always published at this address.`,
}

const reference = {
  name: msg`API reference`,
  intro: msg`Every call of the portal's API, relative to the base path /api. Requests and answers are JSON unless a call says otherwise; an error answers with its status, statusText and message, and a 400 also names the fields in error.`,
  method: msg`Method`,
  path: msg`Path`,
  access: msg`Who may call it`,
  available: msg`Available`,
  yes: msg`Yes`,
  no: msg`Not yet (501)`,
  public: msg`Anyone`,
  signedIn: msg`Signed-in users`,
  roles: msg`Roles: {roles}`,
  capability: msg`Permission: {capability}`,
  menu: msg`Users whose group has the page's menu`,
  menuId: msg`Users whose group has menu {cmid}`,
  groupAdmin: msg`Group administrators`,
  staff: msg`Employees, sales staff and administrators`,
  anyOf: msg`Any of: {rules}`,
}

function accessText(ctx: RequestContext, access: Access): string {
  if (access === 'public') return ctx.t(reference.public)
  if (access === 'auth') return ctx.t(reference.signedIn)
  if ('roles' in access) return ctx.t(reference.roles, { roles: access.roles.join(', ') })
  if ('capability' in access) return ctx.t(reference.capability, { capability: access.capability })
  if ('cmid' in access) return access.cmid === true ? ctx.t(reference.menu) : ctx.t(reference.menuId, { cmid: access.cmid })
  if ('groupAdmin' in access) return ctx.t(reference.groupAdmin)
  if ('staff' in access) return ctx.t(reference.staff)
  return ctx.t(reference.anyOf, { rules: access.anyOf.map((rule) => accessText(ctx, rule)).join('; ') })
}

function termsHtml(ctx: RequestContext): string {
  const paragraphs = [terms.intro, terms.account, terms.limit, terms.data, terms.fair, terms.change]
  const limit = ctx.config.dailyAccessLimit.toLocaleString(ctx.locale === 'fr' ? 'fr-CA' : 'en-US')
  return paragraphs.map((text) => `<p>${escapeHtml(ctx.t(text, { limit }))}</p>`).join('')
}

function referenceHtml(ctx: RequestContext): string {
  const head = [reference.method, reference.path, reference.access, reference.available]
    .map((label) => `<th scope="col">${escapeHtml(ctx.t(label))}</th>`)
    .join('')
  const sections = Object.entries(contract).map(([area, calls]) => {
    const rows = Object.values(calls as Record<string, Endpoint>)
      .map(
        (call) =>
          `<tr><td>${call.method}</td><td><code>${escapeHtml(call.path)}</code></td><td>${escapeHtml(accessText(ctx, call.access))}</td><td>${escapeHtml(ctx.t(call.implemented ? reference.yes : reference.no))}</td></tr>`,
      )
      .join('')
    return `<h2>${escapeHtml(area)}</h2><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`
  })
  return `<p>${escapeHtml(ctx.t(reference.intro))}</p>${sections.join('')}`
}

/** The published documents in the request's language: name, path under /documents/ and HTML. */
export function apiDocuments(ctx: RequestContext) {
  return [
    { path: API_DOCUMENT_PATHS.terms, name: ctx.t(terms.name), html: termsHtml(ctx) },
    { path: API_DOCUMENT_PATHS.reference, name: ctx.t(reference.name), html: referenceHtml(ctx) },
  ]
}
