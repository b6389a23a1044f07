import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { message } from '../validation'
import { integer, jsonField } from './schemas'
import { text } from './fields'
import { endpoint } from './types'

export const ROWS_PER_PAGE = [5, 10, 20, 50, 100] as const
export const SEPARATORS = ['horizontal', 'vertical', 'cell', 'none'] as const

/** The table's API path: no query string (document 2 section 3). */
const apiPath = v.pipe(
  text(300),
  v.check((value) => !value.includes('?'), message(msg`The API path must not contain a query string`)),
)

const keys = { api: apiPath, cmid: text(64) }

const columnPref = v.object({
  name: text(100),
  index: v.optional(v.pipe(integer, v.minValue(0), v.maxValue(999))),
  visible: v.picklist(['Y', 'N']),
})

export const tablePreferenceSchema = v.object({
  record: v.number(),
  sep: v.picklist(SEPARATORS),
  table: v.array(v.object({ name: v.string(), index: v.number(), visible: v.picklist(['Y', 'N']) })),
  view: v.literal('T'),
  /** False when the user has no saved preference and these are the defaults. */
  saved: v.boolean(),
})

/** Document 2 section 7: the grid's table preference calls. */
export const grid = {
  getTableInfo: endpoint({
    method: 'GET',
    path: 'users/get_user_table_infor',
    access: 'auth',
    query: v.object(keys),
    response: tablePreferenceSchema,
    implemented: true,
  }),
  saveTableInfo: endpoint({
    method: 'PUT',
    path: 'users/save_user_table_infor',
    access: 'auth',
    silent: true,
    body: v.object({
      ...keys,
      record_pref: v.pipe(
        integer,
        v.check(
          (value) => (ROWS_PER_PAGE as readonly number[]).includes(value),
          message(msg`Choose 5, 10, 20, 50 or 100 rows per page`),
        ),
      ),
      table_pref: jsonField(v.pipe(v.array(columnPref), v.maxLength(300))),
      view_pref: v.optional(v.literal('T'), 'T'),
      sep_pref: v.picklist(SEPARATORS, message(msg`Choose horizontal, vertical, cell or none`)),
    }),
    response: v.object({ status: v.literal(0), message: v.string() }),
    implemented: true,
  }),
  resetTableInfo: endpoint({
    method: 'DELETE',
    path: 'users/reset_user_table_infor',
    access: 'auth',
    silent: true,
    body: v.object(keys),
    implemented: true,
  }),
} as const
