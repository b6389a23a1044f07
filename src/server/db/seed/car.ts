import type { CarAction, CarAttachmentCategory, CarEffectivenessRating, CarStatus } from '@shared/contract/car'
import { and, eq, inArray } from 'drizzle-orm'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import { newStorageKey, type Storage } from '../../storage'
import * as t from '../schema'
import { DAY, type IdOf, type SeedSection, type Tx } from './context'

// The corrective action requests (CAR): their menu entries, the lists the CAR administrators keep, and
// 32 demo requests in every status, with comments, status history, effectiveness checks and files.

/**
 * The corrective actions' side-menu section with the CAR administrators' pages, which the server
 * shows only to those whose roles open them.
 */
export const carSection: SeedSection = {
  name: 'Corrective Actions',
  items: [
    {
      tscid: 'CAR-LIST',
      cmcid: 'CAR-LIST',
      title: 'Corrective Action Requests',
      titleFr: 'Demandes d’action corrective',
      view: 'car_list',
      analytics: true,
    },
    {
      tscid: 'CAR-ADD',
      cmcid: 'CAR-ADD',
      title: 'New Corrective Action Request',
      titleFr: 'Nouvelle demande d’action corrective',
      view: 'car',
    },
    {
      tscid: 'CAR-EFFECTIVENESS',
      cmcid: 'CAR-EFFECTIVENESS',
      title: 'Effectiveness Checks',
      titleFr: 'Vérifications de l’efficacité',
      view: 'car_effectiveness',
    },
    {
      tscid: 'CAR-PARETO',
      cmcid: 'CAR-PARETO',
      title: 'CAR Pareto Chart',
      titleFr: 'Diagramme de Pareto des DAC',
      view: 'car_pareto',
    },
    { tscid: 'CAR-SOURCE', cmcid: 'CAR-SOURCE', title: 'CAR Sources', titleFr: 'Sources des DAC', view: 'car_source' },
    {
      tscid: 'CAR-ROOT-CAUSE',
      cmcid: 'CAR-ROOT-CAUSE',
      title: 'CAR Root Causes',
      titleFr: 'Causes fondamentales des DAC',
      view: 'car_root_cause',
    },
    {
      tscid: 'CAR-PROBLEM',
      cmcid: 'CAR-PROBLEM',
      title: 'CAR Problem Types',
      titleFr: 'Types de problèmes des DAC',
      view: 'car_problem_type',
    },
    {
      tscid: 'CAR-TERMINAL',
      cmcid: 'CAR-TERMINAL',
      title: 'CAR Terminals',
      titleFr: 'Terminaux des DAC',
      view: 'car_terminal',
    },
    {
      tscid: 'CAR-DEPARTMENT',
      cmcid: 'CAR-DEPARTMENT',
      title: 'CAR Departments',
      titleFr: 'Services des DAC',
      view: 'car_department',
    },
  ],
}

type Names = readonly (readonly [string, string])[]

/** The lists of the freight company, English and French. */
export const CAR_NAMES = {
  sources: [
    ['Client feedback', 'Rétroaction de client'],
    ['Quality audit', 'Audit de qualité'],
    ['Driver report', 'Rapport de chauffeur'],
    ['Safety inspection', 'Inspection de sécurité'],
    ['Vendor issue', 'Problème de fournisseur'],
  ],
  rootCauses: [
    ['Training gap', 'Lacune de formation'],
    ['Procedure not followed', 'Procédure non suivie'],
    ['Equipment failure', 'Défaillance d’équipement'],
    ['Loading error', 'Erreur de chargement'],
    ['Communication breakdown', 'Problème de communication'],
    ['Weather conditions', 'Conditions météorologiques'],
  ],
  problemTypes: [
    ['Damaged shipment', 'Envoi endommagé'],
    ['Late delivery', 'Livraison en retard'],
    ['Missed procedure', 'Procédure manquée'],
    ['Safety incident', 'Incident de sécurité'],
    ['Billing error', 'Erreur de facturation'],
    ['Lost freight', 'Marchandise perdue'],
  ],
  terminals: [
    ['Montréal Terminal', 'Terminal de Montréal'],
    ['Toronto Terminal', 'Terminal de Toronto'],
    ['Québec City Terminal', 'Terminal de Québec'],
    ['Ottawa Terminal', 'Terminal d’Ottawa'],
    ['Moncton Terminal', 'Terminal de Moncton'],
  ],
  departments: [
    ['Operations', 'Exploitation'],
    ['Dock', 'Quai'],
    ['Fleet Maintenance', 'Entretien du parc'],
    ['Customer Service', 'Service à la clientèle'],
    ['Health and Safety', 'Santé et sécurité'],
    ['Billing', 'Facturation'],
  ],
} as const satisfies Record<string, Names>

/** Who plays which part: requester, assignee, approver 1, approver 2 (never the requester or assignee). */
const CAST = {
  a: ['employee', 'caradmin', 'approver', 'admin'],
  b: ['employee', 'approver', 'caradmin', 'admin'],
  c: ['caradmin', 'employee', 'approver', 'admin'],
  d: ['approver', 'employee', 'admin', 'caradmin'],
  e: ['admin', 'employee', 'approver', 'caradmin'],
  f: ['employee', 'admin', 'approver', 'caradmin'],
  g: ['approver', 'caradmin', 'admin', 'writer'],
} as const

interface DemoCar {
  title: string
  description: string
  status: CarStatus
  cast: keyof typeof CAST
  /** Indexes into CAR_NAMES: problem type, root cause (null: not found yet), source, terminal, department. */
  refs: [number, number | null, number, number, number]
  /** Days before the seed's day it was raised, and days after the seed's day it is due (negative: past). */
  raised: number
  due: number
  /** Closed CARs: days before the seed's day they closed. */
  closed?: number
  /** Went back to the assignee once before where it is now. */
  rejectedOnce?: boolean
  effectiveness?: { days: 30 | 60 | 90; checker: string; rating?: CarEffectivenessRating; notes?: string; checkedAgo?: number }
  files?: [CarAttachmentCategory, 'photo' | 'report' | 'notes'][]
  probill?: string
  document?: string
  /** A plain comment, beside those of the steps. */
  note?: string
}

const WHYS = [
  'The pallet shifted in the trailer.',
  'It was not strapped to the wall.',
  'The loader did not know straps were required for mixed loads.',
  'The loading procedure was not part of the new-hire training.',
  'Training material was last reviewed before the procedure changed.',
]

const DEMO_CARS: DemoCar[] = [
  // Drafts: only their requester works on them.
  { title: 'Forklift left running unattended', description: 'A forklift was left running by dock door 12 during the break.', status: 'Draft', cast: 'a', refs: [3, null, 3, 0, 1], raised: 2, due: 28 },
  { title: 'Palettes mal étiquetées à l’expédition', description: 'Trois palettes sont parties sans étiquette de destination.', status: 'Draft', cast: 'b', refs: [2, null, 1, 2, 0], raised: 1, due: 30, note: 'Photos à ajouter demain.' },
  { title: 'Invoice sent with wrong fuel surcharge', description: 'The February invoice for C10001 used last month’s fuel surcharge.', status: 'Draft', cast: 'd', refs: [4, null, 0, 1, 5], raised: 3, due: 20 },
  { title: 'Missing trailer seal record', description: 'The seal number of trailer 5521 was not written on the bill of lading.', status: 'Draft', cast: 'c', refs: [2, null, 1, 3, 0], raised: 0, due: 14 },
  // Awaiting assignment: waiting for a CAR administrator.
  { title: 'Damaged shipment at Montréal dock', description: 'Two cartons of glassware arrived crushed; the pallet had shifted in the trailer.', status: 'Awaiting Assignment', cast: 'a', refs: [0, null, 0, 0, 1], raised: 4, due: 26, probill: '4410023571', files: [['problem', 'photo']] },
  { title: 'Late pickup for Lakeshore Distribution', description: 'The driver arrived three hours after the booked window.', status: 'Awaiting Assignment', cast: 'e', refs: [1, null, 0, 1, 0], raised: 6, due: 24 },
  { title: 'Chauffeur sans gilet de sécurité', description: 'Un chauffeur a circulé dans la cour sans gilet haute visibilité.', status: 'Awaiting Assignment', cast: 'f', refs: [3, null, 3, 2, 4], raised: 5, due: 10 },
  { title: 'Reefer temperature log incomplete', description: 'The temperature log of reefer 88 has a six-hour gap.', status: 'Awaiting Assignment', cast: 'g', refs: [2, null, 1, 4, 2], raised: 12, due: -2 },
  // Assigned: the assignee works on the actions; some are overdue.
  { title: 'Crushed cartons on Toronto run', description: 'Cartons loaded under heavier freight were crushed on arrival.', status: 'Assigned', cast: 'a', refs: [0, 3, 0, 1, 1], raised: 20, due: 5, files: [['problem', 'photo'], ['containment', 'notes']] },
  { title: 'Dock plate not secured', description: 'A dock plate moved while a pallet jack crossed it.', status: 'Assigned', cast: 'b', refs: [3, 2, 3, 0, 2], raised: 40, due: -8 },
  { title: 'Shipment delivered to wrong consignee', description: 'Probill 4410024001 was left at the neighbouring plant.', status: 'Assigned', cast: 'c', refs: [5, 4, 0, 3, 3], raised: 30, due: -3, probill: '4410024001' },
  { title: 'Brake inspection skipped', description: 'Unit 214 left the yard without its pre-trip brake inspection.', status: 'Assigned', cast: 'd', refs: [2, 1, 3, 2, 2], raised: 15, due: 9, document: 'QP-004' },
  { title: 'Customer not told of delay', description: 'Nobody called the consignee when the linehaul was held by weather.', status: 'Assigned', cast: 'e', refs: [1, 4, 0, 4, 3], raised: 25, due: 2 },
  { title: 'Reopened: pallets shifting in transit', description: 'Pallets kept shifting after the first round of actions.', status: 'Assigned', cast: 'f', refs: [0, 0, 1, 0, 1], raised: 150, due: -40, closed: 75, effectiveness: { days: 60, checker: 'caradmin', rating: 'not_effective', notes: 'Two more shifted loads this month: the straps are still skipped on night shifts.', checkedAgo: 10 } },
  // Rejected: back with the assignee, with the approver's reason.
  { title: 'Hazmat placard missing', description: 'A trailer carrying class 3 goods left without placards.', status: 'Rejected', cast: 'a', refs: [3, 1, 3, 1, 4], raised: 35, due: 4, files: [['corrective', 'report']] },
  { title: 'Wrong accessorial charges billed', description: 'Tailgate charges were billed on dock-to-dock shipments.', status: 'Rejected', cast: 'd', refs: [4, 4, 0, 3, 5], raised: 28, due: -1 },
  { title: 'Freight left outside in rain', description: 'Paper goods waited outside door 3 during a rain storm.', status: 'Rejected', cast: 'g', refs: [0, 5, 2, 4, 1], raised: 22, due: 12 },
  // Waiting for approver 1.
  { title: 'Overweight axle on unit 301', description: 'Scale ticket showed the drive axle 600 kg over the limit.', status: 'Awaiting Approver 1', cast: 'a', refs: [3, 3, 3, 0, 0], raised: 27, due: 3, files: [['corrective', 'report']] },
  { title: 'Damaged shipment from loading error', description: 'A pallet of tiles was stacked on top of light cartons.', status: 'Awaiting Approver 1', cast: 'c', refs: [0, 3, 0, 2, 1], raised: 33, due: -5 },
  { title: 'POD not scanned for three days', description: 'Proofs of delivery from Ottawa were scanned three days late.', status: 'Awaiting Approver 1', cast: 'e', refs: [2, 1, 1, 3, 3], raised: 18, due: 11, rejectedOnce: true },
  { title: 'Chariot élévateur sans inspection', description: 'L’inspection quotidienne du chariot 7 n’a pas été faite.', status: 'Awaiting Approver 1', cast: 'd', refs: [3, 0, 3, 2, 2], raised: 21, due: 7 },
  // Waiting for approver 2.
  { title: 'Lost carton between terminals', description: 'One carton of a five-piece shipment never reached Moncton.', status: 'Awaiting Approver 2', cast: 'b', refs: [5, 4, 0, 4, 0], raised: 38, due: 1, probill: '4410023588' },
  { title: 'Driver hours exceeded', description: 'A driver exceeded his on-duty hours on the Québec run.', status: 'Awaiting Approver 2', cast: 'f', refs: [3, 4, 1, 2, 4], raised: 26, due: -2, files: [['problem', 'notes'], ['preventive', 'report']] },
  { title: 'Seal broken on arrival', description: 'The trailer seal was broken when it reached Toronto.', status: 'Awaiting Approver 2', cast: 'g', refs: [0, 1, 3, 1, 0], raised: 19, due: 15 },
  // Closed: on time and late, each with its effectiveness check.
  { title: 'Pallets shifting on the Montréal–Toronto run', description: 'Pallets shifted in three trailers in one week.', status: 'Closed', cast: 'a', refs: [0, 0, 2, 0, 1], raised: 130, due: -100, closed: 105, effectiveness: { days: 90, checker: 'employee', rating: 'effective', notes: 'No shifted load since the straps became part of the checklist.', checkedAgo: 12 }, files: [['problem', 'photo'], ['corrective', 'report'], ['effectiveness', 'notes']], document: 'QP-004' },
  { title: 'Billing codes mixed up', description: 'Two service codes were swapped in the billing system.', status: 'Closed', cast: 'd', refs: [4, 4, 0, 1, 5], raised: 110, due: -80, closed: 72, effectiveness: { days: 60, checker: 'approver', rating: 'partly_effective', notes: 'Fewer errors, but the French invoices still show the old code.', checkedAgo: 5 } },
  { title: 'Late deliveries from Ottawa', description: 'One delivery in five from Ottawa was late in January.', status: 'Closed', cast: 'e', refs: [1, 4, 0, 3, 0], raised: 90, due: -60, closed: 50, effectiveness: { days: 30, checker: 'admin' } },
  { title: 'Wet freight from leaking trailer', description: 'Trailer 4410 let rain in through a cracked roof panel.', status: 'Closed', cast: 'c', refs: [0, 2, 2, 2, 2], raised: 70, due: -45, closed: 48, effectiveness: { days: 30, checker: 'caradmin' } },
  { title: 'Yard speed limit ignored', description: 'Yard cameras recorded trucks at twice the speed limit.', status: 'Closed', cast: 'b', refs: [3, 1, 3, 4, 4], raised: 60, due: -30, closed: 20, effectiveness: { days: 60, checker: 'employee' }, rejectedOnce: true },
  { title: 'Étiquettes illisibles sur les envois', description: 'Les étiquettes imprimées à Québec étaient pâles et illisibles.', status: 'Closed', cast: 'f', refs: [2, 2, 1, 2, 3], raised: 45, due: -10, closed: 14, effectiveness: { days: 30, checker: 'approver' }, files: [['effectiveness', 'notes']] },
  { title: 'Missed cross-dock transfer', description: 'A cross-dock transfer sat at Moncton for two days.', status: 'Closed', cast: 'g', refs: [1, 4, 0, 4, 0], raised: 40, due: 5, closed: 3, effectiveness: { days: 90, checker: 'caradmin' } },
  { title: 'Safety glasses not worn at the saw', description: 'Staff cut banding without safety glasses.', status: 'Closed', cast: 'a', refs: [3, 0, 3, 0, 4], raised: 100, due: -70, closed: 66, effectiveness: { days: 30, checker: 'admin', rating: 'effective', notes: 'Glasses worn at every visit since.', checkedAgo: 30 } },
]

const COMMENTS: Record<CarAction, string> = {
  submit_for_assignment: 'Please assign someone to look into this.',
  assign: 'Please investigate, put containment in place and report back.',
  submit_to_approver_1: 'The containment and corrective actions are in place; please review.',
  submit_to_approver_2: 'Checked on site; passing it on for the final approval.',
  approve_and_close: 'Actions verified; closing.',
  reject: 'The corrective action does not address the root cause yet; please revise.',
}

/** A small JPEG photo, a one-page PDF report and a text note: the demo files. */
async function demoFiles(): Promise<Record<'photo' | 'report' | 'notes', { name: string; type: string; bytes: Uint8Array; pages: number | null }>> {
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 150, g: 120, b: 90 } } })
    .jpeg({ quality: 70 })
    .toBuffer()
  const pdf = await PDFDocument.create()
  const page = pdf.addPage([612, 792])
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  page.drawText('Corrective action report', { x: 72, y: 700, size: 20, font })
  page.drawText('Actions taken, evidence and sign-off.', { x: 72, y: 670, size: 12, font })
  return {
    photo: { name: 'damage-photo.jpg', type: 'image/jpeg', bytes: new Uint8Array(photo), pages: null },
    report: { name: 'corrective-action-report.pdf', type: 'application/pdf', bytes: await pdf.save(), pages: 1 },
    notes: {
      name: 'site-visit-notes.txt',
      type: 'text/plain; charset=utf-8',
      bytes: new TextEncoder().encode('Site visit notes\n\nChecked the dock, the straps and the checklist with the shift lead.\n'),
      pages: null,
    },
  }
}

/** The steps that brought a CAR where it is, in order. */
function stepsTo(car: DemoCar): { action: CarAction | 'create' | 'reopen'; from: CarStatus | null; to: CarStatus }[] {
  const steps: ReturnType<typeof stepsTo> = [{ action: 'create', from: null, to: 'Draft' }]
  const push = (action: CarAction | 'reopen', to: CarStatus) => steps.push({ action, from: steps.at(-1)!.to, to })
  if (car.status === 'Draft') return steps
  push('submit_for_assignment', 'Awaiting Assignment')
  if (car.status === 'Awaiting Assignment') return steps
  push('assign', 'Assigned')
  if (car.rejectedOnce) {
    push('submit_to_approver_1', 'Awaiting Approver 1')
    push('reject', 'Rejected')
  }
  if (car.status === 'Assigned' && !car.effectiveness) return steps
  push('submit_to_approver_1', 'Awaiting Approver 1')
  if (car.status === 'Rejected') {
    push('reject', 'Rejected')
    return steps
  }
  if (car.status === 'Awaiting Approver 1') return steps
  push('submit_to_approver_2', 'Awaiting Approver 2')
  if (car.status === 'Awaiting Approver 2') return steps
  push('approve_and_close', 'Closed')
  if (car.status === 'Assigned') push('reopen', 'Assigned')
  return steps
}

/** The number's year and sequence, as creation gives them: CAR-2026-0042. */
export const carNumber = (year: number, sequence: number) => `CAR-${year}-${String(sequence).padStart(4, '0')}`

type NamedTable = typeof t.carSources | typeof t.carRootCauses | typeof t.carProblemTypes | typeof t.carTerminals | typeof t.carDepartments

/** Inserts a company's named records and answers their ids in the same order. */
async function insertNames(tx: Tx, named: NamedTable, companyId: number, names: Names, now: Date): Promise<number[]> {
  // The five tables have the same columns.
  const table = named as typeof t.carSources
  const rows = await tx
    .insert(table)
    .values(names.map(([name, nameFr]) => ({ companyId, name, nameFr, createdAt: now, updatedAt: now })))
    .returning({ id: table.id })
  return rows.map((row) => row.id)
}

export async function seedCar(tx: Tx, options: { now: Date; companyId: IdOf; userId: IdOf; storage?: Storage }): Promise<void> {
  const { now, userId, storage } = options
  const companyId = options.companyId('freight')
  const ids = {
    sources: await insertNames(tx, t.carSources, companyId, CAR_NAMES.sources, now),
    rootCauses: await insertNames(tx, t.carRootCauses, companyId, CAR_NAMES.rootCauses, now),
    problemTypes: await insertNames(tx, t.carProblemTypes, companyId, CAR_NAMES.problemTypes, now),
    terminals: await insertNames(tx, t.carTerminals, companyId, CAR_NAMES.terminals, now),
    departments: await insertNames(tx, t.carDepartments, companyId, CAR_NAMES.departments, now),
  }
  const documents = await tx
    .select({ id: t.manualNodes.id, number: t.manualNodes.number })
    .from(t.manualNodes)
    .where(and(eq(t.manualNodes.companyId, companyId), inArray(t.manualNodes.number, ['QP-004'])))
  const documentId = (number: string | undefined) => documents.find((row) => row.number === number)?.id ?? null

  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const day = (offset: number) => new Date(today + offset * DAY).toISOString().slice(0, 10)
  // Steps happen during the working day, 09:00 UTC plus a few hours, and never after the seed's time.
  const at = (offset: number, hours = 0) => new Date(Math.min(now.getTime(), today + offset * DAY + (9 + hours) * 3_600_000))
  const files = storage ? await demoFiles() : null
  const people = await tx.select({ id: t.users.id, username: t.users.username }).from(t.users).where(eq(t.users.companyId, companyId))
  const usernameOf = (id: number) => people.find((person) => person.id === id)?.username ?? ''
  const sequences = new Map<number, number>()
  const attachments: (typeof t.attachments.$inferInsert)[] = []
  /** The category of each file, by storage key. */
  const categories = new Map<string, CarAttachmentCategory>()

  // The oldest first, so numbers follow the days the CARs were raised.
  for (const car of [...DEMO_CARS].sort((a, b) => b.raised - a.raised)) {
    const [requester, assignee, approver1, approver2] = CAST[car.cast].map((username) => userId(username))
    const created = at(-car.raised)
    const year = created.getUTCFullYear()
    const sequence = (sequences.get(year) ?? 0) + 1
    sequences.set(year, sequence)
    const steps = stepsTo(car)
    const reopened = car.status === 'Assigned' && !!car.effectiveness
    const closedAt = car.closed === undefined ? null : at(-car.closed, 2)
    // The steps are spread between creation and the close (or the last day or two).
    const end = closedAt ?? at(-Math.min(1, car.raised), 1)
    const stepAt = (index: number) =>
      index === 0 ? created : new Date(created.getTime() + ((end.getTime() - created.getTime()) * index) / Math.max(1, steps.length - (reopened ? 2 : 1)))
    const assigned = !['Draft', 'Awaiting Assignment'].includes(car.status)
    const past = (status: CarStatus) => steps.some((step) => step.to === status)
    const approver1Step = steps.map((step) => step.action).lastIndexOf('submit_to_approver_2')
    const [row] = await tx
      .insert(t.cars)
      .values({
        companyId,
        carNumber: carNumber(year, sequence),
        status: car.status,
        title: car.title,
        description: car.description,
        problemTypeId: ids.problemTypes[car.refs[0]]!,
        rootCauseId: car.refs[1] === null || !assigned ? null : ids.rootCauses[car.refs[1]]!,
        sourceId: ids.sources[car.refs[2]]!,
        terminalId: ids.terminals[car.refs[3]]!,
        departmentId: ids.departments[car.refs[4]]!,
        requestedDate: day(-car.raised),
        dueDate: day(car.due),
        requesterId: requester!,
        assigneeId: assigned ? assignee! : null,
        approver1Id: past('Awaiting Approver 1') ? approver1! : null,
        approver1DepartmentId: past('Awaiting Approver 1') ? ids.departments[0]! : null,
        approver1Title: past('Awaiting Approver 1') ? 'Terminal Manager' : null,
        approver1Date: !reopened && approver1Step >= 0 && car.status !== 'Rejected' ? stepAt(approver1Step) : null,
        approver2Id: past('Awaiting Approver 2') ? approver2! : null,
        approver2DepartmentId: past('Awaiting Approver 2') ? ids.departments[4]! : null,
        approver2Title: past('Awaiting Approver 2') ? 'Director of Operations' : null,
        approver2Date: car.status === 'Closed' ? closedAt : null,
        whys: assigned && car.refs[1] !== null ? WHYS.slice(0, 2 + (car.raised % 4)) : [],
        rootCauseText: assigned && car.refs[1] !== null ? 'Straps are not on the loading checklist, so new staff skip them.' : null,
        containmentAction: assigned ? 'Inspected the remaining loads of the day and restrapped them.' : null,
        correctiveAction: past('Awaiting Approver 1') ? 'Added straps to the loading checklist; the shift lead signs it for each trailer.' : null,
        preventiveAction: past('Awaiting Approver 1') ? 'Loading procedure added to new-hire training; reviewed every year.' : null,
        probill: car.probill ?? null,
        documentId: documentId(car.document),
        version: steps.length - 1,
        createdAt: created,
        updatedAt: steps.length > 1 ? stepAt(steps.length - 1) : created,
        closedAt: car.status === 'Closed' ? closedAt : null,
        // An overdue CAR with its assignee has had its reminders already.
        dueReminderAt: assigned && car.status !== 'Closed' && car.due <= 10 && car.due >= 0 ? at(car.due - 10) : null,
        overdueReminderAt: assigned && car.status !== 'Closed' && car.due < 0 ? at(car.due + 1) : null,
      })
      .returning({ id: t.cars.id })
    const carId = row!.id

    const actorOf = (action: string): number => {
      if (action === 'create' || action === 'submit_for_assignment') return requester!
      if (action === 'assign') return assignee === userId('caradmin') ? userId('admin') : userId('caradmin')
      if (action === 'submit_to_approver_1') return assignee!
      if (action === 'submit_to_approver_2') return approver1!
      if (action === 'approve_and_close') return approver2!
      if (action === 'reopen') return userId(car.effectiveness!.checker)
      // reject: the demo's rejections are approver 1's.
      return approver1!
    }
    const history = steps.map((step, index) => {
      const atTime = step.action === 'reopen' ? at(-car.effectiveness!.checkedAgo!, 3) : stepAt(index)
      const comment = step.action === 'create' ? null : step.action === 'reopen' ? car.effectiveness!.notes! : COMMENTS[step.action]
      return { carId, fromStatus: step.from, toStatus: step.to, action: step.action, actorId: actorOf(step.action), comment, createdAt: atTime }
    })
    await tx.insert(t.carStatusHistory).values(history)
    const comments: (typeof t.carComments.$inferInsert)[] = history
      .filter((entry) => entry.comment && entry.action !== 'reopen')
      .map((entry) => ({ carId, authorId: entry.actorId, action: entry.action, comment: entry.comment!, createdAt: entry.createdAt }))
    if (car.note) comments.push({ carId, authorId: requester!, action: null, comment: car.note, createdAt: new Date(created.getTime() + 3_600_000) })
    if (comments.length) await tx.insert(t.carComments).values(comments)

    if (car.effectiveness && closedAt) {
      const { days, checker, rating, notes, checkedAgo } = car.effectiveness
      const closedDay = Date.UTC(closedAt.getUTCFullYear(), closedAt.getUTCMonth(), closedAt.getUTCDate())
      const dueDate = new Date(closedDay + days * DAY).toISOString().slice(0, 10)
      await tx.insert(t.carEffectivenessChecks).values({
        companyId,
        carId,
        checkerId: userId(checker),
        days,
        dueDate,
        rating: rating ?? null,
        notes: notes ?? null,
        checkedAt: checkedAgo === undefined ? null : at(-checkedAgo, 3),
        createdAt: closedAt,
      })
    }

    for (const [category, kind] of (files && car.files) || []) {
      const file = files![kind]
      const key = newStorageKey()
      await storage!.put(key, file.bytes)
      attachments.push({
        companyId,
        ownerType: `car-${category}`,
        ownerId: carId,
        filename: file.name,
        contentType: file.type,
        size: file.bytes.byteLength,
        storageKey: key,
        // Drawn on first listing, which keeps seeding fast.
        thumbnailKey: null,
        pages: file.pages,
        uploadedBy: category === 'problem' ? requester! : assignee!,
        uploadedByName: usernameOf(category === 'problem' ? requester! : assignee!),
        uploadedAt: new Date(created.getTime() + 2 * 3_600_000),
      })
      categories.set(key, category)
    }
  }
  if (attachments.length) {
    const stored = await tx
      .insert(t.attachments)
      .values(attachments)
      .returning({ id: t.attachments.id, ownerId: t.attachments.ownerId, storageKey: t.attachments.storageKey })
    await tx.insert(t.carFiles).values(stored.map((file) => ({ carId: file.ownerId, category: categories.get(file.storageKey)!, attachmentId: file.id })))
  }
  await tx.insert(t.carNumberSequences).values([...sequences].map(([year, last]) => ({ companyId, year, last })))
}
