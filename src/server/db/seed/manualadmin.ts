import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import * as t from '../schema'
import { DAY, type IdOf, type Tx } from './context'

// The manual's administration in the freight company: a group of dangerous-goods handlers who must read
// the Dangerous Goods section, exceptions to a process category and a tag with their reasons in both
// languages, the manual's properties, a deleted document waiting to be restored, a few e-mails in the
// history, and the audit trail of how the administrator set all this up.

/** The group the seed makes read the dangerous-goods section, and its members. */
export const DANGEROUS_GOODS_GROUP = {
  code: 'FRT-DG',
  members: ['writer', 'approver'],
} as const

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const OFFICE_ADDRESS = '10.20.4.17'

export async function seedManualAdmin(tx: Tx, options: { now: Date; companyId: IdOf; userId: IdOf }): Promise<void> {
  const { now } = options
  const companyId = options.companyId('freight')
  const admin = options.userId('admin')
  const writer = options.userId('writer')
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000)
  const dayOf = (date: Date) => date.toISOString().slice(0, 10)

  // The dangerous-goods handlers: staff who load and check dangerous goods, with the staff menu.
  const [staff] = await tx
    .select({
      style: t.userGroups.style,
      menuGroupId: t.userGroups.menuGroupId,
    })
    .from(t.userGroups)
    .where(and(eq(t.userGroups.companyId, companyId), eq(t.userGroups.code, 'FRT-EMPLOYEES')))
  const [group] = await tx
    .insert(t.userGroups)
    .values({
      companyId,
      code: DANGEROUS_GOODS_GROUP.code,
      name: 'Dangerous goods handlers',
      nameFr: 'Manutentionnaires de marchandises dangereuses',
      style: staff?.style ?? 'transport',
      menuGroupId: staff?.menuGroupId ?? null,
    })
    .returning({ id: t.userGroups.id })
  const groupId = group!.id
  // After each member's own groups, so that their landing group stays the same.
  await tx.insert(t.memberships).values(
    DANGEROUS_GOODS_GROUP.members.map((username) => ({
      userId: options.userId(username),
      groupId,
      sequence: 9,
    })),
  )

  // They must read every document of the Dangerous Goods section within a month.
  const [section] = await tx
    .select({ id: t.manualNodes.id })
    .from(t.manualNodes)
    .where(and(eq(t.manualNodes.companyId, companyId), eq(t.manualNodes.code, 'DG')))
  const dueDate = dayOf(new Date(now.getTime() + 30 * DAY))
  if (section) {
    const [rule] = await tx
      .insert(t.manualGroupReadings)
      .values({
        companyId,
        groupId,
        nodeId: section.id,
        dueDate,
        createdAt: ago(5),
      })
      .returning({ id: t.manualGroupReadings.id })
    await tx.execute(sql`
      WITH RECURSIVE below(id) AS (
        SELECT ${section.id}::int
        UNION ALL
        SELECT n.id FROM manual_nodes n JOIN below b ON n.parent_id = b.id
      )
      INSERT INTO manual_assignments (company_id, node_id, group_id, due_date, created_by, created_at, rule_id)
      SELECT n.company_id, n.id, ${groupId}, ${dueDate}, ${admin}, ${ago(5)}, ${rule!.id}
      FROM below b JOIN manual_nodes n ON n.id = b.id
      WHERE n.kind = 'document' AND n.deleted_at IS NULL
      ON CONFLICT DO NOTHING`)
  }

  // A document kept out of its process category's chain, and one kept out of a tag's index entry.
  const [categorised] = await tx
    .select({
      nodeId: t.manualNodes.id,
      categoryId: t.manualNodes.processCategoryId,
    })
    .from(t.manualNodes)
    .where(and(eq(t.manualNodes.companyId, companyId), eq(t.manualNodes.kind, 'document'), isNotNull(t.manualNodes.processCategoryId)))
    .orderBy(asc(t.manualNodes.id))
    .limit(1)
  const exceptions: {
    resource: string
    id: number
    values: Record<string, unknown>
  }[] = []
  if (categorised?.categoryId) {
    const values = {
      categoryId: categorised.categoryId,
      nodeId: categorised.nodeId,
      name: 'Approved by the management review, which owns the policy it carries out',
      nameFr: 'Approuvé par la revue de direction, responsable de la politique qu’il applique',
    }
    const [row] = await tx
      .insert(t.manualCategoryExceptions)
      .values({ companyId, ...values, createdAt: ago(20), updatedAt: ago(20) })
      .returning({ id: t.manualCategoryExceptions.id })
    exceptions.push({
      resource: 'process_category_exception',
      id: row!.id,
      values: {
        owner_id: values.categoryId,
        node_id: values.nodeId,
        name: values.name,
        name_fr: values.nameFr,
      },
    })
  }
  const [tagged] = await tx
    .select({ nodeId: t.manualNodeTags.nodeId, tagId: t.manualNodeTags.tagId })
    .from(t.manualNodeTags)
    .innerJoin(t.manualTags, eq(t.manualTags.id, t.manualNodeTags.tagId))
    .where(eq(t.manualTags.companyId, companyId))
    .orderBy(asc(t.manualNodeTags.tagId), asc(t.manualNodeTags.nodeId))
    .limit(1)
  if (tagged) {
    const values = {
      tagId: tagged.tagId,
      nodeId: tagged.nodeId,
      name: 'Mentions the subject only in passing',
      nameFr: 'Ne mentionne le sujet qu’en passant',
    }
    const [row] = await tx
      .insert(t.manualTagExceptions)
      .values({ companyId, ...values, createdAt: ago(18), updatedAt: ago(18) })
      .returning({ id: t.manualTagExceptions.id })
    exceptions.push({
      resource: 'tag_exception',
      id: row!.id,
      values: {
        owner_id: values.tagId,
        node_id: values.nodeId,
        name: values.name,
        name_fr: values.nameFr,
      },
    })
  }

  // The manual's properties, each with its value.
  const properties = [
    {
      name: 'manual_title',
      value: 'Northway Freight Quality and Procedures Manual',
      description: 'The title on the cover and in the browser tab',
    },
    {
      name: 'manual_title_fr',
      value: 'Manuel qualité et procédures de Northway Freight',
      description: 'The French title on the cover and in the browser tab',
    },
    {
      name: 'reading_due_days',
      value: '30',
      description: 'Readers have a month to read a significant revision',
    },
    {
      name: 'review_interval_months',
      value: '12',
      description: 'Every document is reviewed yearly',
    },
    {
      name: 'review_reminder_days',
      value: '21',
      description: 'Owners hear of a review three weeks ahead',
    },
  ]
  const propertyRows = await tx
    .insert(t.manualProperties)
    .values(
      properties.map((property) => ({
        companyId,
        ...property,
        createdAt: ago(30),
        updatedAt: ago(30),
      })),
    )
    .returning({ id: t.manualProperties.id })

  // A document deleted from the first section last week: the administrator may restore it.
  const [first] = await tx
    .select({ id: t.manualNodes.id })
    .from(t.manualNodes)
    .where(and(eq(t.manualNodes.companyId, companyId), eq(t.manualNodes.kind, 'section'), sql`${t.manualNodes.parentId} IS NULL`))
    .orderBy(asc(t.manualNodes.position), asc(t.manualNodes.id))
    .limit(1)
  await tx.insert(t.manualNodes).values({
    companyId,
    parentId: first?.id ?? null,
    kind: 'document',
    code: 'demo-admin-radio-check-in',
    number: 'QP-094',
    title: 'Radio check-in procedure',
    titleFr: 'Procédure d’appel radio',
    position: 1004,
    audience: 'staff',
    ownerId: writer,
    status: 'active',
    reviewIntervalMonths: 12,
    createdAt: ago(300),
    updatedAt: ago(7),
    deletedAt: ago(7),
    deletedBy: writer,
  })

  // E-mails the portal sent and recorded.
  const mail = (subject: string, to: string, html: string, days: number, delivery: 'sent' | 'recorded', userId: number | null) => ({
    companyId,
    userId,
    sender: 'quality@northwayfreight.example',
    to: [to],
    subject,
    html,
    delivery,
    attempts: delivery === 'sent' ? 1 : 0,
    lastAttemptAt: delivery === 'sent' ? ago(days) : null,
    sentAt: ago(days),
  })
  await tx
    .insert(t.emailHistory)
    .values([
      mail(
        'Required reading: Dangerous Goods',
        'writer@northwayfreight.example',
        '<p>You have new documents to read in the Dangerous Goods section before the due date.</p>',
        5,
        'sent',
        admin,
      ),
      mail(
        'Required reading: Dangerous Goods',
        'approver@northwayfreight.example',
        '<p>You have new documents to read in the Dangerous Goods section before the due date.</p>',
        5,
        'sent',
        admin,
      ),
      mail(
        'A document waits for your approval',
        'approver@northwayfreight.example',
        '<p>A revision is in review in the quality review chain.</p>',
        3,
        'recorded',
        writer,
      ),
    ])

  // The audit trail of that setup, as the administrator's calls wrote it.
  const trail = (days: number, call: string, method: string, resource: string, recordId: number, action: string, newValues: unknown) => ({
    companyId,
    userId: admin,
    username: 'admin',
    call,
    method,
    resource,
    recordId: String(recordId),
    action,
    newValues,
    ip: OFFICE_ADDRESS,
    userAgent: DESKTOP,
    at: ago(days),
  })
  await tx.insert(t.manualAuditTrail).values([
    ...propertyRows.map((row, index) =>
      trail(30, 'qpm-admin.manual_property.create', 'POST', 'manual_property', row.id, 'create', {
        name: properties[index]!.name,
        value: properties[index]!.value,
        description: properties[index]!.description,
      }),
    ),
    ...exceptions.map((exception, index) =>
      trail(20 - 2 * index, `qpm-admin.${exception.resource}.create`, 'POST', exception.resource, exception.id, 'create', exception.values),
    ),
    trail(5, 'qpm-admin.user_group.create', 'POST', 'user_group', groupId, 'create', {
      code: DANGEROUS_GOODS_GROUP.code,
      name: 'Dangerous goods handlers',
      name_fr: 'Manutentionnaires de marchandises dangereuses',
      member_ids: DANGEROUS_GOODS_GROUP.members.map((username) => options.userId(username)),
      readings: section ? [{ node_id: section.id, due_date: dueDate }] : [],
    }),
  ])
}
