import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  DeletedNodeRow,
  EmailRow,
  ExceptionRow,
  LanguageRow,
  ManualPropertyRow,
  ManualUserRow,
  ProcessCategoryRow,
  TagRow,
  UserGroupRow,
  WorkflowChainRow,
} from '@shared/contract/qpm-admin'
import type { contract, EndpointInput } from '@shared/contract'
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import {
  emailHistory,
  manualCategoryExceptions,
  manualGroupReadings,
  manualNodes,
  manualProcessCategories,
  manualProperties,
  manualTagExceptions,
  manualTags,
  manualWorkflowChains,
  memberships,
  userGroups,
  users,
} from '../../db/schema'
import { type AuthedContext, authed, type RequestContext } from '../../lib/context'
import { fail, invalidFields } from '../../lib/errors'
import { isoInstant, type ListSpec } from '../../lib/list'
import { type Resource, resourceMessages, tableResource } from '../../lib/resource'
import { noteChange } from '../../lib/trail'
import { manualAdminMessages as m } from '../../messages'
import { labels } from './labels'

type AdminInput<K extends keyof (typeof contract)['qpm-admin']> = EndpointInput<(typeof contract)['qpm-admin'][K]>

/** 400 naming the fields, each with its translated message. */
function refuse(ctx: AuthedContext, errors: Record<string, MessageDescriptor>): never {
  throw invalidFields(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, ctx.t(message)])))
}

const count = (value: SQL) => sql<number>`(${value})::int`
const fullName = sql<string>`trim(${users.fname} || ' ' || ${users.lname})`
const company = (ctx: AuthedContext) => ctx.identity.company.id

/** 400 on `field` unless `table` holds a record `id` of the caller's company (and `extra`). */
async function exists(ctx: AuthedContext, table: { id: PgColumn; companyId: PgColumn }, id: number, extra?: SQL) {
  const where = and(eq(table.id, id), eq(table.companyId, company(ctx)), extra)
  const rows = await ctx.db.select({ id: table.id }).from(table as never).where(where).limit(1)
  return rows.length > 0
}

// admin/user: the manual's users are the company's accounts with a manual role.

const userFields = {
  id: users.id,
  username: users.username,
  name: fullName,
  email: users.email,
  mt_type: users.mtType,
  roles: users.roles,
  groups: sql<string>`coalesce((SELECT string_agg(g.name, ', ' ORDER BY g.name) FROM memberships ms JOIN user_groups g ON g.id = ms.group_id WHERE ms.user_id = ${users.id}), '')`,
}
const userSpec: ListSpec = {
  columns: [
    { name: 'id', label: labels.id, type: 'number', expr: users.id, hidden: true },
    { name: 'username', label: labels.username, type: 'string', expr: users.username, searchable: true },
    { name: 'name', label: labels.name, type: 'string', expr: fullName, searchable: true },
    { name: 'email', label: labels.email, type: 'string', expr: users.email, searchable: true },
    { name: 'mt_type', label: labels.type, type: 'string', expr: users.mtType, searchable: true },
    { name: 'roles', label: labels.roles, type: 'string', expr: sql`array_to_string(${users.roles}, ', ')`, searchable: true },
    { name: 'groups', label: labels.groups, type: 'string', expr: userFields.groups, searchable: true },
  ],
  defaultSort: 'username',
  tiebreak: users.id,
}

type ManualUserInput = AdminInput<'user.create'>['body']

export const manualUsers = tableResource<ManualUserRow, ManualUserInput>({
  name: 'user',
  table: users,
  spec: userSpec,
  fields: userFields,
  scope: () => sql`cardinality(${users.roles}) > 0`,
  unique: [{ field: 'username', column: users.username, message: m.userExists, anyCase: true }],
  values: (_ctx, input) => ({ roles: input.roles }),
  async insert(ctx, input) {
    const [user] = await ctx.db
      .update(users)
      .set({ roles: input.roles, updatedAt: ctx.now })
      .where(and(eq(users.companyId, company(ctx)), sql`lower(${users.username}) = lower(${input.username})`))
      .returning({ id: users.id })
    if (!user) refuse(ctx, { username: m.userNotFound })
    return user.id
  },
  async inUse(ctx, id) {
    const [row] = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(DISTINCT chain_id)::int AS n FROM manual_workflow_chain_users cu
      JOIN manual_workflow_chains c ON c.id = cu.chain_id WHERE cu.user_id = ${id} AND c.company_id = ${company(ctx)}`).then(
      (result) => (result as unknown as { rows: { n: number }[] }).rows,
    )
    return row && row.n > 0 ? { message: m.userApprover, values: { count: row.n } } : null
  },
  async remove(ctx, id) {
    await ctx.db.update(users).set({ roles: [], updatedAt: ctx.now }).where(and(eq(users.id, id), eq(users.companyId, company(ctx))))
  },
})

// admin/user_group: the company's user groups, their members, and what each must read.

const groupFields = {
  id: userGroups.id,
  code: userGroups.code,
  name: userGroups.name,
  name_fr: userGroups.nameFr,
  member_count: count(sql`SELECT count(*) FROM memberships ms WHERE ms.group_id = ${userGroups.id}`),
  members: sql<UserGroupRow['members']>`coalesce((SELECT json_agg(json_build_object('id', u.id, 'username', u.username, 'name', trim(u.fname || ' ' || u.lname)) ORDER BY u.lname, u.fname, u.id)
    FROM memberships ms JOIN users u ON u.id = ms.user_id WHERE ms.group_id = ${userGroups.id}), '[]'::json)`,
  readings: sql<UserGroupRow['readings']>`coalesce((SELECT json_agg(json_build_object('node_id', r.node_id, 'category_id', r.category_id,
      'title', coalesce(n.title, c.name, ''), 'due_date', r.due_date::text) ORDER BY r.id)
    FROM manual_group_readings r LEFT JOIN manual_nodes n ON n.id = r.node_id LEFT JOIN manual_process_categories c ON c.id = r.category_id
    WHERE r.group_id = ${userGroups.id}), '[]'::json)`,
}
const groupSpec: ListSpec = {
  columns: [
    { name: 'id', label: labels.id, type: 'number', expr: userGroups.id, hidden: true },
    { name: 'code', label: labels.code, type: 'string', expr: userGroups.code, searchable: true },
    { name: 'name', label: labels.nameEn, type: 'string', expr: userGroups.name, searchable: true },
    { name: 'name_fr', label: labels.nameFr, type: 'string', expr: userGroups.nameFr, searchable: true },
    { name: 'member_count', label: labels.members, type: 'number', expr: groupFields.member_count },
  ],
  defaultSort: 'name',
  tiebreak: userGroups.id,
}

type GroupInput = AdminInput<'user_group.create'>['body']

/**
 * Writes the assignments a group's reading rules come to: every document under a section named (or the
 * document named), every document of a category named, at the earliest due date of the rules naming it.
 */
export async function syncGroupReadings(ctx: AuthedContext, groupId: number) {
  await ctx.db.execute(sql`
    WITH RECURSIVE rules AS (
      SELECT id, node_id, category_id, due_date FROM manual_group_readings WHERE group_id = ${groupId}
    ), below(id, rule) AS (
      SELECT n.id, r.id FROM manual_nodes n JOIN rules r ON n.id = r.node_id
      UNION ALL
      SELECT n.id, b.rule FROM manual_nodes n JOIN below b ON n.parent_id = b.id
    ), covered AS (
      SELECT b.id AS node_id, b.rule FROM below b
      UNION ALL
      SELECT n.id, r.id FROM manual_nodes n JOIN rules r ON n.process_category_id = r.category_id
    )
    INSERT INTO manual_assignments (company_id, node_id, group_id, due_date, created_by, created_at, rule_id)
    SELECT DISTINCT ON (n.id) n.company_id, n.id, ${groupId}, r.due_date, ${ctx.identity.user.id}, ${ctx.now}, r.id
    FROM covered c JOIN manual_nodes n ON n.id = c.node_id JOIN rules r ON r.id = c.rule
    WHERE n.kind = 'document' AND n.deleted_at IS NULL AND n.company_id = ${company(ctx)}
    ORDER BY n.id, r.due_date
    ON CONFLICT DO NOTHING`)
}

async function checkGroup(ctx: AuthedContext, input: GroupInput) {
  const errors: Record<string, typeof m.userNotFound> = {}
  if (input.member_ids?.length) {
    const found = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, company(ctx)), inArray(users.id, input.member_ids)))
    if (found.length !== input.member_ids.length) errors.member_ids = m.userNotFound
  }
  for (const [index, reading] of (input.readings ?? []).entries()) {
    const node = reading.node_id ?? null
    const category = reading.category_id ?? null
    if ((node === null) === (category === null)) errors[`readings.${index}`] = m.readingTarget
    else if (node !== null && !(await exists(ctx, manualNodes, node, isNull(manualNodes.deletedAt))))
      errors[`readings.${index}.node_id`] = m.nodeNotFound
    else if (category !== null && !(await exists(ctx, manualProcessCategories, category)))
      errors[`readings.${index}.category_id`] = m.categoryNotFound
  }
  if (Object.keys(errors).length) refuse(ctx, errors)
}

export const userGroupResource = tableResource<UserGroupRow, GroupInput>({
  name: 'user_group',
  table: userGroups,
  spec: groupSpec,
  fields: groupFields,
  unique: [
    { field: 'code', column: userGroups.code, message: m.idExists },
    { field: 'name', column: userGroups.name, message: m.nameExists, anyCase: true },
    { field: 'name_fr', column: userGroups.nameFr, message: m.nameExists, anyCase: true },
  ],
  check: (ctx, input) => checkGroup(ctx, input),
  values: (_ctx, input) => ({ code: input.code, name: input.name, nameFr: input.name_fr ?? null }),
  async insert(ctx, input) {
    const [first] = await ctx.db
      .select({ style: userGroups.style })
      .from(userGroups)
      .where(eq(userGroups.companyId, company(ctx)))
      .orderBy(userGroups.id)
      .limit(1)
    const [row] = await ctx.db
      .insert(userGroups)
      .values({ companyId: company(ctx), code: input.code, name: input.name, nameFr: input.name_fr ?? null, style: first?.style ?? 'transport' })
      .returning({ id: userGroups.id })
    return row?.id as number
  },
  async after(ctx, id, input) {
    if (input.member_ids) {
      const keep = input.member_ids
      await ctx.db
        .delete(memberships)
        .where(keep.length ? and(eq(memberships.groupId, id), sql`${memberships.userId} NOT IN (${sql.join(keep.map((k) => sql`${k}`), sql`, `)})`) : eq(memberships.groupId, id))
      // A group joined here comes after the user's own groups: the group they sign in with stays.
      if (keep.length) {
        await ctx.db
          .insert(memberships)
          .values(keep.map((userId) => ({ userId, groupId: id, sequence: 100 })))
          .onConflictDoNothing()
      }
    }
    if (input.readings) {
      await ctx.db.delete(manualGroupReadings).where(eq(manualGroupReadings.groupId, id))
      if (input.readings.length) {
        await ctx.db.insert(manualGroupReadings).values(
          input.readings.map((reading) => ({
            companyId: company(ctx),
            groupId: id,
            nodeId: reading.node_id ?? null,
            categoryId: reading.category_id ?? null,
            dueDate: reading.due_date,
          })),
        )
      }
      await syncGroupReadings(ctx, id)
    }
  },
  async inUse(ctx, id) {
    const [row] = await ctx.db.select({ n: count(sql`count(*)`) }).from(memberships).where(eq(memberships.groupId, id))
    return row && row.n > 0 ? { message: m.groupInUse, values: { count: row.n } } : null
  },
})

// admin/workflow_chain.

const chains = manualWorkflowChains
const chainFields = {
  id: chains.id,
  name: chains.name,
  name_fr: chains.nameFr,
  approvers: sql<WorkflowChainRow['approvers']>`coalesce((SELECT json_agg(json_build_object('id', u.id, 'username', u.username, 'name', trim(u.fname || ' ' || u.lname), 'position', cu.position) ORDER BY cu.position)
    FROM manual_workflow_chain_users cu JOIN users u ON u.id = cu.user_id WHERE cu.chain_id = ${chains.id}), '[]'::json)`,
  node_count: count(sql`SELECT count(*) FROM manual_nodes n WHERE n.workflow_chain_id = ${chains.id} AND n.deleted_at IS NULL`),
  category_count: count(sql`SELECT count(*) FROM manual_process_categories c WHERE c.workflow_chain_id = ${chains.id}`),
}
const chainSpec: ListSpec = {
  columns: [
    { name: 'id', label: labels.id, type: 'number', expr: chains.id, hidden: true },
    { name: 'name', label: labels.nameEn, type: 'string', expr: chains.name, searchable: true },
    { name: 'name_fr', label: labels.nameFr, type: 'string', expr: chains.nameFr, searchable: true },
    { name: 'node_count', label: labels.nodes, type: 'number', expr: chainFields.node_count },
    { name: 'category_count', label: labels.categories, type: 'number', expr: chainFields.category_count },
  ],
  defaultSort: 'name',
  tiebreak: chains.id,
}

export const workflowChainResource = tableResource<WorkflowChainRow, AdminInput<'workflow_chain.create'>['body']>({
  name: 'workflow_chain',
  table: chains,
  spec: chainSpec,
  fields: chainFields,
  unique: [
    { field: 'name', column: chains.name, message: m.nameExists, anyCase: true },
    { field: 'name_fr', column: chains.nameFr, message: m.nameExists, anyCase: true },
  ],
  values: (_ctx, input) => ({ name: input.name, nameFr: input.name_fr ?? null }),
  async inUse(ctx, id) {
    const [row] = await ctx.db.select({ nodes: chainFields.node_count, categories: chainFields.category_count }).from(chains).where(eq(chains.id, id))
    return row && row.nodes + row.categories > 0 ? { message: m.chainInUse, values: { nodes: row.nodes, categories: row.categories } } : null
  },
})

// Process categories and tags.

const categories = manualProcessCategories
const categoryDocuments = count(
  sql`SELECT count(*) FROM manual_nodes n WHERE n.process_category_id = ${categories.id} AND n.kind = 'document' AND n.deleted_at IS NULL`,
)
const categoryFields = {
  id: categories.id,
  code: categories.code,
  name: categories.name,
  name_fr: categories.nameFr,
  description: categories.description,
  description_fr: categories.descriptionFr,
  workflow_chain_id: categories.workflowChainId,
  workflow_chain: sql<string | null>`(SELECT c.name FROM manual_workflow_chains c WHERE c.id = ${categories.workflowChainId})`,
  document_count: categoryDocuments,
}
const categorySpec: ListSpec = {
  columns: [
    { name: 'id', label: labels.id, type: 'number', expr: categories.id, hidden: true },
    { name: 'code', label: labels.code, type: 'string', expr: categories.code, searchable: true },
    { name: 'name', label: labels.nameEn, type: 'string', expr: categories.name, searchable: true },
    { name: 'name_fr', label: labels.nameFr, type: 'string', expr: categories.nameFr, searchable: true },
    { name: 'workflow_chain', label: labels.chain, type: 'string', expr: categoryFields.workflow_chain, searchable: true },
    { name: 'document_count', label: labels.documents, type: 'number', expr: categoryDocuments },
  ],
  defaultSort: 'code',
  tiebreak: categories.id,
}

export const processCategoryResource = tableResource<ProcessCategoryRow, AdminInput<'process_category.create'>['body']>({
  name: 'process_category',
  table: categories,
  spec: categorySpec,
  fields: categoryFields,
  unique: [
    { field: 'code', column: categories.code, message: m.idExists },
    { field: 'name', column: categories.name, message: m.nameExists, anyCase: true },
    { field: 'name_fr', column: categories.nameFr, message: m.nameExists, anyCase: true },
  ],
  async check(ctx, input) {
    if (input.workflow_chain_id && !(await exists(ctx, chains, input.workflow_chain_id))) {
      refuse(ctx, { workflow_chain_id: m.chainNotFound })
    }
  },
  values: (_ctx, input) => ({
    code: input.code,
    name: input.name,
    nameFr: input.name_fr ?? null,
    description: input.description ?? null,
    descriptionFr: input.description_fr ?? null,
    workflowChainId: input.workflow_chain_id ?? null,
  }),
  async inUse(ctx, id) {
    const [row] = await ctx.db.select({ n: categoryDocuments }).from(categories).where(eq(categories.id, id))
    return row && row.n > 0 ? { message: m.categoryInUse, values: { count: row.n } } : null
  },
})

const tagDocuments = count(sql`SELECT count(*) FROM manual_node_tags t WHERE t.tag_id = ${manualTags.id}`)
export const tagResource = tableResource<TagRow, AdminInput<'tag.create'>['body']>({
  name: 'tag',
  table: manualTags,
  spec: {
    columns: [
      { name: 'id', label: labels.id, type: 'number', expr: manualTags.id, hidden: true },
      { name: 'code', label: labels.code, type: 'string', expr: manualTags.code, searchable: true },
      { name: 'name', label: labels.nameEn, type: 'string', expr: manualTags.name, searchable: true },
      { name: 'name_fr', label: labels.nameFr, type: 'string', expr: manualTags.nameFr, searchable: true },
      { name: 'document_count', label: labels.documents, type: 'number', expr: tagDocuments },
    ],
    defaultSort: 'code',
    tiebreak: manualTags.id,
  },
  fields: { id: manualTags.id, code: manualTags.code, name: manualTags.name, name_fr: manualTags.nameFr, document_count: tagDocuments },
  unique: [
    { field: 'code', column: manualTags.code, message: m.idExists },
    { field: 'name', column: manualTags.name, message: m.nameExists, anyCase: true },
    { field: 'name_fr', column: manualTags.nameFr, message: m.nameExists, anyCase: true },
  ],
  values: (_ctx, input) => ({ code: input.code, name: input.name, nameFr: input.name_fr ?? null }),
  async inUse(ctx, id) {
    const [row] = await ctx.db.select({ n: tagDocuments }).from(manualTags).where(eq(manualTags.id, id))
    return row && row.n > 0 ? { message: m.tagInUse, values: { count: row.n } } : null
  },
})

// Exceptions: a document kept out of a category or a tag.

type ExceptionInput = AdminInput<'tag_exception.create'>['body']

function exceptionResource(
  name: string,
  table: typeof manualCategoryExceptions | typeof manualTagExceptions,
  ownerColumn: PgColumn,
  owners: typeof categories | typeof manualTags,
  ownerMissing: typeof m.tagNotFound,
) {
  const fields = {
    id: table.id,
    owner_id: ownerColumn,
    owner: sql<string>`(SELECT o.name FROM ${owners} o WHERE o.id = ${ownerColumn})`,
    node_id: table.nodeId,
    node: sql<string>`(SELECT trim(coalesce(n.number || ' ', '') || n.title) FROM manual_nodes n WHERE n.id = ${table.nodeId})`,
    name: table.name,
    name_fr: table.nameFr,
  }
  return tableResource<ExceptionRow, ExceptionInput>({
    name,
    table,
    spec: {
      columns: [
        { name: 'id', label: labels.id, type: 'number', expr: table.id, hidden: true },
        { name: 'owner', label: labels.owner, type: 'string', expr: fields.owner, searchable: true },
        { name: 'node', label: labels.document, type: 'string', expr: fields.node, searchable: true },
        { name: 'name', label: labels.reason, type: 'string', expr: table.name, searchable: true },
        { name: 'name_fr', label: labels.reasonFr, type: 'string', expr: table.nameFr, searchable: true },
      ],
      defaultSort: 'owner',
      tiebreak: table.id,
    },
    fields,
    async check(ctx, input, id) {
      if (!(await exists(ctx, owners, input.owner_id))) refuse(ctx, { owner_id: ownerMissing })
      if (!(await exists(ctx, manualNodes, input.node_id, isNull(manualNodes.deletedAt)))) refuse(ctx, { node_id: m.nodeNotFound })
      const same = await ctx.db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(ownerColumn, input.owner_id), eq(table.nodeId, input.node_id), id === undefined ? undefined : sql`${table.id} <> ${id}`))
        .limit(1)
      if (same.length) fail(409, m.exceptionExists, { code: 'NAME_EXISTS', errors: { node_id: ctx.t(m.exceptionExists) } })
    },
    values: (_ctx, input) => ({
      [ownerColumn === manualTagExceptions.tagId ? 'tagId' : 'categoryId']: input.owner_id,
      nodeId: input.node_id,
      name: input.name,
      nameFr: input.name_fr ?? null,
    }),
  })
}

export const categoryExceptionResource = exceptionResource(
  'process_category_exception',
  manualCategoryExceptions,
  manualCategoryExceptions.categoryId,
  categories,
  m.categoryNotFound,
)
export const tagExceptionResource = exceptionResource('tag_exception', manualTagExceptions, manualTagExceptions.tagId, manualTags, m.tagNotFound)

// French names of categories and tags: a record per category or tag that has one.

type LanguageInput = AdminInput<'tag_language.create'>['body']

function languageResource(name: string, table: typeof categories | typeof manualTags, missing: typeof m.tagNotFound) {
  const descriptionFr = 'descriptionFr' in table ? table.descriptionFr : sql<string | null>`NULL::text`
  const fields = { id: table.id, code: table.code, name: table.name, name_fr: table.nameFr, description_fr: descriptionFr }
  const set = async (ctx: AuthedContext, id: number, nameFr: string | null, description: string | null) => {
    const changes = 'descriptionFr' in table ? { nameFr, descriptionFr: description } : { nameFr }
    await ctx.db.update(table).set(changes as never).where(and(eq(table.id, id), eq(table.companyId, company(ctx))))
  }
  return tableResource<LanguageRow, LanguageInput>({
    name,
    table,
    spec: {
      columns: [
        { name: 'id', label: labels.id, type: 'number', expr: table.id, hidden: true },
        { name: 'code', label: labels.code, type: 'string', expr: table.code, searchable: true },
        { name: 'name', label: labels.nameEn, type: 'string', expr: table.name, searchable: true },
        { name: 'name_fr', label: labels.nameFr, type: 'string', expr: table.nameFr, searchable: true },
      ],
      defaultSort: 'code',
      tiebreak: table.id,
    },
    fields,
    scope: () => isNotNull(table.nameFr),
    unique: [{ field: 'name_fr', column: table.nameFr, message: m.nameExists, anyCase: true }],
    async check(ctx, input, id) {
      if (id !== undefined) return
      const [owner] = await ctx.db
        .select({ nameFr: table.nameFr })
        .from(table)
        .where(and(eq(table.id, input.owner_id), eq(table.companyId, company(ctx))))
      if (!owner) refuse(ctx, { owner_id: missing })
      if (owner.nameFr) fail(409, m.frenchNameExists, { code: 'NAME_EXISTS', errors: { owner_id: ctx.t(m.frenchNameExists) } })
    },
    values: (_ctx, input) => ('descriptionFr' in table ? { nameFr: input.name_fr, descriptionFr: input.description_fr ?? null } : { nameFr: input.name_fr }),
    async insert(ctx, input) {
      await set(ctx, input.owner_id, input.name_fr, input.description_fr ?? null)
      return input.owner_id
    },
    remove: (ctx, id) => set(ctx, id, null, null),
  })
}

export const categoryLanguageResource = languageResource('process_category_language', categories, m.categoryNotFound)
export const tagLanguageResource = languageResource('tag_language', manualTags, m.tagNotFound)

// Manual properties.

/** The properties the manual knows: what each does, and its value when none is set. */
export const PROPERTY_CHOICES = [
  { name: 'manual_title', description: msg`The manual's title in English`, default: 'Quality and Procedures Manual' },
  { name: 'manual_title_fr', description: msg`The manual's title in French`, default: 'Manuel qualité et procédures' },
  { name: 'reading_due_days', description: msg`Days a reader has to read a document again after a significant revision`, default: '30' },
  { name: 'review_interval_months', description: msg`Months between periodic reviews of a new document`, default: '12' },
  { name: 'review_reminder_days', description: msg`Days before a review date at which the owner is reminded`, default: '30' },
] as const

export const propertyResource = tableResource<ManualPropertyRow, AdminInput<'manual_property.create'>['body']>({
  name: 'manual_property',
  table: manualProperties,
  spec: {
    columns: [
      { name: 'id', label: labels.id, type: 'number', expr: manualProperties.id, hidden: true },
      { name: 'name', label: labels.property, type: 'string', expr: manualProperties.name, searchable: true },
      { name: 'value', label: labels.value, type: 'string', expr: manualProperties.value, searchable: true },
      { name: 'description', label: labels.description, type: 'string', expr: manualProperties.description, searchable: true },
    ],
    defaultSort: 'name',
    tiebreak: manualProperties.id,
  },
  fields: {
    id: manualProperties.id,
    name: manualProperties.name,
    value: manualProperties.value,
    description: manualProperties.description,
  },
  unique: [{ field: 'name', column: manualProperties.name, message: m.idExists, anyCase: true }],
  values: (_ctx, input) => ({ name: input.name, value: input.value, description: input.description ?? null }),
})

// Deleted nodes (restored through the authoring's restore) and the e-mail history: listed and read.

const deletedBy = sql<string | null>`(SELECT u.username FROM users u WHERE u.id = ${manualNodes.deletedBy})`
const parentTitle = sql<string | null>`(SELECT p.title FROM manual_nodes p WHERE p.id = ${manualNodes.parentId})`
const deletedAll = tableResource<DeletedNodeRow, never>({
  name: 'node_deleted',
  table: manualNodes,
  spec: {
    columns: [
      { name: 'id', label: labels.id, type: 'number', expr: manualNodes.id, hidden: true },
      { name: 'kind', label: labels.kind, type: 'string', expr: manualNodes.kind, searchable: true },
      { name: 'number', label: labels.number, type: 'string', expr: manualNodes.number, searchable: true },
      { name: 'title', label: labels.title, type: 'string', expr: manualNodes.title, searchable: true },
      { name: 'section', label: labels.section, type: 'string', expr: parentTitle, searchable: true },
      { name: 'deleted_at', label: labels.deletedAt, type: 'datetime', expr: manualNodes.deletedAt },
      { name: 'deleted_by', label: labels.deletedBy, type: 'string', expr: deletedBy, searchable: true },
    ],
    defaultSort: '-deleted_at',
    tiebreak: manualNodes.id,
  },
  fields: {
    id: manualNodes.id,
    kind: manualNodes.kind,
    code: manualNodes.code,
    number: manualNodes.number,
    title: manualNodes.title,
    section: parentTitle,
    deleted_at: isoInstant(manualNodes.deletedAt),
    deleted_by: deletedBy,
  },
  scope: () => isNotNull(manualNodes.deletedAt),
})
export const deletedNodeResource: Resource<DeletedNodeRow, never> = { list: deletedAll.list, read: deletedAll.read }

const emailFields = {
  id: emailHistory.id,
  sent_at: isoInstant(emailHistory.sentAt),
  sender: emailHistory.sender,
  recipients: sql<string>`array_to_string(${emailHistory.to} || ${emailHistory.cc} || ${emailHistory.bcc}, ', ')`,
  subject: emailHistory.subject,
  delivery: emailHistory.delivery,
  attempts: emailHistory.attempts,
  error: emailHistory.error,
  user: sql<string | null>`(SELECT u.username FROM users u WHERE u.id = ${emailHistory.userId})`,
}
const emailAll = tableResource<EmailRow, never>({
  name: 'email_history',
  table: emailHistory as typeof emailHistory & Record<'companyId', PgColumn>,
  spec: {
    columns: [
      { name: 'id', label: labels.id, type: 'number', expr: emailHistory.id, hidden: true },
      { name: 'sent_at', label: labels.sentAt, type: 'datetime', expr: emailHistory.sentAt },
      { name: 'sender', label: labels.sender, type: 'string', expr: emailHistory.sender, searchable: true },
      { name: 'recipients', label: labels.recipients, type: 'string', expr: emailFields.recipients, searchable: true },
      { name: 'subject', label: labels.subject, type: 'string', expr: emailHistory.subject, searchable: true },
      { name: 'delivery', label: labels.delivery, type: 'string', expr: emailHistory.delivery, searchable: true },
      { name: 'attempts', label: labels.attempts, type: 'number', expr: emailHistory.attempts },
      { name: 'error', label: labels.error, type: 'string', expr: emailHistory.error, searchable: true },
      { name: 'user', label: labels.user, type: 'string', expr: emailFields.user, searchable: true },
    ],
    defaultSort: '-sent_at',
    tiebreak: emailHistory.id,
  },
  fields: emailFields,
})
export const emailResource = {
  list: emailAll.list,
  /** An e-mail with its body, asked for on its own. */
  async read(ctx: RequestContext, id: number) {
    const me = authed(ctx)
    const [row] = await me.db
      .select({ ...emailFields, html: emailHistory.html })
      .from(emailHistory)
      .where(and(eq(emailHistory.id, id), eq(emailHistory.companyId, company(me))))
    if (!row) fail(404, resourceMessages.notFound, { code: 'NOT_FOUND' })
    return row
  },
  /** Takes an e-mail out of the history. */
  async remove(ctx: RequestContext, id: number) {
    const me = authed(ctx)
    const before = await emailResource.read(me, id)
    await me.db.delete(emailHistory).where(and(eq(emailHistory.id, id), eq(emailHistory.companyId, company(me))))
    noteChange(me, { resource: 'email_history', recordId: id, action: 'delete', old: before })
  },
}
