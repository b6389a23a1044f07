// The demo quality and procedures manual of Northway Freight: sections, process categories, tags, the
// documents with their bilingual bodies, and the required readings by user group. Plain data only; the
// manual's seed turns it into rows and files.

/** A text in both languages of the portal. */
export interface Bilingual {
  en: string
  fr: string
}

/** The manual's top-level sections, in reading order. */
export type ManualSectionCode =
  | 'QMS'
  | 'TERMINAL'
  | 'FREIGHT'
  | 'DG'
  | 'CLAIMS'
  | 'HSE'
  | 'CUSTSERV'
  | 'MULTIMODAL'

/** A sub-section inside a section of the table of contents. */
export interface ManualSubsection {
  /** Stable code, unique across the manual. */
  code: string
  title: Bilingual
}

/** A section of the table of contents, with its optional sub-sections. */
export interface ManualSection {
  code: ManualSectionCode
  title: Bilingual
  subsections: ManualSubsection[]
}

/** The process categories a document belongs to (quality management system process map). */
export type ManualProcessCategoryCode = 'CORE' | 'SUPPORT' | 'MANAGEMENT'

/** A process category with its names and a one-line description. */
export interface ManualProcessCategory {
  code: ManualProcessCategoryCode
  name: Bilingual
  description: Bilingual
}

/** The fixed list of tags a document may carry. */
export type ManualTagCode =
  | 'pallet'
  | 'forklift'
  | 'claims'
  | 'hazmat'
  | 'packaging'
  | 'cross-docking'
  | 'dock'
  | 'bill-of-lading'
  | 'seal'
  | 'safety'
  | 'training'
  | 'whmis'
  | 'customer'
  | 'audit'
  | 'inventory'
  | 'appointment'
  | 'pickup'
  | 'delivery'

/** A tag with its names in both languages. */
export interface ManualTag {
  code: ManualTagCode
  name: Bilingual
}

/** Who may read a document: staff only, or customers too. */
export type ManualAudience = 'staff' | 'all'

/** The freight staff accounts that own documents. */
export type ManualOwner = 'admin' | 'writer' | 'approver' | 'auditor' | 'caradmin' | 'employee' | 'sales'

/** One entry of a document's revision history. */
export interface ManualRevision {
  /** Revision number, from 1 upwards. */
  number: number
  /** ISO date (YYYY-MM-DD) the revision took effect. */
  date: string
  /** One line on what changed. */
  summary: Bilingual
  /** A significant revision asks the readers to read the document again. */
  significant: boolean
}

/** A file attached to a document: its text is turned into the file by the seed. */
export interface ManualAttachment {
  fileName: string
  title: Bilingual
  kind: 'pdf' | 'txt'
  /** The file's text, lines separated by newlines. */
  content: string
}

/** A controlled document of the manual. */
export interface ManualDocumentContent {
  /** Stable kebab-case key, used to refer to the document across the demo data. */
  key: string
  /** Controlled document number, such as QP-001. */
  number: string
  section: ManualSectionCode
  /** Code of a sub-section of `section`, when the document sits in one. */
  subsection?: string
  title: Bilingual
  /** Username of the staff member responsible for the document. */
  owner: ManualOwner
  processCategory: ManualProcessCategoryCode
  /** One to four tags. */
  tags: ManualTagCode[]
  audience: ManualAudience
  /** Every staff member must read it, whatever their group. */
  requiredForAllStaff?: boolean
  /** ISO date (YYYY-MM-DD) the current revision took effect; the date of the last revision. */
  effectiveDate: string
  /** One to three revisions, oldest first. */
  revisions: ManualRevision[]
  /** Three to six entries of the manual's index. */
  keywords: Bilingual[]
  attachments?: ManualAttachment[]
  /** The document's text as simple HTML (headings, paragraphs, lists, emphasis, tables). */
  body: Bilingual
}

/** A document that the members of a user group must read by a due date. */
export interface ManualRequiredReading {
  /** User group code, such as FRT-EMPLOYEES. */
  group: string
  documentKey: string
  /** ISO date (YYYY-MM-DD) the reading is due. */
  dueDate: string
}

/** The sections of the manual, in reading order. */
export const manualSections: ManualSection[] = [
  {
    code: 'QMS',
    title: { en: 'Quality Policy & Management System', fr: 'Politique qualité et système de gestion' },
    subsections: [],
  },
  {
    code: 'TERMINAL',
    title: { en: 'Terminal Operations', fr: 'Opérations de terminal' },
    subsections: [
      { code: 'TERMINAL-DOCK', title: { en: 'Dock and Cross-Docking', fr: 'Quais et transbordement' } },
      {
        code: 'TERMINAL-LINEHAUL',
        title: { en: 'Linehaul and Dispatch', fr: 'Transport interterminal et répartition' },
      },
    ],
  },
  {
    code: 'FREIGHT',
    title: { en: 'Freight Handling', fr: 'Manutention des marchandises' },
    subsections: [],
  },
  {
    code: 'DG',
    title: { en: 'Dangerous Goods', fr: 'Marchandises dangereuses' },
    subsections: [],
  },
  {
    code: 'CLAIMS',
    title: { en: 'Claims Handling', fr: 'Traitement des réclamations' },
    subsections: [],
  },
  {
    code: 'HSE',
    title: { en: 'Health and Safety', fr: 'Santé et sécurité' },
    subsections: [
      { code: 'HSE-EQUIPMENT', title: { en: 'Powered Equipment', fr: 'Équipements motorisés' } },
      { code: 'HSE-EMERGENCY', title: { en: 'Emergency Preparedness', fr: 'Mesures d’urgence' } },
    ],
  },
  {
    code: 'CUSTSERV',
    title: { en: 'Customer Service', fr: 'Service à la clientèle' },
    subsections: [],
  },
  {
    code: 'MULTIMODAL',
    title: { en: 'Warehousing and Distribution', fr: 'Entreposage et distribution' },
    subsections: [],
  },
]

/** The process categories, bilingual. */
export const manualProcessCategories: ManualProcessCategory[] = [
  {
    code: 'CORE',
    name: { en: 'Core process', fr: 'Processus principal' },
    description: {
      en: 'Moves the customer’s freight: pickup, handling, linehaul, delivery and claims.',
      fr: 'Achemine les marchandises du client : cueillette, manutention, transport, livraison et réclamations.',
    },
  },
  {
    code: 'SUPPORT',
    name: { en: 'Support process', fr: 'Processus de soutien' },
    description: {
      en: 'Keeps people, equipment and terminals ready for the core processes.',
      fr: 'Garde le personnel, l’équipement et les terminaux prêts pour les processus principaux.',
    },
  },
  {
    code: 'MANAGEMENT',
    name: { en: 'Management process', fr: 'Processus de gestion' },
    description: {
      en: 'Sets direction, measures results and drives improvement.',
      fr: 'Fixe les orientations, mesure les résultats et pilote l’amélioration.',
    },
  },
]

/** The fixed tag list, bilingual. */
export const manualTags: ManualTag[] = [
  { code: 'pallet', name: { en: 'Pallets', fr: 'Palettes' } },
  { code: 'forklift', name: { en: 'Forklifts', fr: 'Chariots élévateurs' } },
  { code: 'claims', name: { en: 'Claims', fr: 'Réclamations' } },
  { code: 'hazmat', name: { en: 'Hazmat', fr: 'Marchandises dangereuses' } },
  { code: 'packaging', name: { en: 'Packaging', fr: 'Emballage' } },
  { code: 'cross-docking', name: { en: 'Cross-docking', fr: 'Transbordement' } },
  { code: 'dock', name: { en: 'Dock', fr: 'Quai' } },
  { code: 'bill-of-lading', name: { en: 'Bill of lading', fr: 'Connaissement' } },
  { code: 'seal', name: { en: 'Seals and security', fr: 'Scellés et sûreté' } },
  { code: 'safety', name: { en: 'Safety', fr: 'Sécurité' } },
  { code: 'training', name: { en: 'Training', fr: 'Formation' } },
  { code: 'whmis', name: { en: 'WHMIS', fr: 'SIMDUT' } },
  { code: 'customer', name: { en: 'Customers', fr: 'Clientèle' } },
  { code: 'audit', name: { en: 'Internal audit', fr: 'Audit interne' } },
  { code: 'inventory', name: { en: 'Inventory', fr: 'Inventaire' } },
  { code: 'appointment', name: { en: 'Appointments', fr: 'Rendez-vous' } },
  { code: 'pickup', name: { en: 'Pickup', fr: 'Cueillette' } },
  { code: 'delivery', name: { en: 'Delivery', fr: 'Livraison' } },
]

/** The documents of the manual, grouped by section. */
export const manualDocuments: ManualDocumentContent[] = [
  {
    key: 'quality-policy',
    number: 'QP-001',
    section: 'QMS',
    title: { en: 'Quality Policy', fr: 'Politique qualité' },
    owner: 'admin',
    processCategory: 'MANAGEMENT',
    tags: ['customer', 'audit'],
    audience: 'all',
    requiredForAllStaff: true,
    effectiveDate: '2026-01-15',
    revisions: [
      { number: 1, date: '2025-02-03', significant: true, summary: { en: 'First issue of the policy.', fr: 'Première édition de la politique.' } },
      { number: 2, date: '2026-01-15', significant: true, summary: { en: 'New objectives for 2026.', fr: 'Nouveaux objectifs pour 2026.' } },
    ],
    keywords: [
      { en: 'quality objectives', fr: 'objectifs qualité' },
      { en: 'continual improvement', fr: 'amélioration continue' },
      { en: 'customer satisfaction', fr: 'satisfaction de la clientèle' },
    ],
    body: {
      en: '<h2>Our commitment</h2><p>Northway Freight picks up on the day promised and delivers on time and intact.</p><ul><li><strong>Get it right at the dock.</strong> Every probill is checked against its bill of lading.</li><li><strong>Measure and improve.</strong> Managers review quality results every month.</li></ul>',
      fr: '<h2>Notre engagement</h2><p>Northway Freight effectue la cueillette le jour convenu et livre à temps et sans dommage.</p><ul><li><strong>Bien faire dès le quai.</strong> Chaque probill est vérifié par rapport à son connaissement.</li><li><strong>Mesurer pour s’améliorer.</strong> Les gestionnaires examinent les résultats qualité chaque mois.</li></ul>',
    },
  },
  {
    key: 'document-control',
    number: 'QP-002',
    section: 'QMS',
    title: { en: 'Document Control', fr: 'Maîtrise des documents' },
    owner: 'writer',
    processCategory: 'MANAGEMENT',
    tags: ['audit', 'training'],
    audience: 'staff',
    effectiveDate: '2025-09-02',
    revisions: [
      { number: 1, date: '2025-03-10', significant: true, summary: { en: 'First issue.', fr: 'Première édition.' } },
      { number: 2, date: '2025-09-02', significant: false, summary: { en: 'Wording.', fr: 'Formulation.' } },
    ],
    keywords: [
      { en: 'controlled document', fr: 'document maîtrisé' },
      { en: 'revision', fr: 'révision' },
    ],
    body: {
      en: '<h2>Purpose</h2><p>Every procedure of the manual is a controlled document: it has a number, an owner and a revision history.</p><p>Printed copies are uncontrolled.</p>',
      fr: '<h2>Objet</h2><p>Chaque procédure du manuel est un document maîtrisé : elle a un numéro, un responsable et un historique des révisions.</p><p>Les copies imprimées ne sont pas maîtrisées.</p>',
    },
  },
  {
    key: 'pallet-handling',
    number: 'FH-101',
    section: 'FREIGHT',
    title: { en: 'Pallet Handling and Stacking', fr: 'Manutention et gerbage des palettes' },
    owner: 'approver',
    processCategory: 'CORE',
    tags: ['pallet', 'forklift', 'dock'],
    audience: 'all',
    effectiveDate: '2026-02-16',
    revisions: [
      { number: 1, date: '2025-04-07', significant: true, summary: { en: 'First issue.', fr: 'Première édition.' } },
      { number: 2, date: '2026-02-16', significant: true, summary: { en: 'Stacking heights.', fr: 'Hauteurs de gerbage.' } },
    ],
    keywords: [
      { en: 'pallet', fr: 'palette' },
      { en: 'stacking height', fr: 'hauteur de gerbage' },
      { en: 'shrink wrap', fr: 'film étirable' },
    ],
    attachments: [
      {
        fileName: 'pallet-inspection-checklist.pdf',
        title: { en: 'Pallet inspection checklist', fr: 'Liste de vérification des palettes' },
        kind: 'pdf',
        content: 'Pallet inspection checklist\nBoards intact\nNo protruding nails\nShrink wrap sound',
      },
    ],
    body: {
      en: '<h2>Receiving pallets</h2><p>Inspect each pallet at the dock. A damaged pallet is rebuilt before it is loaded.</p><h2>Stacking</h2><p>Never stack freight higher than 2.4 m or on a pallet marked do not stack.</p>',
      fr: '<h2>Réception des palettes</h2><p>Inspectez chaque palette au quai. Une palette endommagée est refaite avant le chargement.</p><h2>Gerbage</h2><p>Ne gerbez jamais les marchandises à plus de 2,4 m ni sur une palette marquée « ne pas gerber ». La sécurité de l’entrepôt en dépend.</p>',
    },
  },
  {
    key: 'forklift-safety',
    number: 'HS-201',
    section: 'HSE',
    subsection: 'HSE-EQUIPMENT',
    title: { en: 'Forklift Safety', fr: 'Sécurité des chariots élévateurs' },
    owner: 'approver',
    processCategory: 'SUPPORT',
    tags: ['forklift', 'safety', 'training'],
    audience: 'staff',
    effectiveDate: '2025-11-03',
    revisions: [{ number: 1, date: '2025-11-03', significant: true, summary: { en: 'First issue.', fr: 'Première édition.' } }],
    keywords: [
      { en: 'pre-shift inspection', fr: 'inspection avant le quart' },
      { en: 'forklift licence', fr: 'permis de cariste' },
    ],
    body: {
      en: '<h2>Before each shift</h2><p>The operator inspects the forklift and records the inspection. A forklift that fails is tagged out.</p>',
      fr: '<h2>Avant chaque quart</h2><p>Le cariste inspecte le chariot élévateur et consigne l’inspection. Un chariot défectueux est retiré du service.</p>',
    },
  },
  {
    key: 'dangerous-goods',
    number: 'DG-301',
    section: 'DG',
    title: { en: 'Accepting Dangerous Goods', fr: 'Acceptation des marchandises dangereuses' },
    owner: 'writer',
    processCategory: 'CORE',
    tags: ['hazmat', 'whmis', 'bill-of-lading'],
    audience: 'all',
    effectiveDate: '2025-06-30',
    revisions: [{ number: 1, date: '2025-06-30', significant: true, summary: { en: 'First issue.', fr: 'Première édition.' } }],
    keywords: [
      { en: 'shipping document', fr: 'document d’expédition' },
      { en: 'placard', fr: 'plaque' },
    ],
    body: {
      en: '<h2>Acceptance</h2><p>Dangerous goods are accepted only with a complete shipping document and the right safety marks.</p>',
      fr: '<h2>Acceptation</h2><p>Les marchandises dangereuses ne sont acceptées qu’avec un document d’expédition complet et les bonnes indications de danger.</p>',
    },
  },
  {
    key: 'cross-docking',
    number: 'TO-110',
    section: 'TERMINAL',
    subsection: 'TERMINAL-DOCK',
    title: { en: 'Cross-Docking', fr: 'Transbordement' },
    owner: 'writer',
    processCategory: 'CORE',
    tags: ['cross-docking', 'dock', 'seal'],
    audience: 'staff',
    effectiveDate: '2026-03-02',
    revisions: [
      { number: 1, date: '2025-05-12', significant: true, summary: { en: 'First issue.', fr: 'Première édition.' } },
      { number: 2, date: '2026-03-02', significant: true, summary: { en: 'Seal checks.', fr: 'Vérification des scellés.' } },
    ],
    keywords: [
      { en: 'door assignment', fr: 'affectation des portes' },
      { en: 'seal number', fr: 'numéro de scellé' },
    ],
    body: {
      en: '<h2>Door assignment</h2><p>The dock supervisor assigns inbound and outbound doors. The seal number is checked against the manifest.</p>',
      fr: '<h2>Affectation des portes</h2><p>Le superviseur de quai affecte les portes d’arrivée et de départ. Le numéro de scellé est comparé au manifeste.</p>',
    },
  },
  {
    key: 'warehouse-inventory',
    number: 'WD-801',
    section: 'MULTIMODAL',
    title: { en: 'Warehouse Inventory Counts', fr: 'Inventaires de l’entrepôt' },
    owner: 'admin',
    processCategory: 'SUPPORT',
    tags: ['inventory', 'pallet'],
    audience: 'staff',
    effectiveDate: '2025-10-01',
    revisions: [{ number: 1, date: '2025-10-01', significant: true, summary: { en: 'First issue.', fr: 'Première édition.' } }],
    keywords: [{ en: 'cycle count', fr: 'inventaire tournant' }],
    body: {
      en: '<p>Cycle counts cover every storage location each quarter.</p>',
      fr: '<p>Les inventaires tournants couvrent chaque emplacement d’entreposage chaque trimestre.</p>',
    },
  },
  {
    key: 'claims-intake',
    number: 'CL-401',
    section: 'CLAIMS',
    title: { en: 'Receiving a Claim', fr: 'Réception d’une réclamation' },
    owner: 'caradmin',
    processCategory: 'CORE',
    tags: ['claims', 'customer'],
    audience: 'all',
    effectiveDate: '2025-12-01',
    revisions: [{ number: 1, date: '2025-12-01', significant: true, summary: { en: 'First issue.', fr: 'Première édition.' } }],
    keywords: [{ en: 'concealed damage', fr: 'dommage caché' }],
    body: {
      en: '<p>A claim is filed within 60 days of delivery with the delivery receipt and the invoice.</p>',
      fr: '<p>Une réclamation est déposée dans les 60 jours suivant la livraison avec le reçu de livraison et la facture.</p>',
    },
  },
]

/** Who must read what, by user group, and by when. */
export const manualRequiredReadings: ManualRequiredReading[] = [
  { group: 'FRT-EMPLOYEES', documentKey: 'document-control', dueDate: '2026-02-20' },
  { group: 'FRT-EMPLOYEES', documentKey: 'pallet-handling', dueDate: '2026-03-20' },
  { group: 'FRT-EMPLOYEES', documentKey: 'forklift-safety', dueDate: '2026-03-31' },
  { group: 'FRT-EMPLOYEES', documentKey: 'cross-docking', dueDate: '2026-04-15' },
  { group: 'FRT-SHIPPING', documentKey: 'dangerous-goods', dueDate: '2026-03-27' },
  { group: 'FRT-SHIPPING', documentKey: 'forklift-safety', dueDate: '2026-03-27' },
  { group: 'FRT-BILLING', documentKey: 'claims-intake', dueDate: '2026-04-10' },
]
