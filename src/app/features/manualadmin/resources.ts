import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AnySchema } from '@shared/contract/types'
import { qpmAdmin, ADMIN_CODE_MAX, DESCRIPTION_MAX, PROPERTY_VALUE_MAX } from '@shared/contract/qpm-admin'
import { RESOURCE_NAME_MAX } from '@shared/contract/resource'
import type { ResourceColumn } from '@app/blocks/ResourcePages'
import type { AdminResource, EditableResource } from './api'

export type { ResourceColumn }

/** What a form field edits and how: text, a choice among records, roles, people, readings. */
export type FieldKind =
  | { kind: 'text'; maxLength: number }
  | { kind: 'textarea'; maxLength: number }
  | {
      kind: 'choice'
      from: AdminResource | 'documents'
      option?: (row: Record<string, unknown>) => string
    }
  | { kind: 'property'; maxLength: number }
  | { kind: 'roles' }
  | { kind: 'members' }
  | { kind: 'readings' }

export type ResourceField = FieldKind & {
  name: string
  label: MessageDescriptor
  required: boolean
  /** Kept as it was once the record exists (a user's username). */
  fixedOnEdit?: boolean
  description?: MessageDescriptor
}

/** One admin screen: the resource, its menu id, its list's columns and its form's fields. */
export interface ResourceSpec {
  resource: EditableResource
  cmid: string
  /** The page's path under `pages/`. */
  page: string
  title: MessageDescriptor
  /** How a record is named in headings and confirmations. */
  noun: MessageDescriptor
  nameOf: (row: Record<string, unknown>) => string
  columns: readonly ResourceColumn[]
  fields: readonly ResourceField[]
  /** The contract's input schema, which the form checks as the server will. */
  schema: AnySchema
}

const named = (row: Record<string, unknown>) => String(row.name ?? '')
const coded = (row: Record<string, unknown>) => `${String(row.code ?? '')} ${String(row.name ?? '')}`.trim()

const nameFields = [
  {
    name: 'name',
    label: msg`Name`,
    kind: 'text',
    maxLength: RESOURCE_NAME_MAX,
    required: true,
  },
  {
    name: 'name_fr',
    label: msg`French name`,
    kind: 'text',
    maxLength: RESOURCE_NAME_MAX,
    required: false,
    description: msg`Blank: the English name is shown in French too.`,
  },
] as const satisfies readonly ResourceField[]

const nameColumns = [
  { name: 'name', label: msg`Name` },
  { name: 'name_fr', label: msg`French name` },
] as const satisfies readonly ResourceColumn[]

const exceptionFields = (owner: 'process_category' | 'tag', ownerLabel: MessageDescriptor): ResourceField[] => [
  {
    name: 'owner_id',
    label: ownerLabel,
    kind: 'choice',
    from: owner,
    option: coded,
    required: true,
  },
  {
    name: 'node_id',
    label: msg`Document`,
    kind: 'choice',
    from: 'documents',
    required: true,
  },
  ...nameFields.map((field) => ({
    ...field,
    label: field.name === 'name' ? msg`Reason` : msg`French reason`,
  })),
]

/** The admin screens that share the list, add, edit and delete shape. */
export const resourceSpecs = {
  user: {
    resource: 'user',
    cmid: 'QPM-ADMIN',
    page: 'admin/user',
    title: msg`Manual Users`,
    noun: msg`user`,
    nameOf: (row) => String(row.username ?? ''),
    columns: [
      { name: 'username', label: msg`Username` },
      { name: 'name', label: msg`Name` },
      { name: 'email', label: msg`E-mail` },
      { name: 'roles', label: msg`Roles` },
      { name: 'groups', label: msg`Groups` },
    ],
    fields: [
      {
        name: 'username',
        label: msg`Username`,
        kind: 'text',
        maxLength: 100,
        required: true,
        fixedOnEdit: true,
      },
      { name: 'roles', label: msg`Roles`, kind: 'roles', required: true },
    ],
    schema: qpmAdmin['user.create'].body,
  },
  user_group: {
    resource: 'user_group',
    cmid: 'QPM-USER-GROUP',
    page: 'admin/user_group',
    title: msg`Manual User Groups`,
    noun: msg`group`,
    nameOf: named,
    columns: [
      { name: 'code', label: msg`ID` },
      ...nameColumns,
      {
        name: 'member_count',
        label: msg`Members`,
        type: 'number',
        unsearchable: true,
      },
    ],
    fields: [
      {
        name: 'code',
        label: msg`ID`,
        kind: 'text',
        maxLength: ADMIN_CODE_MAX,
        required: true,
      },
      ...nameFields,
      {
        name: 'member_ids',
        label: msg`Members`,
        kind: 'members',
        required: false,
      },
      {
        name: 'readings',
        label: msg`Required readings`,
        kind: 'readings',
        required: false,
      },
    ],
    schema: qpmAdmin['user_group.create'].body,
  },
  workflow_chain: {
    resource: 'workflow_chain',
    cmid: 'QPM-WORKFLOW-CHAIN',
    page: 'admin/workflow_chain',
    title: msg`Workflow Chains`,
    noun: msg`chain`,
    nameOf: named,
    columns: [
      ...nameColumns,
      {
        name: 'node_count',
        label: msg`Nodes`,
        type: 'number',
        unsearchable: true,
      },
      {
        name: 'category_count',
        label: msg`Categories`,
        type: 'number',
        unsearchable: true,
      },
    ],
    fields: nameFields,
    schema: qpmAdmin['workflow_chain.create'].body,
  },
  process_category: {
    resource: 'process_category',
    cmid: 'QPM-PROCESS-CATEGORY',
    page: 'admin/process_category',
    title: msg`Process Categories`,
    noun: msg`category`,
    nameOf: named,
    columns: [
      { name: 'code', label: msg`ID` },
      ...nameColumns,
      { name: 'workflow_chain', label: msg`Workflow chain` },
      {
        name: 'document_count',
        label: msg`Documents`,
        type: 'number',
        unsearchable: true,
      },
    ],
    fields: [
      {
        name: 'code',
        label: msg`ID`,
        kind: 'text',
        maxLength: ADMIN_CODE_MAX,
        required: true,
      },
      ...nameFields,
      {
        name: 'description',
        label: msg`Description`,
        kind: 'textarea',
        maxLength: DESCRIPTION_MAX,
        required: false,
      },
      {
        name: 'description_fr',
        label: msg`French description`,
        kind: 'textarea',
        maxLength: DESCRIPTION_MAX,
        required: false,
      },
      {
        name: 'workflow_chain_id',
        label: msg`Workflow chain`,
        kind: 'choice',
        from: 'workflow_chain',
        option: named,
        required: false,
      },
    ],
    schema: qpmAdmin['process_category.create'].body,
  },
  process_category_exception: {
    resource: 'process_category_exception',
    cmid: 'QPM-PROCESS-EXCEPTION',
    page: 'admin/process_category_exception',
    title: msg`Process Category Exceptions`,
    noun: msg`exception`,
    nameOf: named,
    columns: [
      { name: 'owner', label: msg`Category` },
      { name: 'node', label: msg`Document` },
      { name: 'name', label: msg`Reason` },
      { name: 'name_fr', label: msg`French reason` },
    ],
    fields: exceptionFields('process_category', msg`Category`),
    schema: qpmAdmin['process_category_exception.create'].body,
  },
  tag: {
    resource: 'tag',
    cmid: 'QPM-TAG',
    page: 'admin/tag',
    title: msg`Tags`,
    noun: msg`tag`,
    nameOf: named,
    columns: [
      { name: 'code', label: msg`ID` },
      ...nameColumns,
      {
        name: 'document_count',
        label: msg`Documents`,
        type: 'number',
        unsearchable: true,
      },
    ],
    fields: [
      {
        name: 'code',
        label: msg`ID`,
        kind: 'text',
        maxLength: ADMIN_CODE_MAX,
        required: true,
      },
      ...nameFields,
    ],
    schema: qpmAdmin['tag.create'].body,
  },
  tag_exception: {
    resource: 'tag_exception',
    cmid: 'QPM-TAG-EXCEPTION',
    page: 'admin/tag_exception',
    title: msg`Tag Exceptions`,
    noun: msg`exception`,
    nameOf: named,
    columns: [
      { name: 'owner', label: msg`Tag` },
      { name: 'node', label: msg`Document` },
      { name: 'name', label: msg`Reason` },
      { name: 'name_fr', label: msg`French reason` },
    ],
    fields: exceptionFields('tag', msg`Tag`),
    schema: qpmAdmin['tag_exception.create'].body,
  },
  manual_property: {
    resource: 'manual_property',
    cmid: 'QPM-PROPERTY',
    page: 'admin/manual_property',
    title: msg`Manual Properties`,
    noun: msg`property`,
    nameOf: named,
    columns: [
      { name: 'name', label: msg`Name` },
      { name: 'value', label: msg`Value` },
      { name: 'description', label: msg`Description` },
    ],
    fields: [
      {
        name: 'name',
        label: msg`Name`,
        kind: 'property',
        maxLength: ADMIN_CODE_MAX,
        required: true,
      },
      {
        name: 'value',
        label: msg`Value`,
        kind: 'text',
        maxLength: PROPERTY_VALUE_MAX,
        required: true,
      },
      {
        name: 'description',
        label: msg`Description`,
        kind: 'textarea',
        maxLength: DESCRIPTION_MAX,
        required: false,
      },
    ],
    schema: qpmAdmin['manual_property.create'].body,
  },
} satisfies Record<EditableResource, ResourceSpec>
