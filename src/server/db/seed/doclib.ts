import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import { newStorageKey, type Storage } from '../../storage'
import * as t from '../schema'
import type { IdOf, SeedItem, Tx } from './context'

type Field = (typeof t.doclibLibraries.$inferInsert)['fields']

/** The libraries' menu entries (DOCLIB 'Y', with the library's DOCLIB_TYPE). */
export const doclibMenuItems = {
  pod: {
    tscid: 'DOCLIB-POD',
    cmcid: 'DOCLIB-POD',
    title: 'Proof of Delivery',
    titleFr: 'Preuves de livraison',
    view: 'doclib',
    doclibType: 'POD',
  },
  bol: {
    tscid: 'DOCLIB-BOL',
    cmcid: 'DOCLIB-BOL',
    title: 'Bills of Lading',
    titleFr: 'Connaissements',
    view: 'doclib',
    doclibType: 'BOL',
  },
  invoices: {
    tscid: 'DOCLIB-INV',
    cmcid: 'DOCLIB-INV',
    title: 'Invoices',
    titleFr: 'Factures',
    view: 'doclib',
    doclibType: 'INV',
  },
  forms: {
    tscid: 'DOCLIB-FORMS',
    cmcid: 'DOCLIB-FORMS',
    title: 'Benefit Forms',
    titleFr: 'Formulaires d’avantages sociaux',
    view: 'doclib',
    doclibType: 'FORM',
  },
} satisfies Record<string, SeedItem>

const podFields: Field = [
  { tag: 'probill', label: 'Probill', labelFr: 'Probill', type: 'string', required: true, maxlength: 10 },
  { tag: 'delivered_on', label: 'Delivered on', labelFr: 'Livré le', type: 'date' },
  { tag: 'consignee', label: 'Consignee', labelFr: 'Destinataire', type: 'string', maxlength: 80 },
]

/** Libraries by company: each is the target of a menu entry with DOCLIB 'Y' (doclibMenuItems). */
const LIBRARIES = [
  { company: 'freight', cmid: 'DOCLIB-POD', doctype: 'POD', title: 'Proof of Delivery', titleFr: 'Preuves de livraison', fields: podFields },
  {
    company: 'freight',
    cmid: 'DOCLIB-INV',
    doctype: 'INV',
    title: 'Invoices',
    titleFr: 'Factures',
    fields: [
      { tag: 'invoice', label: 'Invoice number', labelFr: 'Numéro de facture', type: 'string', required: true, maxlength: 12 },
      { tag: 'due_date', label: 'Due date', labelFr: 'Échéance', type: 'date' },
    ] as Field,
  },
  {
    company: 'freight',
    cmid: 'DOCLIB-BOL',
    doctype: 'BOL',
    title: 'Bills of Lading',
    titleFr: 'Connaissements',
    fields: [
      { tag: 'probill', label: 'Probill', labelFr: 'Probill', type: 'string', maxlength: 10 },
      { tag: 'terminal', label: 'Terminal', labelFr: 'Terminal', type: 'select', options: ['MTL', 'TOR', 'VAN'] },
    ] as Field,
  },
  {
    company: 'benefits',
    cmid: 'DOCLIB-FORMS',
    doctype: 'FORM',
    title: 'Benefit Forms',
    titleFr: 'Formulaires d’avantages',
    fields: [{ tag: 'form', label: 'Form number', labelFr: 'Numéro de formulaire', type: 'string', maxlength: 20 }] as Field,
  },
] as const

/** A four-page bill of lading with page numbers, so the document wizard can be tried at once. */
export async function sampleBillOfLading(): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  document.setTitle('Bill of lading 4410023571')
  const bold = await document.embedFont(StandardFonts.HelveticaBold)
  const font = await document.embedFont(StandardFonts.Helvetica)
  const sections = ['Shipper and consignee', 'Freight description', 'Special instructions', 'Signatures']
  sections.forEach((section, index) => {
    const page = document.addPage([612, 792])
    page.drawText('NORTHWAY FREIGHT - STRAIGHT BILL OF LADING', { x: 50, y: 730, size: 16, font: bold })
    page.drawText(`Probill 4410023571    ${section}`, { x: 50, y: 700, size: 12, font })
    page.drawRectangle({ x: 50, y: 300, width: 512, height: 370, borderColor: rgb(0.3, 0.3, 0.3), borderWidth: 1 })
    page.drawText(`Page ${index + 1} of ${sections.length}`, { x: 260, y: 40, size: 12, font: bold })
  })
  return document.save()
}

/** Document libraries, entries with metadata, and the sample bill of lading on two entries. */
export async function seedDoclib(
  tx: Tx,
  options: { now: Date; companyId: IdOf; storage?: Storage },
): Promise<void> {
  const { now, companyId, storage } = options
  const libraries = await tx
    .insert(t.doclibLibraries)
    .values(LIBRARIES.map(({ company, fields, ...library }) => ({ ...library, fields, companyId: companyId(company) })))
    .returning()
  const libraryId = (cmid: string) => libraries.find((library) => library.cmid === cmid)!.id
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000)

  const entries = [
    { cmid: 'DOCLIB-POD', cust: 'C10001', title: 'Delivery to Montréal warehouse', reference: '4410023571', days: 2, md: { probill: '4410023571', delivered_on: '2026-02-27', consignee: 'Entrepôt Saint-Laurent' } },
    { cmid: 'DOCLIB-POD', cust: 'C10001', title: 'Delivery to Toronto DC', reference: '4410023588', days: 5, md: { probill: '4410023588', delivered_on: '2026-02-24', consignee: 'Lakeshore Distribution' } },
    { cmid: 'DOCLIB-POD', cust: 'C10001', title: 'Delivery to Ottawa store', reference: '4410023602', days: 9, md: { probill: '4410023602' } },
    { cmid: 'DOCLIB-POD', cust: 'C10002', title: 'Delivery to Laval plant', reference: '4410024001', days: 3, md: { probill: '4410024001', consignee: 'Usine Laval' } },
    { cmid: 'DOCLIB-POD', cust: 'C10002', title: 'Delivery to Québec depot', reference: '4410024019', days: 12, md: { probill: '4410024019' } },
    { cmid: 'DOCLIB-INV', cust: 'C10001', title: 'February invoice', reference: 'INV-202602', days: 4, md: { invoice: 'INV-202602', due_date: '2026-03-31' } },
    { cmid: 'DOCLIB-INV', cust: 'C10001', title: 'January invoice', reference: 'INV-202601', days: 33, md: { invoice: 'INV-202601', due_date: '2026-02-28' } },
    { cmid: 'DOCLIB-BOL', cust: 'C10001', title: 'Bill of lading 4410023571', reference: '4410023571', days: 6, md: { probill: '4410023571', terminal: 'MTL' } },
    { cmid: 'DOCLIB-BOL', cust: null, title: 'Blank bill of lading', reference: null, days: 40, md: {} },
    { cmid: 'DOCLIB-FORMS', cust: null, title: 'Dental claim form', reference: 'BF-101', days: 20, md: { form: 'BF-101' } },
    { cmid: 'DOCLIB-FORMS', cust: null, title: 'Beneficiary designation', reference: 'BF-205', days: 50, md: { form: 'BF-205' } },
  ]
  const rows = await tx
    .insert(t.doclibEntries)
    .values(
      entries.map((entry) => ({
        libraryId: libraryId(entry.cmid),
        cust: entry.cust,
        title: entry.title,
        reference: entry.reference,
        createdBy: entry.cmid === 'DOCLIB-FORMS' ? 'badmin' : 'admin',
        createdAt: at(entry.days),
        updatedAt: at(entry.days),
      })),
    )
    .returning({ id: t.doclibEntries.id })
  await tx.insert(t.doclibMetadata).values(
    entries.flatMap((entry, index) =>
      Object.entries(entry.md).map(([tag, value]) => ({ entryId: rows[index]!.id, tag, value })),
    ),
  )

  // Without storage (a database-only seed) the entries simply have no documents.
  if (!storage) return
  const pdf = await sampleBillOfLading()
  const owners = [rows[0]!.id, rows[7]!.id]
  const values = []
  for (const ownerId of owners) {
    const key = newStorageKey()
    await storage.put(key, pdf)
    values.push({
      companyId: companyId('freight'),
      ownerType: 'doclib',
      ownerId,
      filename: 'bill-of-lading-4410023571.pdf',
      contentType: 'application/pdf',
      size: pdf.byteLength,
      storageKey: key,
      // Drawn on first listing, which keeps seeding fast.
      thumbnailKey: null,
      pages: 4,
      uploadedByName: 'admin',
      uploadedAt: at(6),
    })
  }
  await tx.insert(t.attachments).values(values)
}
