import { carCalls } from './car'
import { contacts } from './contacts'
import { doclib } from './doclib'
import { general } from './general'
import { globals } from './globals'
import { grid } from './grid'
import { maintenance } from './maintenance'
import { createMatcher, type EndpointMatch } from './match'
import { oidc } from './oidc'
import { preferences } from './preferences'
import { pushreports } from './pushreports'
import { qpmAdmin } from './qpm-admin'
import { qpmAudit } from './qpm-audit'
import { qpmAuthoring } from './qpm-authoring'
import { qpmUser } from './qpm-user'
import { releasenotes } from './releasenotes'
import { shipments } from './shipments'
import type { Endpoint } from './types'
import { users } from './users'

/** Every call of the API, grouped as document 1 section 7 groups them (plus the grid's calls). */
export const contract = {
  general,
  users,
  grid,
  shipments,
  globals,
  contacts,
  doclib,
  pushreports,
  releasenotes,
  oidc,
  maintenance,
  preferences,
  'qpm-user': qpmUser,
  'qpm-audit': qpmAudit,
  'qpm-admin': qpmAdmin,
  'qpm-authoring': qpmAuthoring,
  car: carCalls,
} as const

export type ContractArea = keyof typeof contract

/** Every endpoint with its id, 'area.name'. */
export const endpoints: ReadonlyArray<readonly [string, Endpoint]> = Object.entries(contract).flatMap(
  ([area, entries]) =>
    Object.entries(entries as Record<string, Endpoint>).map(([name, entry]) => [`${area}.${name}`, entry] as const),
)

const matcher = createMatcher(endpoints)

/**
 * The contract entry for a concrete call, or undefined: the client refuses such a call with
 * 'No defined API matching {method} {url}' before sending it.
 */
export function findEndpoint(method: string, url: string): EndpointMatch | undefined {
  return matcher.match(method, url)
}

/** Methods the contract defines for a url (for 405 answers). */
export function methodsFor(url: string) {
  return matcher.methodsFor(url)
}

export { endpointUrl, pathSegments, type EndpointMatch } from './match'
export * from './schemas'
export * from './types'
export { announcementSchema, exportRequestSchema } from './general'
export { companySchema, ratingRowSchema } from './globals'
export { SEPARATORS, ROWS_PER_PAGE, tablePreferenceSchema } from './grid'
export { userInfoSchema, userRowSchema } from './users'
export {
  REFERENCE_MAX_LENGTH,
  SHIPMENT_STATUSES,
  type ShipmentRow,
  type ShipmentStatus,
  shipmentRowSchema,
  shipmentUpdateSchema,
} from './shipments'
export {
  type Attachment,
  attachmentSchema,
  libraryConfigSchema,
  libraryEntrySchema,
  MAX_ATTACHMENT_BYTES,
  metadataFieldSchema,
  metadataRowSchema,
  SPLIT_OUTPUTS,
  type SplitEntry,
  splitEntries,
  splitEntrySchema,
} from './doclib'
export { type EmailPayload, emailMessages, emailPayloadSchema, emailSentSchema, splitRecipients } from './email'
export { authorizedSchema } from './oidc'
export {
  builtResource,
  type NamedInput,
  namedInputSchema,
  type NamedRow,
  namedRowSchema,
  plannedResource,
  RESOURCE_NAME_MAX,
  type ResourceAction,
} from './resource'
