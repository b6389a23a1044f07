import type { MessageDescriptor } from '@lingui/core'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { CellDisplayType } from '@shared/constants'
import type { ResourceAction } from '@shared/contract/resource'
import type { AnySchema, Endpoint } from '@shared/contract/types'
import type { ReactNode } from 'react'

/** The five contract entries of a resource, as `builtResource` declares them. */
export type ResourceCalls = Readonly<Record<ResourceAction, Endpoint>>

/** Where a resource's data sits in the query cache, and what a change to it makes stale: the area's own. */
export interface ResourceData {
  calls: ResourceCalls
  /** The query key of one record, as the edit page and its route's loader read it. */
  recordKey: (id: number) => QueryKey
  /** Called after a record is saved or deleted: the area's records, choices and grid pages to refresh. */
  invalidate: (queryClient: QueryClient) => Promise<unknown>
}

/** A column of a resource's list. */
export interface ResourceColumn {
  name: string
  label: MessageDescriptor
  type?: CellDisplayType
  /** Left out of the generic search. */
  unsearchable?: boolean
}

interface FieldBase {
  name: string
  label: MessageDescriptor
  required: boolean
  description?: MessageDescriptor
}

/**
 * A form field: a text or a longer text, or a field of the area's own (a choice among records, a
 * user's roles), which draws itself inside the form's field and says what it starts with.
 */
export type ResourceFormField = FieldBase &
  (
    | {
        kind: 'text'
        maxLength: number
        /** Kept as it was once the record exists (a user's username). */
        fixedOnEdit?: boolean
      }
    | { kind: 'textarea'; maxLength: number }
    | {
        kind: 'custom'
        /** The field's control, drawn inside the form's field of `name` (label given in the reader's language). */
        render: (label: string, record: Record<string, unknown> | undefined) => ReactNode
        /** Its starting value: the record's, or a blank. */
        start: (record: Record<string, unknown> | undefined) => unknown
      }
  )

/** One administration screen of a resource: its calls, menu id, page, words, columns and fields. */
export interface ResourceScreen {
  data: ResourceData
  /** The screen's menu id, which keys the grid's preferences. */
  cmid: string
  /** The list's path under `pages/` ('admin/tag', 'car/admin/car_terminal'). */
  page: string
  title: MessageDescriptor
  /** How a record is named in headings and confirmations ('tag', 'terminal'). */
  noun: MessageDescriptor
  nameOf: (row: Record<string, unknown>) => string
  columns: readonly ResourceColumn[]
  fields: readonly ResourceFormField[]
  /** The contract's input schema, which the form checks as the server will; the create call's body by default. */
  schema?: AnySchema
}
