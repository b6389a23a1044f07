import * as v from 'valibot'
import { MT_TYPES } from '../auth/roles'
import { numberMessage } from '../validation/fallback'
import { looseText, segment } from './fields'

/** A 'Y' / 'N' flag as the legacy fields carry them. */
export const yesNo = v.picklist(['Y', 'N'])

export const langSchema = v.picklist(['en', 'fr'])

/** Decimal text as a person writes it: no exponent, no hexadecimal, no Infinity. */
const NUMBER_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)$/

/**
 * A finite number sent as JSON or as a form field (plain decimal text): 'Field is required' when blank,
 * else 'Value must be number'.
 */
export const numeric = v.union(
  [
    v.pipe(v.number(), v.finite(numberMessage)),
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(),
      v.regex(NUMBER_TEXT, numberMessage),
      v.toNumber(),
      v.finite(numberMessage),
    ),
  ],
  numberMessage,
)

/** An integer sent as JSON or as a form field. */
export const integer = v.pipe(numeric, v.integer())

/** The largest id a record can have (a PostgreSQL integer); larger numbers are refused, not looked up. */
export const MAX_ID = 2_147_483_647

/** A record's id, as a path parameter, a query field or a body field: a whole number from 1 to MAX_ID. */
export const id = v.pipe(integer, v.minValue(1), v.maxValue(MAX_ID))

/** The path parameters `{id}` of an item. */
export const idParams = v.object({ id })

/** Longest search text, sort or filter value a list takes. */
export const LIST_TEXT_MAX = 2000

/** Furthest a list may page; an offset beyond every row answers an empty page. */
export const MAX_OFFSET = MAX_ID

const listText = v.optional(looseText(LIST_TEXT_MAX))

/** A boolean sent as JSON, or as 'true' / 'false' / 'Y' / 'N' form fields. */
export const flag = v.union([
  v.boolean(),
  v.pipe(
    v.picklist(['true', 'false', 'Y', 'N', '1', '0']),
    v.transform((value) => value === 'true' || value === 'Y' || value === '1'),
  ),
])

/** A value that a form sends as a JSON string and a JSON body sends as is. */
export function jsonField<S extends v.GenericSchema>(schema: S) {
  return v.union([schema, v.pipe(v.string(), v.parseJson(), schema)])
}

/** Error answers: `{status, statusText, message}`, with field errors on a 400. */
export const errorBody = v.object({
  status: v.number(),
  statusText: v.string(),
  message: v.string(),
  code: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.string())),
  /** On a 409 STALE, the record as stored (a draft saved by someone else since it was read). */
  current: v.optional(v.unknown()),
})

export type ErrorBody = v.InferOutput<typeof errorBody>

/** The user profile with the MT_ fields of document 1 section 3. */
export const profileSchema = v.object({
  MT_UID: v.string(),
  MT_TYPE: v.picklist(MT_TYPES),
  MT_STYLE: v.string(),
  MT_EMAIL: v.nullable(v.string()),
  MT_CUST: v.nullable(v.string()),
  MT_FNAME: v.string(),
  MT_LNAME: v.string(),
  MT_SESSIONID: v.string(),
  /** Admin flag of the current group. */
  MT_ADM: yesNo,
  /** Current group id. */
  MT_GRP: v.nullable(v.string()),
  /** 1 while the account must renew its password (login status 4). */
  MT_RESU: v.number(),
  /** Default account. */
  MT_DACT: v.nullable(v.string()),
  MT_LANG: langSchema,
  MT_COMP: v.string(),
  MT_STATUS: v.string(),
  MT_THEME: v.picklist(['light', 'dark']),
  /** A limited customer account (5 quotes per 24 hours). */
  MT_LIMITED: yesNo,
  /** When the password expires (ISO instant); the app prompts 10 days before. */
  MT_PWEXP: v.optional(v.nullable(v.string())),
  QPM_ROLE: v.array(v.string()),
})

export type Profile = v.InferOutput<typeof profileSchema>

export const submenuSchema = v.object({
  TSCID: v.string(),
  CMCID: v.nullable(v.string()),
  CMTITLE: v.string(),
  CMVNAM: v.nullable(v.string()),
  CMANO_ANALYTICS: yesNo,
  /** 'N' means visible. */
  CMHID: yesNo,
  DOCLIB: yesNo,
  EXDOCLIB: yesNo,
  DOCLIB_TYPE: v.nullable(v.string()),
  TSSSEQ: v.number(),
  link: v.nullable(v.string()),
  target: v.nullable(v.string()),
  /** Derived: the link leaves the portal. */
  external: v.boolean(),
})

export const menuSectionSchema = v.object({
  name: v.string(),
  sseq: v.number(),
  submenus: v.array(submenuSchema),
})

export const menuEntrySchema = v.object({
  TMMID: v.string(),
  TMVNAM: v.string(),
  /** 'L' means the entry is a link. */
  TMMTYP: v.string(),
  TMHOOK: v.nullable(v.string()),
  CMCID: v.nullable(v.string()),
  DOCLIB: yesNo,
  EXDOCLIB: yesNo,
  DOCLIB_TYPE: v.nullable(v.string()),
  helpmenu: v.nullable(v.object({ MHMID: v.string() })),
  external: v.boolean(),
  menus: v.array(menuSectionSchema),
})

export type MenuEntry = v.InferOutput<typeof menuEntrySchema>

export const groupSchema = v.object({
  id: v.string(),
  name: v.string(),
  is_admin: v.boolean(),
  style: v.string(),
  menulist: v.array(menuEntrySchema),
  /** Derived: the first page to open in this group. */
  landingPage: v.string(),
})

export type Group = v.InferOutput<typeof groupSchema>

export const masterConfigEntrySchema = v.object({
  mc_value: v.string(),
  mc_description: v.nullable(v.string()),
  mc_v1: v.nullable(v.string()),
  mc_v2: v.nullable(v.string()),
  sequence: v.number(),
})

/** Keyed by category then key: masterconfig.FRAMEWORK.LANGUAGE is a list of entries. */
export const masterConfigSchema = v.record(v.string(), v.record(v.string(), v.array(masterConfigEntrySchema)))

export type MasterConfig = v.InferOutput<typeof masterConfigSchema>

export const appConfigSchema = v.object({
  logo: v.string(),
  /** The manual's name; MULTIMODAL is shown as Warehousing and Distribution. */
  manual: v.string(),
  car_enabled: v.picklist(['true', 'false']),
})

export type AppConfig = v.InferOutput<typeof appConfigSchema>

/** Login status: 0 success, 4 forced reset (document 1 section 4). */
export const loginStatus = v.picklist([0, 4])

const sessionTimes = {
  /** ISO instants: the absolute end of the session and the end of the idle window. */
  expires_at: v.string(),
  idle_expires_at: v.string(),
}

/** The answer of a sign-in (login, mt1login, switchuser, switchaccount). */
export const sessionResponse = v.object({
  status: loginStatus,
  profile: profileSchema,
  token: v.string(),
  groups: v.array(groupSchema),
  masterconfig: masterConfigSchema,
  appconfig: appConfigSchema,
  ...sessionTimes,
})

export type SessionResponse = v.InferOutput<typeof sessionResponse>

/**
 * The answer of a refresh. It never carries the token: the caller holds it already, or its cookie signed
 * the call in (and script must not read a cookie's session).
 */
export const refreshResponse = v.object({
  status: loginStatus,
  profile: profileSchema,
  token: v.optional(v.string()),
  groups: v.array(groupSchema),
  masterconfig: masterConfigSchema,
  appconfig: appConfigSchema,
  ...sessionTimes,
})

export type RefreshResponse = v.InferOutput<typeof refreshResponse>

/** Paging and search parameters of a list (document 2 section 7); column filters ride along. */
export const listQuery = v.looseObject({
  limit: v.optional(v.pipe(integer, v.minValue(1), v.maxValue(1000)), 20),
  offset: v.optional(v.pipe(integer, v.minValue(0), v.maxValue(MAX_OFFSET)), 0),
  sort: listText,
  mttable_generic_search: listText,
})

/**
 * Paging and search parameters of a grid-backed list (document 2 section 7, conventions in docs/api.md):
 * `limit` 1 to 100, `offset`, `sort` (up to 3 names, `-` descending), `mttable_generic_search`, and the
 * column filters (`<col>__icontains`, `<col>__icontains!`, `__in`, `__daterange`, `<col>=Y`...) riding along.
 */
export const gridListQuery = v.looseObject({
  limit: v.optional(v.pipe(integer, v.minValue(1), v.maxValue(100)), 20),
  offset: v.optional(v.pipe(integer, v.minValue(0), v.maxValue(MAX_OFFSET)), 0),
  sort: listText,
  mttable_generic_search: listText,
})

/** A column definition of document 2 section 3 (the parts the server fills in). */
export const columnSchema = v.object({
  name: v.string(),
  label: v.string(),
  field: v.string(),
  /** One of the cell display types (CELL_DISPLAY_TYPES). */
  type: v.string(),
  searchable: v.boolean(),
  /** ONE_OF choices: plain values or label/value pairs. */
  searchOptions: v.optional(v.array(v.union([v.string(), v.object({ label: v.string(), value: v.string() })]))),
  /** The filter the column search starts with, such as 'icontains' or 'in'. */
  defaultFilterType: v.optional(v.string()),
  visible: v.optional(v.boolean()),
  editable: v.optional(v.boolean()),
  /** Max length of an editable text cell. */
  size: v.optional(v.number()),
  decimals: v.optional(v.number()),
  /** A link column's target: the row field holding the address, or a path template with {field}. */
  link: v.optional(v.string()),
})

/** The answer of a list: results, count, columns, columns_details, and the exports the server offers. */
export function listResponse<S extends v.GenericSchema>(row: S) {
  return v.object({
    results: v.array(row),
    count: v.number(),
    columns: v.array(v.string()),
    columns_details: v.array(columnSchema),
    /** What POST export offers on this server: a Google Sheet only where a spreadsheet service is set up. */
    exports: v.object({ google_sheet: v.boolean() }),
  })
}

export const okResponse = v.object({ status: v.literal(0), message: v.string() })

/** `{id}`, `{fileid}` and `{<name>_id}` path parameters are record ids; the others are codes. */
const ID_PARAM = /^(?:id|fileid|\w+_id)$/

/** The params schema of a path: ids bounded by MAX_ID, other segments capped text. */
export function pathParams(path: string) {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string)
  return v.object(Object.fromEntries(names.map((name) => [name, ID_PARAM.test(name) ? id : segment()])))
}

/** A declared call with its path parameters checked: ids are whole numbers from 1 to MAX_ID. */
export const withParams = <const E extends { path: string }>(entry: E) => ({ ...entry, params: pathParams(entry.path) })
