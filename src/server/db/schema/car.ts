import { sql } from 'drizzle-orm'
import { bigserial, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { attachments } from './attachments'
import { createdAt, instant, updatedAt } from './columns'
import { companies } from './companies'
import { emailHistory } from './email'
import { manualNodes } from './manual'
import { users } from './users'

// Corrective action requests (CAR): the lists their administrators keep, the requests, their comments,
// status history, effectiveness checks and files (attachments of owner type car-<category>).

/** A company's named records, each name unique in the company in either language (any case). */
const namedTable = <const N extends string>(name: N) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      companyId: integer('company_id')
        .notNull()
        .references(() => companies.id),
      name: text('name').notNull(),
      /** The French name; the English one serves when null. */
      nameFr: text('name_fr'),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [
      uniqueIndex(`${name}_company_name`).on(t.companyId, sql`lower(${t.name})`),
      uniqueIndex(`${name}_company_name_fr`).on(t.companyId, sql`lower(${t.nameFr})`),
    ],
  )

/** Where a corrective action request comes from (car/admin/car_source). */
export const carSources = namedTable('car_sources')
/** Why the problem happened (car/admin/car_root_cause): what the Pareto chart counts. */
export const carRootCauses = namedTable('car_root_causes')
/** What went wrong (car/admin/car_problem_type). */
export const carProblemTypes = namedTable('car_problem_types')
/** Where it happened (car/admin/car_terminal). */
export const carTerminals = namedTable('car_terminals')
/** Who answers for it; also an approver's department (car/admin/car_department). */
export const carDepartments = namedTable('car_departments')

/**
 * The last CAR number given per company and year: taking the next one is one upsert of this row, which
 * PostgreSQL locks until the creating transaction ends, so two CARs created at once never share a number.
 */
export const carNumberSequences = pgTable(
  'car_number_sequences',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year] })],
)

/** A corrective action request (document 2 sections 3 and 4). */
export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** CAR-2026-0042: the year of creation and the company's sequence in that year. */
    carNumber: text('car_number').notNull(),
    /** One of CAR_STATUSES; only the flow's actions change it. */
    status: text('status').notNull().default('Draft'),
    title: text('title').notNull(),
    description: text('description'),
    problemTypeId: integer('problem_type_id').references(() => carProblemTypes.id),
    rootCauseId: integer('root_cause_id').references(() => carRootCauses.id),
    sourceId: integer('source_id').references(() => carSources.id),
    departmentId: integer('department_id').references(() => carDepartments.id),
    terminalId: integer('terminal_id').references(() => carTerminals.id),
    requestedDate: date('requested_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id),
    assigneeId: integer('assignee_id').references(() => users.id),
    approver1Id: integer('approver_1_id').references(() => users.id),
    approver1DepartmentId: integer('approver_1_department_id').references(() => carDepartments.id),
    approver1Title: text('approver_1_title'),
    /** When approver 1 passed it on to approver 2; cleared when it is rejected or reopened. */
    approver1Date: instant('approver_1_date'),
    approver2Id: integer('approver_2_id').references(() => users.id),
    approver2DepartmentId: integer('approver_2_department_id').references(() => carDepartments.id),
    approver2Title: text('approver_2_title'),
    approver2Date: instant('approver_2_date'),
    /** The 5-why chain, the first why first. */
    whys: text('whys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rootCauseText: text('root_cause_text'),
    containmentAction: text('containment_action'),
    correctiveAction: text('corrective_action'),
    preventiveAction: text('preventive_action'),
    /** A linked shipment. */
    probill: text('probill'),
    /** A linked manual document. */
    documentId: integer('document_id').references(() => manualNodes.id, { onDelete: 'set null' }),
    /** Raised by each save and step: a save or step made from an older version answers 409. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When approver 2 closed it; null while open (and again once reopened). */
    closedAt: instant('closed_at'),
    /**
     * The reminders sent to the assignee (CAR_REMINDER_DAYS_BEFORE days before the due date, and once
     * overdue): each at most once, claimed by the job that sends it. A new due date clears them.
     */
    dueReminderAt: instant('due_reminder_at'),
    overdueReminderAt: instant('overdue_reminder_at'),
  },
  (t) => [
    uniqueIndex('cars_company_number').on(t.companyId, t.carNumber),
    // The list filtered by status (and terminal), sorted by due date; the overdue and open counts.
    index('cars_company_status_due').on(t.companyId, t.status, t.dueDate, t.id),
    index('cars_company_terminal_status_due').on(t.companyId, t.terminalId, t.status, t.dueDate, t.id),
    index('cars_company_due').on(t.companyId, t.dueDate, t.id),
    // The Pareto chart reads a period of requested dates.
    index('cars_company_requested').on(t.companyId, t.requestedDate),
    // The grid's search: contains, case-insensitive.
    index('cars_title_lower_trgm').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('cars_number_lower_trgm').using('gin', sql`lower(${t.carNumber}) gin_trgm_ops`),
    // Who is waited on (counts, "mine"), and the accounts a CAR names.
    index('cars_requester').on(t.requesterId),
    index('cars_assignee').on(t.assigneeId),
    index('cars_approver_1').on(t.approver1Id),
    index('cars_approver_2').on(t.approver2Id),
  ],
)

/** What was said about a CAR: with each flow step, or on its own. */
export const carComments = pgTable(
  'car_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** The flow action it came with; null for a plain comment. */
    action: text('action'),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('car_comments_car').on(t.carId, t.createdAt)],
)

/** Every status a CAR went through: who moved it, with which action and comment, and the e-mail sent. */
export const carStatusHistory = pgTable(
  'car_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** A flow action, 'create', or 'reopen' (an effectiveness check rated not effective). */
    action: text('action').notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    comment: text('comment'),
    emailId: integer('email_id').references(() => emailHistory.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('car_status_history_car').on(t.carId, t.createdAt)],
)

/**
 * The check, 30, 60 or 90 days after closing, that the actions worked. Rated not effective, it reopens
 * the CAR; a CAR closed again gets a new check.
 */
export const carEffectivenessChecks = pgTable(
  'car_effectiveness_checks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    checkerId: integer('checker_id')
      .notNull()
      .references(() => users.id),
    days: integer('days').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** One of CAR_EFFECTIVENESS_RATINGS; null while pending. */
    rating: text('rating'),
    notes: text('notes'),
    checkedAt: instant('checked_at'),
    /** The checker's reminder once the check falls due, sent at most once. */
    reminderAt: instant('reminder_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('car_effectiveness_company_due').on(t.companyId, t.dueDate, t.id),
    index('car_effectiveness_car').on(t.carId, t.id),
    index('car_effectiveness_checker').on(t.checkerId),
  ],
)

/**
 * A CAR's files by category: the attachment (owner type car-<category>, owner id the CAR) under the
 * whole-number id its calls name (car/upload/{id}/{category}/{fileid}).
 */
export const carFiles = pgTable(
  'car_files',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    /** One of CAR_ATTACHMENT_CATEGORIES. */
    category: text('category').notNull(),
    attachmentId: uuid('attachment_id')
      .notNull()
      .unique()
      .references(() => attachments.id, { onDelete: 'cascade' }),
  },
  (t) => [index('car_files_car').on(t.carId, t.category)],
)
