// The demo quality and procedures manual of Northway Freight: sections, process categories, tags, the
// documents with their bilingual bodies, and the required readings by user group. Plain data only; the
// manual's seed turns it into rows and files.

/** A text in both languages of the portal. */
export interface Bilingual {
  en: string
  fr: string
}

/** The manual's top-level sections, in reading order. */
export type ManualSectionCode = 'QMS' | 'TERMINAL' | 'FREIGHT' | 'DG' | 'CLAIMS' | 'HSE' | 'CUSTSERV' | 'MULTIMODAL'

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
  // Quality Policy & Management System
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
      {
        number: 1,
        date: '2025-02-03',
        significant: true,
        summary: { en: 'First issue of the policy.', fr: 'Première édition de la politique.' },
      },
      {
        number: 2,
        date: '2026-01-15',
        significant: true,
        summary: {
          en: 'New on-time delivery and claims ratio objectives for 2026.',
          fr: 'Nouveaux objectifs 2026 de livraison à temps et de taux de réclamations.',
        },
      },
    ],
    keywords: [
      { en: 'quality objectives', fr: 'objectifs qualité' },
      { en: 'continual improvement', fr: 'amélioration continue' },
      { en: 'customer satisfaction', fr: 'satisfaction de la clientèle' },
      { en: 'management commitment', fr: 'engagement de la direction' },
    ],
    body: {
      en: `<h2>Our commitment</h2>
<p>Northway Freight moves less-than-truckload freight between Montreal (MTL), Toronto (TOR) and Vancouver (VAN) and the communities around them. Our customers trust us with their goods and their reputation. We commit to picking up on the day promised, delivering on time and intact, and telling the customer the truth as soon as something goes wrong.</p>
<h2>Principles</h2>
<ul>
<li><strong>Get it right at the dock.</strong> Every probill is checked against its bill of lading, counted and inspected before it leaves the door.</li>
<li><strong>Meet every legal requirement.</strong> We follow the Transportation of Dangerous Goods Regulations, the hours-of-service rules and the occupational health and safety laws of each province where we work.</li>
<li><strong>Measure and improve.</strong> Managers review quality results every month and open a corrective action request when a target is missed twice in a row.</li>
<li><strong>Everyone owns quality.</strong> Any employee may stop a load that is unsafe, damaged or wrongly documented.</li>
</ul>
<h2>Objectives for 2026</h2>
<table>
<thead><tr><th>Measure</th><th>Target</th></tr></thead>
<tbody>
<tr><td>On-time delivery</td><td>97.5% or better</td></tr>
<tr><td>Claims paid as a share of revenue</td><td>under 0.6%</td></tr>
<tr><td>OS&amp;D reports closed within 5 business days</td><td>95%</td></tr>
<tr><td>Corrective actions closed by their due date</td><td>90%</td></tr>
</tbody>
</table>
<p>This policy is reviewed at each management review, posted in every terminal and available to customers on the portal. It is signed by the President and applies to all employees, owner-operators and subcontracted carriers working under the Northway Freight name.</p>`,
      fr: `<h2>Notre engagement</h2>
<p>Northway Freight transporte des envois de charge partielle entre Montréal (MTL), Toronto (TOR) et Vancouver (VAN), ainsi que dans les collectivités qui les entourent. Nos clients nous confient leurs marchandises et, du même coup, leur réputation. Nous nous engageons à effectuer la cueillette le jour convenu, à livrer à temps et sans dommage, et à dire la vérité au client dès qu’un problème survient.</p>
<h2>Principes</h2>
<ul>
<li><strong>Bien faire dès le quai.</strong> Chaque probill est vérifié par rapport à son connaissement, compté et inspecté avant de franchir la porte.</li>
<li><strong>Respecter toutes les exigences légales.</strong> Nous appliquons le Règlement sur le transport des marchandises dangereuses, les règles sur les heures de service et les lois sur la santé et la sécurité du travail de chaque province où nous exerçons nos activités.</li>
<li><strong>Mesurer pour s’améliorer.</strong> Les gestionnaires examinent les résultats qualité chaque mois et ouvrent une demande d’action corrective lorsqu’une cible est ratée deux mois de suite.</li>
<li><strong>La qualité, c’est l’affaire de tous.</strong> Tout employé peut immobiliser un chargement dangereux, endommagé ou mal documenté.</li>
</ul>
<h2>Objectifs pour 2026</h2>
<table>
<thead><tr><th>Indicateur</th><th>Cible</th></tr></thead>
<tbody>
<tr><td>Livraisons à temps</td><td>97,5 % ou plus</td></tr>
<tr><td>Réclamations payées en proportion du chiffre d’affaires</td><td>moins de 0,6 %</td></tr>
<tr><td>Rapports OS&amp;D fermés en 5 jours ouvrables</td><td>95 %</td></tr>
<tr><td>Actions correctives fermées à l’échéance</td><td>90 %</td></tr>
</tbody>
</table>
<p>La présente politique est revue à chaque revue de direction, affichée dans tous les terminaux et offerte aux clients dans le portail. Signée par le président, elle s’applique à tous les employés, aux propriétaires exploitants et aux transporteurs sous-traitants qui travaillent sous la bannière Northway Freight.</p>`,
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
      {
        number: 1,
        date: '2025-03-10',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2025-09-02',
        significant: false,
        summary: {
          en: 'Clarified who translates new documents into French.',
          fr: 'Précision sur la traduction des nouveaux documents en français.',
        },
      },
    ],
    keywords: [
      { en: 'controlled document', fr: 'document maîtrisé' },
      { en: 'approval workflow', fr: 'circuit d’approbation' },
      { en: 'obsolete documents', fr: 'documents périmés' },
      { en: 'translation', fr: 'traduction' },
    ],
    body: {
      en: `<h2>Purpose</h2>
<p>This procedure makes sure that every employee works from the current, approved version of a procedure, in English or in French, and that old versions cannot be used by mistake.</p>
<h2>Rules</h2>
<ol>
<li>The quality manual on the portal is the only controlled copy. Printed copies are for reference only and must show the print date in the footer.</li>
<li>Each document has a number (for example TO-003), an owner, a process category and a revision history. Numbers are never reused.</li>
<li>A technical writer drafts changes in the authoring screens. The draft goes through the workflow chain: the document owner reviews, then an approver releases it for publishing.</li>
<li>A document is published only when both the English and French texts are approved. The writer asks for the translation when the English draft is submitted; the approver checks that both versions say the same thing.</li>
<li>When a revision is marked <strong>significant</strong>, every group that must read the document gets a new required reading.</li>
<li>Withdrawn documents are marked obsolete. They stay visible to auditors for seven years but disappear from the table of contents and from search.</li>
</ol>
<h2>Change requests</h2>
<p>Anyone who finds an error or a gap uses <em>Request a change</em> on the document page. The owner answers within 10 business days and either schedules a revision or explains why no change is needed.</p>
<h2>Records</h2>
<p>Filled-in forms (OS&amp;D reports, inspection checklists, training records) are records, not documents: they are kept for the retention period set in the records schedule and are never edited after signature.</p>`,
      fr: `<h2>Objet</h2>
<p>Cette procédure garantit que chaque employé travaille avec la version en vigueur et approuvée d’une procédure, en français comme en anglais, et qu’aucune version périmée ne peut être utilisée par erreur.</p>
<h2>Règles</h2>
<ol>
<li>Le manuel qualité du portail est le seul exemplaire maîtrisé. Les copies imprimées servent uniquement de référence et doivent porter la date d’impression en pied de page.</li>
<li>Chaque document possède un numéro (par exemple TO-003), un responsable, une catégorie de processus et un historique des révisions. Un numéro n’est jamais réutilisé.</li>
<li>Le rédacteur technique prépare les modifications dans les écrans de rédaction. L’ébauche suit le circuit d’approbation : le responsable du document la révise, puis un approbateur autorise sa publication.</li>
<li>Un document n’est publié que lorsque les textes français et anglais sont tous deux approuvés. Le rédacteur demande la traduction dès que l’ébauche anglaise est soumise; l’approbateur vérifie que les deux versions disent la même chose.</li>
<li>Lorsqu’une révision est jugée <strong>importante</strong>, chaque groupe visé reçoit une nouvelle lecture obligatoire.</li>
<li>Les documents retirés sont déclarés périmés. Les auditeurs peuvent les consulter pendant sept ans, mais ils disparaissent de la table des matières et de la recherche.</li>
</ol>
<h2>Demandes de modification</h2>
<p>Quiconque relève une erreur ou une lacune utilise la fonction <em>Demander une modification</em> sur la page du document. Le responsable répond dans un délai de 10 jours ouvrables : il planifie une révision ou explique pourquoi aucun changement n’est nécessaire.</p>
<h2>Enregistrements</h2>
<p>Les formulaires remplis (rapports OS&amp;D, listes de vérification, dossiers de formation) sont des enregistrements et non des documents : ils sont conservés pendant la durée prévue au calendrier de conservation et ne sont jamais modifiés après leur signature.</p>`,
    },
  },
  {
    key: 'internal-audits',
    number: 'QP-003',
    section: 'QMS',
    title: { en: 'Internal Audits', fr: 'Audits internes' },
    owner: 'auditor',
    processCategory: 'MANAGEMENT',
    tags: ['audit'],
    audience: 'staff',
    effectiveDate: '2026-02-16',
    revisions: [
      {
        number: 1,
        date: '2025-04-07',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-02-16',
        significant: false,
        summary: {
          en: 'Audit program now covers the Vancouver warehouse.',
          fr: 'Le programme d’audit couvre désormais l’entrepôt de Vancouver.',
        },
      },
    ],
    keywords: [
      { en: 'audit program', fr: 'programme d’audit' },
      { en: 'nonconformity', fr: 'non-conformité' },
      { en: 'audit report', fr: 'rapport d’audit' },
    ],
    body: {
      en: `<h2>Audit program</h2>
<p>The quality auditor prepares a yearly audit program so that every process in this manual is audited at least once a year in each terminal (MTL, TOR and VAN). Processes with open corrective actions, recent claims trends or new procedures are audited twice.</p>
<h2>Conducting an audit</h2>
<ol>
<li>Send the audit plan to the terminal manager at least two weeks ahead: scope, documents, date and people to meet.</li>
<li>Hold a short opening meeting on the dock, not in the office, so that the lead hands know why the auditor is there.</li>
<li>Audit by sampling: pick at least ten probills from the previous week and follow each one from pickup to delivery, checking the bill of lading, the scan history, the seal numbers and any OS&amp;D report.</li>
<li>Record findings as <strong>nonconformities</strong> (a requirement not met, with evidence) or <strong>observations</strong> (a risk or an improvement idea).</li>
<li>Close with a meeting that presents the findings. Nothing in the report should surprise the manager.</li>
</ol>
<h2>Report and follow-up</h2>
<p>The report is issued within five business days. Each nonconformity becomes a corrective action request (CAR) assigned to the terminal manager, with a due date of no more than 60 days. The auditor checks the effectiveness of the action at the next audit and closes the CAR only when the evidence shows the problem has not come back.</p>
<h2>Independence</h2>
<p>Auditors never audit their own work. A terminal supervisor may be trained as an auditor but audits another terminal.</p>`,
      fr: `<h2>Programme d’audit</h2>
<p>L’auditeur qualité établit chaque année un programme d’audit afin que chaque processus du présent manuel soit audité au moins une fois par année dans chacun des terminaux (MTL, TOR et VAN). Les processus qui présentent des actions correctives ouvertes, une hausse des réclamations ou des procédures récentes sont audités deux fois.</p>
<h2>Déroulement d’un audit</h2>
<ol>
<li>Transmettre le plan d’audit au directeur du terminal au moins deux semaines à l’avance : portée, documents visés, date et personnes à rencontrer.</li>
<li>Tenir une courte réunion d’ouverture sur le quai plutôt qu’au bureau, pour que les chefs d’équipe sachent pourquoi l’auditeur est présent.</li>
<li>Procéder par échantillonnage : choisir au moins dix probills de la semaine précédente et suivre chacun de la cueillette à la livraison en vérifiant le connaissement, l’historique des lectures, les numéros de scellés et tout rapport OS&amp;D.</li>
<li>Consigner les constats comme <strong>non-conformités</strong> (exigence non respectée, preuves à l’appui) ou comme <strong>observations</strong> (risque ou piste d’amélioration).</li>
<li>Conclure par une réunion de clôture qui présente les constats. Le rapport ne doit contenir aucune surprise pour le directeur.</li>
</ol>
<h2>Rapport et suivi</h2>
<p>Le rapport est publié dans les cinq jours ouvrables. Chaque non-conformité donne lieu à une demande d’action corrective (DAC) confiée au directeur du terminal, avec une échéance d’au plus 60 jours. Au prochain audit, l’auditeur vérifie l’efficacité de l’action et ne ferme la DAC que si les preuves montrent que le problème ne s’est pas reproduit.</p>
<h2>Indépendance</h2>
<p>Un auditeur n’audite jamais son propre travail. Un superviseur de terminal peut être formé comme auditeur, mais il audite alors un autre terminal.</p>`,
    },
  },
  {
    key: 'corrective-actions',
    number: 'QP-004',
    section: 'QMS',
    title: { en: 'Corrective and Preventive Actions', fr: 'Actions correctives et préventives' },
    owner: 'caradmin',
    processCategory: 'MANAGEMENT',
    tags: ['audit', 'claims'],
    audience: 'staff',
    effectiveDate: '2025-11-03',
    revisions: [
      {
        number: 1,
        date: '2025-04-07',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2025-08-18',
        significant: false,
        summary: { en: 'Added the root cause categories.', fr: 'Ajout des catégories de causes fondamentales.' },
      },
      {
        number: 3,
        date: '2025-11-03',
        significant: true,
        summary: {
          en: 'Two approvers are now required before a CAR is closed.',
          fr: 'Deux approbateurs sont désormais requis pour fermer une DAC.',
        },
      },
    ],
    keywords: [
      { en: 'corrective action request', fr: 'demande d’action corrective' },
      { en: 'root cause', fr: 'cause fondamentale' },
      { en: 'five whys', fr: 'cinq pourquoi' },
      { en: 'effectiveness check', fr: 'vérification de l’efficacité' },
    ],
    body: {
      en: `<h2>When to open a CAR</h2>
<p>Open a corrective action request (CAR) in the portal when a problem is likely to happen again if nothing changes: an internal audit nonconformity, a customer complaint, a repeated OS&amp;D pattern (three or more reports of the same kind on one lane in a month), a serious safety incident, or a missed quality objective. A one-off mistake that was fixed on the spot does not need a CAR; record it in the shift log instead.</p>
<h2>Steps</h2>
<ol>
<li><strong>Describe</strong> the problem with facts: probill numbers, terminal, department, dates, photos.</li>
<li><strong>Contain</strong> it within 24 hours, for example by re-inspecting the freight still on the dock.</li>
<li><strong>Find the root cause</strong> with the five whys or a cause-and-effect diagram, and choose the matching root cause category in the CAR (method, training, equipment, material, environment, supplier).</li>
<li><strong>Act</strong> on the root cause, not only on the symptom. Name an assignee and a due date.</li>
<li><strong>Check effectiveness</strong> after 30 to 90 days, using data, before asking for closure.</li>
</ol>
<h2>Approval and closure</h2>
<p>A CAR is closed only after approval by two people: the department manager and the quality coordinator. If the effectiveness check fails, the CAR goes back to the root cause step rather than being closed and reopened.</p>
<h2>Preventive actions</h2>
<p>When a risk is spotted before anything goes wrong (a worn dock plate, a new customer shipping unusual freight), open a CAR with the source <em>Preventive</em>. The steps are the same.</p>`,
      fr: `<h2>Quand ouvrir une DAC</h2>
<p>Ouvrez une demande d’action corrective (DAC) dans le portail lorsqu’un problème risque de se reproduire si rien ne change : non-conformité relevée en audit interne, plainte d’un client, tendance répétée de rapports OS&amp;D (au moins trois rapports du même type sur un même trajet en un mois), incident grave en santé et sécurité ou objectif qualité raté. Une erreur isolée corrigée sur-le-champ n’exige pas de DAC; inscrivez-la plutôt dans le registre du quart.</p>
<h2>Étapes</h2>
<ol>
<li><strong>Décrire</strong> le problème à l’aide de faits : numéros de probill, terminal, service, dates, photos.</li>
<li><strong>Contenir</strong> le problème dans les 24 heures, par exemple en inspectant de nouveau les marchandises encore sur le quai.</li>
<li><strong>Trouver la cause fondamentale</strong> au moyen des cinq pourquoi ou d’un diagramme d’Ishikawa, puis choisir la catégorie correspondante dans la DAC (méthode, formation, équipement, matériel, environnement, fournisseur).</li>
<li><strong>Agir</strong> sur la cause elle-même, et pas seulement sur le symptôme. Désigner un responsable et fixer une échéance.</li>
<li><strong>Vérifier l’efficacité</strong> de 30 à 90 jours plus tard, données à l’appui, avant de demander la fermeture.</li>
</ol>
<h2>Approbation et fermeture</h2>
<p>Une DAC n’est fermée qu’après l’approbation de deux personnes : le directeur du service et le coordonnateur qualité. Si la vérification de l’efficacité échoue, la DAC revient à l’étape de la cause fondamentale au lieu d’être fermée puis rouverte.</p>
<h2>Actions préventives</h2>
<p>Lorsqu’un risque est décelé avant qu’un problème survienne (plaque de quai usée, nouveau client qui expédie des marchandises inhabituelles), ouvrez une DAC dont la source est <em>Préventive</em>. Les étapes restent les mêmes.</p>`,
    },
  },
  {
    key: 'management-review',
    number: 'QP-005',
    section: 'QMS',
    title: { en: 'Management Review', fr: 'Revue de direction' },
    owner: 'admin',
    processCategory: 'MANAGEMENT',
    tags: ['audit', 'customer'],
    audience: 'staff',
    effectiveDate: '2025-06-30',
    revisions: [
      {
        number: 1,
        date: '2025-06-30',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
    ],
    keywords: [
      { en: 'management review', fr: 'revue de direction' },
      { en: 'key performance indicators', fr: 'indicateurs de performance' },
      { en: 'quality objectives', fr: 'objectifs qualité' },
    ],
    body: {
      en: `<h2>Frequency and attendees</h2>
<p>Senior management reviews the quality management system twice a year, in June and in December. The President chairs the meeting. The vice-president of operations, the three terminal managers (MTL, TOR, VAN), the claims manager, the customer service manager and the quality coordinator attend. The quality coordinator prepares the package and sends it five business days ahead.</p>
<h2>Inputs</h2>
<ul>
<li>Results against the quality objectives: on-time delivery, claims ratio, OS&amp;D closure time, CAR closure rate.</li>
<li>Internal audit results and the status of open corrective actions.</li>
<li>Customer feedback: complaints, portal ratings, lost accounts and the reasons given.</li>
<li>Health and safety results: lost-time injuries, near misses, forklift incidents.</li>
<li>Changes that affect the business: new regulations (TDG, hours of service), new lanes, new customers with special freight.</li>
<li>Actions decided at the previous review.</li>
</ul>
<h2>Outputs</h2>
<p>The minutes record decisions on objectives for the next period, resources (people, equipment, training) and changes to the management system. Every action has an owner and a date. The minutes are kept as a record for seven years and a summary is shared with all staff through an announcement on the portal.</p>
<h2>Between reviews</h2>
<p>Each terminal manager reviews the same indicators monthly with their supervisors and escalates to the vice-president of operations when an objective is missed for two consecutive months.</p>`,
      fr: `<h2>Fréquence et participants</h2>
<p>La haute direction passe en revue le système de gestion de la qualité deux fois par année, en juin et en décembre. Le président préside la rencontre. Y assistent le vice-président des opérations, les trois directeurs de terminal (MTL, TOR, VAN), le directeur des réclamations, la directrice du service à la clientèle et le coordonnateur qualité. Ce dernier prépare la documentation et la transmet cinq jours ouvrables à l’avance.</p>
<h2>Éléments d’entrée</h2>
<ul>
<li>Résultats par rapport aux objectifs qualité : livraisons à temps, taux de réclamations, délai de fermeture des rapports OS&amp;D, taux de fermeture des DAC.</li>
<li>Résultats des audits internes et état des actions correctives ouvertes.</li>
<li>Rétroaction de la clientèle : plaintes, évaluations dans le portail, comptes perdus et motifs invoqués.</li>
<li>Résultats en santé et sécurité : accidents avec perte de temps, quasi-accidents, incidents impliquant des chariots élévateurs.</li>
<li>Changements qui touchent l’entreprise : nouvelle réglementation (TMD, heures de service), nouveaux trajets, nouveaux clients aux marchandises particulières.</li>
<li>Suivi des décisions prises à la revue précédente.</li>
</ul>
<h2>Éléments de sortie</h2>
<p>Le procès-verbal consigne les décisions sur les objectifs de la période suivante, les ressources (personnel, équipement, formation) et les changements à apporter au système de gestion. Chaque action a un responsable et une échéance. Le procès-verbal est conservé sept ans et un résumé est communiqué à tout le personnel au moyen d’une annonce dans le portail.</p>
<h2>Entre deux revues</h2>
<p>Chaque directeur de terminal examine les mêmes indicateurs tous les mois avec ses superviseurs et avise le vice-président des opérations lorsqu’un objectif est raté deux mois consécutifs.</p>`,
    },
  },
  {
    key: 'training-competence',
    number: 'QP-006',
    section: 'QMS',
    title: { en: 'Training and Competence', fr: 'Formation et compétences' },
    owner: 'approver',
    processCategory: 'SUPPORT',
    tags: ['training', 'forklift', 'hazmat'],
    audience: 'staff',
    effectiveDate: '2026-03-02',
    revisions: [
      {
        number: 1,
        date: '2025-05-12',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-03-02',
        significant: false,
        summary: {
          en: 'Training matrix updated for warehouse associates.',
          fr: 'Matrice de formation mise à jour pour les préposés à l’entrepôt.',
        },
      },
    ],
    keywords: [
      { en: 'training matrix', fr: 'matrice de formation' },
      { en: 'onboarding', fr: 'accueil des nouveaux employés' },
      { en: 'competence', fr: 'compétence' },
      { en: 'training records', fr: 'dossiers de formation' },
    ],
    body: {
      en: `<h2>Onboarding</h2>
<p>Every new employee completes the general orientation on the first day: quality policy, WHMIS, emergency and evacuation plan, incident reporting and the terminal tour. Nobody works on the dock before signing the orientation record. Required readings assigned in the portal must be completed during the first two weeks.</p>
<h2>Training matrix</h2>
<table>
<thead><tr><th>Role</th><th>Required training</th><th>Renewal</th></tr></thead>
<tbody>
<tr><td>Dock worker</td><td>Forklift operator certification, TDG, WHMIS, freight handling procedures</td><td>Forklift every 3 years, TDG every 3 years, WHMIS yearly</td></tr>
<tr><td>Driver</td><td>TDG, hours of service, seal checks, proof of delivery</td><td>TDG every 3 years</td></tr>
<tr><td>Customer service agent</td><td>Tracing, claims intake, appointment deliveries</td><td>When the procedure changes</td></tr>
<tr><td>Warehouse associate</td><td>Forklift, receiving and putaway, cycle counts</td><td>Forklift every 3 years</td></tr>
</tbody>
</table>
<h2>Proving competence</h2>
<p>Classroom training alone is not enough. A supervisor observes the employee doing the task, for example building and wrapping three pallets or completing an OS&amp;D report, and signs the practical evaluation. Until then the employee works with a certified colleague.</p>
<h2>Records</h2>
<p>Training records are kept by human resources for the length of employment plus three years. Supervisors check expiry dates every month; an employee whose forklift or TDG certificate has expired is taken off those tasks until renewed.</p>`,
      fr: `<h2>Accueil</h2>
<p>Chaque nouvel employé suit l’orientation générale dès sa première journée : politique qualité, SIMDUT, plan d’urgence et d’évacuation, déclaration des incidents et visite du terminal. Personne ne travaille sur le quai avant d’avoir signé la fiche d’orientation. Les lectures obligatoires assignées dans le portail doivent être faites au cours des deux premières semaines.</p>
<h2>Matrice de formation</h2>
<table>
<thead><tr><th>Poste</th><th>Formation exigée</th><th>Renouvellement</th></tr></thead>
<tbody>
<tr><td>Manutentionnaire</td><td>Certification de cariste, TMD, SIMDUT, procédures de manutention</td><td>Cariste et TMD tous les 3 ans, SIMDUT chaque année</td></tr>
<tr><td>Conducteur</td><td>TMD, heures de service, vérification des scellés, preuve de livraison</td><td>TMD tous les 3 ans</td></tr>
<tr><td>Agent du service à la clientèle</td><td>Suivi des envois, réception des réclamations, livraisons sur rendez-vous</td><td>À chaque modification de procédure</td></tr>
<tr><td>Préposé à l’entrepôt</td><td>Cariste, réception et rangement, inventaires tournants</td><td>Cariste tous les 3 ans</td></tr>
</tbody>
</table>
<h2>Démontrer la compétence</h2>
<p>La formation en classe ne suffit pas. Un superviseur observe l’employé pendant qu’il accomplit la tâche, par exemple monter et envelopper trois palettes ou remplir un rapport OS&amp;D, puis il signe l’évaluation pratique. D’ici là, l’employé travaille aux côtés d’un collègue certifié.</p>
<h2>Dossiers</h2>
<p>Les ressources humaines conservent les dossiers de formation pendant toute la durée de l’emploi, plus trois ans. Les superviseurs vérifient les dates d’échéance chaque mois; un employé dont le certificat de cariste ou de TMD est échu est retiré de ces tâches jusqu’à son renouvellement.</p>`,
    },
  },

  // Terminal Operations
  {
    key: 'dock-door-assignment',
    number: 'TO-001',
    section: 'TERMINAL',
    subsection: 'TERMINAL-DOCK',
    title: {
      en: 'Dock Door Assignment and Trailer Spotting',
      fr: 'Attribution des portes de quai et positionnement des remorques',
    },
    owner: 'approver',
    processCategory: 'CORE',
    tags: ['dock', 'cross-docking', 'safety'],
    audience: 'staff',
    effectiveDate: '2025-10-06',
    revisions: [
      {
        number: 1,
        date: '2025-03-24',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2025-10-06',
        significant: false,
        summary: {
          en: 'New door plan for the Toronto terminal after the dock extension.',
          fr: 'Nouveau plan des portes du terminal de Toronto après l’agrandissement du quai.',
        },
      },
    ],
    keywords: [
      { en: 'dock door', fr: 'porte de quai' },
      { en: 'yard jockey', fr: 'chauffeur de cour' },
      { en: 'wheel chocks', fr: 'cales de roue' },
      { en: 'door plan', fr: 'plan des portes' },
    ],
    body: {
      en: `<h2>Door plan</h2>
<p>Each terminal keeps a door plan that the dock supervisor updates at the start of every shift. Doors are grouped by purpose so that freight moves the shortest distance across the dock:</p>
<ul>
<li><strong>Inbound doors</strong> for city pickup trailers and arriving linehaul trailers.</li>
<li><strong>Outbound linehaul doors</strong>, one per destination terminal (for example MTL doors 1 to 12 face the TOR and VAN loads).</li>
<li><strong>City delivery doors</strong>, one per delivery route, loaded in reverse stop order.</li>
<li>A <strong>hold door</strong> for OS&amp;D freight and shipments waiting for an appointment.</li>
</ul>
<h2>Spotting a trailer</h2>
<ol>
<li>The yard jockey takes the door number from the yard management screen, never from memory.</li>
<li>Before backing in, check that the door is clear, the dock leveller is stored and the door light is red.</li>
<li>Once the trailer is against the bumpers, set the trailer brakes, engage the vehicle restraint or place wheel chocks on both sides, and switch the door light to green.</li>
<li>Record the trailer number, the seal number and the time in the yard screen.</li>
</ol>
<h2>Releasing a door</h2>
<p>Only the dock supervisor releases a trailer. The loader confirms the trailer is closed and sealed, the leveller is stored and no forklift is inside; the light goes back to red before the restraint is released. A door is never reassigned while a trailer is still against it, even if it is empty.</p>`,
      fr: `<h2>Plan des portes</h2>
<p>Chaque terminal tient un plan des portes que le superviseur de quai met à jour au début de chaque quart. Les portes sont regroupées selon leur usage, pour que les marchandises parcourent la plus courte distance possible sur le quai :</p>
<ul>
<li><strong>Portes de réception</strong> pour les remorques de cueillette en ville et les remorques interterminales qui arrivent.</li>
<li><strong>Portes de départ interterminal</strong>, une par terminal de destination (à MTL, par exemple, les portes 1 à 12 servent aux chargements vers TOR et VAN).</li>
<li><strong>Portes de livraison locale</strong>, une par tournée, chargées dans l’ordre inverse des arrêts.</li>
<li>Une <strong>porte de retenue</strong> pour les marchandises OS&amp;D et les envois en attente d’un rendez-vous.</li>
</ul>
<h2>Positionner une remorque</h2>
<ol>
<li>Le chauffeur de cour prend le numéro de porte dans l’écran de gestion de la cour, jamais de mémoire.</li>
<li>Avant de reculer, il s’assure que la porte est dégagée, que le niveleur est replié et que le feu de la porte est rouge.</li>
<li>Une fois la remorque appuyée contre les butoirs, il serre les freins de la remorque, enclenche le dispositif de retenue ou place des cales de chaque côté, puis fait passer le feu au vert.</li>
<li>Il inscrit le numéro de remorque, le numéro de scellé et l’heure dans l’écran de la cour.</li>
</ol>
<h2>Libérer une porte</h2>
<p>Seul le superviseur de quai libère une remorque. Le chargeur confirme que la remorque est fermée et scellée, que le niveleur est replié et qu’aucun chariot élévateur ne se trouve à l’intérieur; le feu repasse au rouge avant que le dispositif de retenue soit désenclenché. Une porte n’est jamais réattribuée tant qu’une remorque y est accostée, même vide.</p>`,
    },
  },
  {
    key: 'cross-docking-procedure',
    number: 'TO-002',
    section: 'TERMINAL',
    subsection: 'TERMINAL-DOCK',
    title: { en: 'Cross-Docking Procedure', fr: 'Procédure de transbordement' },
    owner: 'approver',
    processCategory: 'CORE',
    tags: ['cross-docking', 'pallet', 'dock'],
    audience: 'staff',
    effectiveDate: '2026-04-13',
    revisions: [
      {
        number: 1,
        date: '2025-03-24',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2025-09-15',
        significant: false,
        summary: { en: 'Added the two-hour dwell target.', fr: 'Ajout de la cible de séjour de deux heures.' },
      },
      {
        number: 3,
        date: '2026-04-13',
        significant: true,
        summary: {
          en: 'Every pallet is now scanned twice: off the inbound trailer and onto the outbound one.',
          fr: 'Chaque palette est maintenant lue deux fois : au déchargement et au chargement.',
        },
      },
    ],
    keywords: [
      { en: 'cross-docking', fr: 'transbordement' },
      { en: 'dwell time', fr: 'temps de séjour' },
      { en: 'handheld scanner', fr: 'lecteur portatif' },
      { en: 'staging lane', fr: 'allée de préparation' },
    ],
    body: {
      en: `<h2>Goal</h2>
<p>Freight that arrives at a terminal should leave on the next outbound trailer without being stored. Our target is a dock dwell time of under two hours for 90% of pallets. Every extra touch is a chance to damage or lose freight, so each pallet is moved from door to door once whenever possible.</p>
<h2>Unloading the inbound trailer</h2>
<ol>
<li>Check the seal against the trailer manifest before opening (see TO-003).</li>
<li>Scan each piece or pallet label with the handheld scanner as it comes off. The scanner shows the outbound door for each probill.</li>
<li>Inspect as you unload: crushed corners, broken stretch wrap, wet cartons and leaking drums are set aside at the hold door and reported on an OS&amp;D report.</li>
<li>If the count does not match the manifest, finish unloading, recount and then report the shortage or overage to the supervisor before the trailer is released.</li>
</ol>
<h2>Moving to the outbound door</h2>
<ul>
<li>Take the pallet directly to its outbound door. If the trailer is not yet spotted, stage the pallet in the marked lane for that door, never in the travel aisle.</li>
<li>Do not double-stack pallets unless the label says stackable and the lower pallet is flat, square and strong enough.</li>
<li>Scan the pallet again when it is loaded. A pallet scanned onto the wrong trailer raises an alarm on the scanner; unload it immediately.</li>
</ul>
<h2>End of shift</h2>
<p>The supervisor reviews the dock for freight older than two hours and writes the reason in the shift log: waiting for an appointment, OS&amp;D, dangerous goods segregation or missing paperwork.</p>`,
      fr: `<h2>But</h2>
<p>Les marchandises qui arrivent à un terminal doivent repartir dans la prochaine remorque sortante sans être entreposées. Notre cible : un temps de séjour sur le quai de moins de deux heures pour 90 % des palettes. Chaque manipulation supplémentaire augmente le risque d’avarie ou de perte; chaque palette passe donc d’une porte à l’autre en un seul déplacement chaque fois que c’est possible.</p>
<h2>Décharger la remorque entrante</h2>
<ol>
<li>Comparer le scellé avec le manifeste de la remorque avant d’ouvrir (voir TO-003).</li>
<li>Lire l’étiquette de chaque colis ou de chaque palette avec le lecteur portatif au déchargement. Le lecteur affiche la porte de départ de chaque probill.</li>
<li>Inspecter en déchargeant : les palettes aux coins écrasés, à la pellicule déchirée, aux boîtes mouillées ou aux barils qui fuient sont mises de côté à la porte de retenue et consignées dans un rapport OS&amp;D.</li>
<li>Si le compte ne correspond pas au manifeste, terminer le déchargement, recompter, puis signaler le manquant ou le surplus au superviseur avant de libérer la remorque.</li>
</ol>
<h2>Acheminer vers la porte de départ</h2>
<ul>
<li>Amener la palette directement à sa porte de départ. Si la remorque n’est pas encore en place, déposer la palette dans l’allée de préparation marquée pour cette porte, jamais dans l’allée de circulation.</li>
<li>Ne pas gerber les palettes à moins que l’étiquette n’indique qu’elles sont superposables et que la palette du dessous soit plane, d’équerre et assez solide.</li>
<li>Lire de nouveau la palette au chargement. Une palette lue dans la mauvaise remorque déclenche une alerte sur le lecteur; il faut la décharger sur-le-champ.</li>
</ul>
<h2>Fin du quart</h2>
<p>Le superviseur repère sur le quai les marchandises présentes depuis plus de deux heures et inscrit le motif dans le registre du quart : attente d’un rendez-vous, OS&amp;D, séparation de marchandises dangereuses ou documents manquants.</p>`,
    },
  },
  {
    key: 'trailer-seal-checks',
    number: 'TO-003',
    section: 'TERMINAL',
    subsection: 'TERMINAL-DOCK',
    title: { en: 'Trailer Seal Checks', fr: 'Vérification des scellés de remorque' },
    owner: 'auditor',
    processCategory: 'CORE',
    tags: ['seal', 'dock', 'claims'],
    audience: 'staff',
    effectiveDate: '2026-05-04',
    revisions: [
      {
        number: 1,
        date: '2025-03-24',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-05-04',
        significant: true,
        summary: {
          en: 'Bolt seals now required on all linehaul trailers.',
          fr: 'Scellés à boulon désormais obligatoires sur toutes les remorques interterminales.',
        },
      },
    ],
    keywords: [
      { en: 'bolt seal', fr: 'scellé à boulon' },
      { en: 'seal number', fr: 'numéro de scellé' },
      { en: 'trailer manifest', fr: 'manifeste de remorque' },
      { en: 'broken seal', fr: 'scellé brisé' },
    ],
    attachments: [
      {
        fileName: 'seal-log-template.txt',
        title: { en: 'Seal log template', fr: 'Modèle de registre des scellés' },
        kind: 'txt',
        content: [
          'NORTHWAY FREIGHT - SEAL LOG / REGISTRE DES SCELLÉS',
          'Terminal: ____   Date: ____-__-__   Shift / Quart: ____',
          '',
          'Trailer / Remorque | Seal no. / No de scellé | Applied by / Posé par | Time / Heure | Checked at / Vérifié à | Result / Résultat',
          '------------------ | ------------------------ | --------------------- | ------------ | ---------------------- | ------------------',
          '                   |                          |                       |              |                        | OK / Mismatch / Broken',
          '',
          'Any mismatch or broken seal: call the dock supervisor before opening the doors.',
          'Scellé non conforme ou brisé : appeler le superviseur de quai avant d’ouvrir les portes.',
        ].join('\n'),
      },
    ],
    body: {
      en: `<h2>Why seals matter</h2>
<p>A seal proves that nobody opened the trailer between two terminals. Without a matching seal number we cannot show where a shortage happened, and the claim is usually paid by us. Every linehaul trailer and every trailer left unattended in a customer’s yard is sealed with a numbered ISO 17712 bolt seal.</p>
<h2>Applying a seal</h2>
<ol>
<li>When the trailer is loaded, the loader closes the doors and the supervisor applies the seal, never the driver alone.</li>
<li>Write the seal number on the trailer manifest and enter it in the yard screen. Read it back digit by digit.</li>
<li>Pull on the seal to make sure it is locked.</li>
</ol>
<h2>Checking a seal on arrival</h2>
<ol>
<li>Before cutting the seal, compare its number with the manifest and the yard screen.</li>
<li>Check the seal for signs of tampering: scratches on the bolt, glue, a loose barrel, or a door hinge with missing rivets.</li>
<li>If everything matches, cut the seal with the bolt cutter, keep it in the seal bin for 30 days and record the time of opening.</li>
</ol>
<h2>When something is wrong</h2>
<p>If the number does not match, the seal is broken or missing, or the doors show signs of forced entry, <strong>do not open the trailer</strong>. Call the dock supervisor, take photos of the seal and the doors, and have a second person witness the opening. Unload the trailer with a full piece count and file an OS&amp;D report that mentions the seal problem. The terminal manager informs the security coordinator the same day; theft is reported to the police when a shortage is confirmed.</p>`,
      fr: `<h2>Pourquoi les scellés sont importants</h2>
<p>Le scellé prouve que personne n’a ouvert la remorque entre deux terminaux. Sans numéro de scellé concordant, impossible de démontrer où un manquant s’est produit, et c’est généralement nous qui payons la réclamation. Toute remorque interterminale et toute remorque laissée sans surveillance dans la cour d’un client est fermée par un scellé à boulon numéroté conforme à la norme ISO 17712.</p>
<h2>Poser un scellé</h2>
<ol>
<li>Une fois la remorque chargée, le chargeur ferme les portes et le superviseur pose le scellé; le conducteur ne le pose jamais seul.</li>
<li>Inscrire le numéro du scellé sur le manifeste de la remorque et le saisir dans l’écran de la cour. Le relire chiffre par chiffre.</li>
<li>Tirer sur le scellé pour s’assurer qu’il est bien verrouillé.</li>
</ol>
<h2>Vérifier un scellé à l’arrivée</h2>
<ol>
<li>Avant de couper le scellé, comparer son numéro avec celui du manifeste et de l’écran de la cour.</li>
<li>Chercher des signes d’altération : égratignures sur le boulon, traces de colle, barillet qui bouge, charnière de porte à laquelle il manque des rivets.</li>
<li>Si tout concorde, couper le scellé avec le coupe-boulon, le conserver dans le bac à scellés pendant 30 jours et noter l’heure d’ouverture.</li>
</ol>
<h2>En cas d’anomalie</h2>
<p>Si le numéro ne concorde pas, si le scellé est brisé ou absent, ou si les portes montrent des traces d’effraction, <strong>n’ouvrez pas la remorque</strong>. Appelez le superviseur de quai, photographiez le scellé et les portes, et faites ouvrir la remorque devant un témoin. Déchargez-la en comptant chaque colis et remplissez un rapport OS&amp;D qui mentionne le problème de scellé. Le directeur du terminal avise le coordonnateur de la sûreté le jour même; un vol est signalé à la police dès qu’un manquant est confirmé.</p>`,
    },
  },
  {
    key: 'linehaul-dispatch',
    number: 'TO-004',
    section: 'TERMINAL',
    subsection: 'TERMINAL-LINEHAUL',
    title: { en: 'Linehaul Dispatch Between Terminals', fr: 'Répartition du transport interterminal' },
    owner: 'admin',
    processCategory: 'CORE',
    tags: ['delivery', 'seal'],
    audience: 'staff',
    effectiveDate: '2025-08-11',
    revisions: [
      {
        number: 1,
        date: '2025-08-11',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
    ],
    keywords: [
      { en: 'linehaul', fr: 'transport interterminal' },
      { en: 'departure schedule', fr: 'horaire des départs' },
      { en: 'dispatcher', fr: 'répartiteur' },
      { en: 'team drivers', fr: 'conducteurs en équipe' },
    ],
    body: {
      en: `<h2>Schedule</h2>
<p>Linehaul trailers leave on a fixed schedule so that freight picked up in the afternoon is on the destination dock for next-morning delivery on the MTL–TOR lane and within four business days on the lanes to and from VAN.</p>
<table>
<thead><tr><th>Lane</th><th>Cut-off on the dock</th><th>Departure</th><th>Equipment</th></tr></thead>
<tbody>
<tr><td>MTL to TOR</td><td>20:30</td><td>21:00 and 23:30</td><td>53 ft dry van, solo driver</td></tr>
<tr><td>TOR to MTL</td><td>20:30</td><td>21:00 and 23:30</td><td>53 ft dry van, solo driver</td></tr>
<tr><td>TOR to VAN</td><td>18:00</td><td>19:00</td><td>53 ft van, team drivers, or intermodal rail</td></tr>
<tr><td>VAN to TOR and MTL</td><td>17:00</td><td>18:00</td><td>53 ft van, team drivers, or intermodal rail</td></tr>
</tbody>
</table>
<h2>Before departure</h2>
<ol>
<li>The dispatcher confirms the driver’s available hours in the electronic logging device; a driver without enough hours for the run is not dispatched.</li>
<li>The load is closed in the system; the manifest lists every probill, the seal number and any dangerous goods with their class and quantity.</li>
<li>The driver does the pre-trip inspection and signs the manifest.</li>
</ol>
<h2>Late or partial loads</h2>
<p>A trailer may leave up to 30 minutes late with the dispatcher’s approval to finish loading. After that it leaves as is, and the freight left behind is rebooked on the next departure and the customer service team is told so that customers can be warned. A trailer under 60% full may be held and combined only with the operations manager’s approval.</p>`,
      fr: `<h2>Horaire</h2>
<p>Les remorques interterminales partent selon un horaire fixe, de sorte que les marchandises cueillies l’après-midi se trouvent sur le quai de destination pour une livraison le lendemain matin sur le trajet MTL–TOR, et en quatre jours ouvrables au plus sur les trajets vers VAN et en provenance de VAN.</p>
<table>
<thead><tr><th>Trajet</th><th>Heure limite au quai</th><th>Départ</th><th>Équipement</th></tr></thead>
<tbody>
<tr><td>MTL vers TOR</td><td>20 h 30</td><td>21 h et 23 h 30</td><td>Fourgon de 53 pi, conducteur seul</td></tr>
<tr><td>TOR vers MTL</td><td>20 h 30</td><td>21 h et 23 h 30</td><td>Fourgon de 53 pi, conducteur seul</td></tr>
<tr><td>TOR vers VAN</td><td>18 h</td><td>19 h</td><td>Fourgon de 53 pi avec conducteurs en équipe, ou train intermodal</td></tr>
<tr><td>VAN vers TOR et MTL</td><td>17 h</td><td>18 h</td><td>Fourgon de 53 pi avec conducteurs en équipe, ou train intermodal</td></tr>
</tbody>
</table>
<h2>Avant le départ</h2>
<ol>
<li>Le répartiteur vérifie les heures disponibles du conducteur dans le dispositif de consignation électronique; un conducteur qui n’a pas assez d’heures pour le trajet n’est pas affecté.</li>
<li>Le chargement est fermé dans le système; le manifeste énumère chaque probill, le numéro du scellé et les marchandises dangereuses, avec leur classe et leur quantité.</li>
<li>Le conducteur effectue la ronde de sécurité et signe le manifeste.</li>
</ol>
<h2>Chargements en retard ou incomplets</h2>
<p>Avec l’accord du répartiteur, une remorque peut partir jusqu’à 30 minutes en retard pour terminer le chargement. Passé ce délai, elle part telle quelle : les marchandises restées sur place sont réservées pour le départ suivant et le service à la clientèle en est informé afin de prévenir les clients. Une remorque remplie à moins de 60 % ne peut être retenue et regroupée qu’avec l’accord du directeur des opérations.</p>`,
    },
  },
  {
    key: 'trailer-loading-plan',
    number: 'TO-005',
    section: 'TERMINAL',
    subsection: 'TERMINAL-LINEHAUL',
    title: { en: 'Trailer Loading Plans', fr: 'Plans de chargement des remorques' },
    owner: 'writer',
    processCategory: 'CORE',
    tags: ['pallet', 'cross-docking', 'hazmat'],
    audience: 'staff',
    effectiveDate: '2025-12-01',
    revisions: [
      {
        number: 1,
        date: '2025-05-05',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2025-12-01',
        significant: false,
        summary: {
          en: 'Added the winter rule for freight that must not freeze.',
          fr: 'Ajout de la règle hivernale pour les marchandises craignant le gel.',
        },
      },
    ],
    keywords: [
      { en: 'load plan', fr: 'plan de chargement' },
      { en: 'weight distribution', fr: 'répartition du poids' },
      { en: 'load bars', fr: 'barres de retenue' },
      { en: 'protect from freezing', fr: 'craint le gel' },
    ],
    body: {
      en: `<h2>Principles</h2>
<p>A good load arrives undamaged, is legal on the scale and unloads in the right order. The loader follows the load plan printed for the door and the rules below.</p>
<ul>
<li><strong>Heavy on the floor, light on top.</strong> Never put a pallet heavier than the one beneath it on top.</li>
<li><strong>Balance the weight.</strong> Keep heavy pallets near the front and centre of the trailer so the axle weights stay within provincial limits. On a 53 ft trailer, aim for no more than 60% of the weight behind the tandem.</li>
<li><strong>Fill the voids.</strong> Use load bars or airbags every time there is a gap of more than 30 cm between pallets or at the end of the load. Freight that can shift will.</li>
<li><strong>Keep freight square.</strong> Pallets go tight against each other, two across, with overhanging freight kept away from the walls.</li>
<li><strong>Respect labels.</strong> "This side up", "Do not stack" and "Fragile" labels always win over space.</li>
</ul>
<h2>Dangerous goods</h2>
<p>Load dangerous goods at the rear where possible so they can be reached in an emergency, and apply the segregation rules of DG-003. The loader confirms placards are on all four sides of the trailer when they are needed before the seal is applied.</p>
<h2>Winter freight</h2>
<p>From November to March, freight labelled "Protect from freezing" goes only on heated trailers or on the same-day MTL–TOR runs, loaded last, away from the doors.</p>
<h2>Check before closing</h2>
<p>The supervisor looks at the load before the seal goes on and takes one photo from the doors. The photo is attached to the manifest and helps settle later damage claims.</p>`,
      fr: `<h2>Principes</h2>
<p>Un bon chargement arrive sans dommage, respecte les limites de poids à la balance et se décharge dans le bon ordre. Le chargeur suit le plan de chargement imprimé pour sa porte et les règles suivantes.</p>
<ul>
<li><strong>Le lourd au plancher, le léger par-dessus.</strong> Ne jamais déposer une palette plus lourde que celle qui la porte.</li>
<li><strong>Équilibrer le poids.</strong> Placer les palettes lourdes vers l’avant et au centre de la remorque pour que les charges par essieu respectent les limites provinciales. Dans une remorque de 53 pi, viser au plus 60 % du poids derrière le tandem.</li>
<li><strong>Combler les vides.</strong> Poser des barres de retenue ou des coussins gonflables dès qu’il reste un espace de plus de 30 cm entre les palettes ou au bout du chargement. Une marchandise qui peut bouger finira par bouger.</li>
<li><strong>Garder le chargement d’équerre.</strong> Les palettes sont placées serrées, deux de front, et les marchandises qui débordent sont éloignées des parois.</li>
<li><strong>Respecter les étiquettes.</strong> Les mentions « Haut », « Ne pas gerber » et « Fragile » l’emportent toujours sur l’espace disponible.</li>
</ul>
<h2>Marchandises dangereuses</h2>
<p>Dans la mesure du possible, charger les marchandises dangereuses à l’arrière pour y avoir accès en cas d’urgence, et appliquer les règles de séparation de DG-003. Avant la pose du scellé, le chargeur confirme que les plaques requises sont apposées sur les quatre côtés de la remorque.</p>
<h2>Marchandises en hiver</h2>
<p>De novembre à mars, les marchandises portant la mention « Craint le gel » voyagent uniquement dans des remorques chauffées ou sur les trajets MTL–TOR du jour même, chargées en dernier et loin des portes.</p>
<h2>Vérifier avant de fermer</h2>
<p>Le superviseur examine le chargement avant la pose du scellé et prend une photo depuis les portes. La photo est jointe au manifeste et aide à régler les réclamations pour avarie.</p>`,
    },
  },
  {
    key: 'terminal-security',
    number: 'TO-006',
    section: 'TERMINAL',
    title: {
      en: 'Terminal Yard Security and Visitor Access',
      fr: 'Sûreté de la cour et accès des visiteurs',
    },
    owner: 'auditor',
    processCategory: 'SUPPORT',
    tags: ['seal', 'safety'],
    audience: 'staff',
    requiredForAllStaff: true,
    effectiveDate: '2025-07-14',
    revisions: [
      {
        number: 1,
        date: '2025-07-14',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
    ],
    keywords: [
      { en: 'visitor log', fr: 'registre des visiteurs' },
      { en: 'access badge', fr: 'carte d’accès' },
      { en: 'yard security', fr: 'sûreté de la cour' },
      { en: 'high-value freight', fr: 'marchandises de grande valeur' },
    ],
    body: {
      en: `<h2>Access to the terminal</h2>
<p>Our terminals in Montreal, Toronto and Vancouver are closed sites. Employees enter with their photo access badge and never hold a door open for someone they do not know. The yard gate is closed from 22:00 to 05:00 and opened only by the dock supervisor or the guard.</p>
<h2>Visitors and outside drivers</h2>
<ol>
<li>Every visitor signs the visitor log at reception, shows photo identification and receives a visitor badge and a high-visibility vest.</li>
<li>Visitors are escorted on the dock at all times. Customers picking up freight at the dock wait in the driver lounge; their freight is brought to them at a dock door.</li>
<li>Outside carriers’ drivers may enter the dock only at the door they are assigned and must stay behind the yellow line unless they are loading their own trailer.</li>
</ol>
<h2>High-value freight</h2>
<p>Shipments flagged as high value (electronics, pharmaceuticals, alcohol, or any shipment with a declared value above $50,000) are stored in the locked cage, counted at every transfer and never left on an open dock overnight. Their trailers are parked nose-out against a wall or a fence so the doors cannot be opened.</p>
<h2>Yard checks</h2>
<p>The night supervisor walks the yard at the start and end of the shift, checks that every parked trailer is locked or sealed, and records the check in the shift log. Any unknown vehicle, cut fence or open trailer is reported at once to the terminal manager and, if needed, to the police.</p>`,
      fr: `<h2>Accès au terminal</h2>
<p>Nos terminaux de Montréal, de Toronto et de Vancouver sont des sites fermés. Les employés entrent avec leur carte d’accès avec photo et ne retiennent jamais une porte pour une personne qu’ils ne connaissent pas. La barrière de la cour est fermée de 22 h à 5 h; seuls le superviseur de quai ou l’agent de sécurité peuvent l’ouvrir.</p>
<h2>Visiteurs et conducteurs externes</h2>
<ol>
<li>Chaque visiteur signe le registre à la réception, présente une pièce d’identité avec photo, puis reçoit une carte de visiteur et un gilet haute visibilité.</li>
<li>Les visiteurs sont accompagnés en tout temps sur le quai. Les clients qui viennent chercher des marchandises au quai attendent dans la salle des conducteurs; on leur apporte leurs marchandises à une porte de quai.</li>
<li>Les conducteurs d’autres transporteurs n’accèdent au quai que par la porte qui leur est attribuée et restent derrière la ligne jaune, sauf pour charger leur propre remorque.</li>
</ol>
<h2>Marchandises de grande valeur</h2>
<p>Les envois désignés comme étant de grande valeur (appareils électroniques, produits pharmaceutiques, alcool ou tout envoi dont la valeur déclarée dépasse 50 000 $) sont rangés dans la cage verrouillée, comptés à chaque transfert et jamais laissés la nuit sur un quai ouvert. Leurs remorques sont stationnées portes contre un mur ou une clôture, pour qu’on ne puisse pas les ouvrir.</p>
<h2>Rondes de la cour</h2>
<p>Le superviseur de nuit fait le tour de la cour au début et à la fin du quart, vérifie que chaque remorque stationnée est verrouillée ou scellée et consigne la ronde dans le registre du quart. Tout véhicule inconnu, toute clôture coupée ou toute remorque ouverte est signalé sans délai au directeur du terminal et, au besoin, à la police.</p>`,
    },
  },
  {
    key: 'driver-hours-of-service',
    number: 'TO-007',
    section: 'TERMINAL',
    subsection: 'TERMINAL-LINEHAUL',
    title: {
      en: 'Driver Hours of Service and Electronic Logs',
      fr: 'Heures de service des conducteurs et consignation électronique',
    },
    owner: 'approver',
    processCategory: 'SUPPORT',
    tags: ['safety', 'training'],
    audience: 'staff',
    effectiveDate: '2026-06-01',
    revisions: [
      {
        number: 1,
        date: '2025-06-02',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-06-01',
        significant: false,
        summary: {
          en: 'Dispatchers now check the logging device before every linehaul assignment.',
          fr: 'Les répartiteurs consultent désormais le dispositif de consignation avant chaque affectation.',
        },
      },
    ],
    keywords: [
      { en: 'hours of service', fr: 'heures de service' },
      { en: 'electronic logging device', fr: 'dispositif de consignation électronique' },
      { en: 'off-duty time', fr: 'heures de repos' },
      { en: 'cycle', fr: 'cycle' },
    ],
    body: {
      en: `<h2>Rules that apply</h2>
<p>Our trucks cross provincial borders, so every driver follows the federal Commercial Vehicle Drivers Hours of Service Regulations, even on a local run. The main limits are:</p>
<ul>
<li>No more than <strong>13 hours of driving</strong> and <strong>14 hours on duty</strong> in a day, and no driving after 16 hours have passed since the start of the work shift.</li>
<li>At least <strong>10 hours off duty</strong> in a day, 8 of them consecutive.</li>
<li>Cycle 1: no more than 70 hours on duty in 7 days. Cycle 2: no more than 120 hours in 14 days, with 24 consecutive hours off after 70 hours.</li>
</ul>
<h2>Electronic logs</h2>
<ol>
<li>Every tractor carries a certified electronic logging device (ELD). Drivers log in at the start of the shift and change duty status as it happens, not at the end of the day.</li>
<li>Unassigned driving time shown by the device is reviewed by the dispatcher every morning and assigned or annotated.</li>
<li>When the device fails, the driver keeps a paper log from that moment, tells the dispatcher, and the device is repaired within 14 days.</li>
</ol>
<h2>Dispatch responsibilities</h2>
<p>Dispatchers check the driver’s remaining hours before every assignment. Asking or allowing a driver to exceed the limits is a serious violation of this manual. A driver who feels too tired to drive safely must say so; no driver is disciplined for refusing a trip because of fatigue.</p>
<h2>Records</h2>
<p>Logs and supporting documents (fuel receipts, trip manifests) are kept for six months at the driver’s home terminal.</p>`,
      fr: `<h2>Règles applicables</h2>
<p>Nos camions franchissent les frontières provinciales; chaque conducteur applique donc le Règlement fédéral sur les heures de service des conducteurs de véhicules utilitaires, même pour un trajet local. Les principales limites sont les suivantes :</p>
<ul>
<li>Au plus <strong>13 heures de conduite</strong> et <strong>14 heures de service</strong> par jour, et aucune conduite après 16 heures écoulées depuis le début du poste de travail.</li>
<li>Au moins <strong>10 heures de repos</strong> par jour, dont 8 consécutives.</li>
<li>Cycle 1 : au plus 70 heures de service en 7 jours. Cycle 2 : au plus 120 heures en 14 jours, avec 24 heures de repos consécutives après 70 heures.</li>
</ul>
<h2>Consignation électronique</h2>
<ol>
<li>Chaque tracteur est muni d’un dispositif de consignation électronique (DCE) certifié. Le conducteur ouvre sa session au début du poste et change de statut au moment où le changement se produit, pas à la fin de la journée.</li>
<li>Chaque matin, le répartiteur examine les heures de conduite non attribuées enregistrées par le dispositif et les attribue ou les annote.</li>
<li>En cas de panne du dispositif, le conducteur tient un journal papier dès ce moment, avise le répartiteur, et le dispositif est réparé dans les 14 jours.</li>
</ol>
<h2>Responsabilités de la répartition</h2>
<p>Le répartiteur vérifie les heures qui restent au conducteur avant chaque affectation. Demander à un conducteur de dépasser les limites, ou le laisser faire, constitue un manquement grave au présent manuel. Le conducteur trop fatigué pour conduire en sécurité doit le dire; aucun conducteur n’est sanctionné pour avoir refusé un voyage en raison de la fatigue.</p>
<h2>Conservation</h2>
<p>Les journaux et les pièces justificatives (reçus de carburant, manifestes de voyage) sont conservés six mois au terminal d’attache du conducteur.</p>`,
    },
  },

  // Freight Handling
  {
    key: 'freight-receiving',
    number: 'FH-001',
    section: 'FREIGHT',
    title: { en: 'Receiving Freight at the Dock', fr: 'Réception des marchandises au quai' },
    owner: 'approver',
    processCategory: 'CORE',
    tags: ['pallet', 'dock', 'bill-of-lading'],
    audience: 'staff',
    effectiveDate: '2026-02-02',
    revisions: [
      {
        number: 1,
        date: '2025-03-17',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-02-02',
        significant: true,
        summary: {
          en: 'Photos of every damaged pallet are now required at receiving.',
          fr: 'Photos obligatoires de toute palette endommagée à la réception.',
        },
      },
    ],
    keywords: [
      { en: 'receiving', fr: 'réception' },
      { en: 'piece count', fr: 'dénombrement des colis' },
      { en: 'probill label', fr: 'étiquette de probill' },
      { en: 'exception', fr: 'exception' },
    ],
    body: {
      en: `<h2>Purpose</h2>
<p>Receiving is the moment we take responsibility for the customer’s freight. Whatever we miss at the dock becomes our claim later. This procedure applies to freight unloaded from city pickup trailers and to freight dropped off by customers at the dock.</p>
<h2>Steps</h2>
<ol>
<li><strong>Match the paperwork.</strong> Take the bill of lading from the driver’s envelope. Check that the shipper, consignee, number of pieces and weight are filled in and that the shipper signed it.</li>
<li><strong>Count.</strong> Count every pallet and every loose piece as it comes off the trailer. Compare with the bill of lading, not with the driver’s memory.</li>
<li><strong>Inspect.</strong> Walk around each pallet: broken boards, torn stretch wrap, crushed or wet cartons, leaking containers, freight overhanging the pallet by more than 5 cm.</li>
<li><strong>Label.</strong> Apply a probill label on two adjacent sides of each pallet and on every loose piece. Scan each label.</li>
<li><strong>Record exceptions.</strong> Anything wrong is noted on the bill of lading with the words "received damaged" or "short x pieces", photographed and entered as an exception in the handheld.</li>
<li><strong>Move.</strong> Take the freight to its outbound door or staging lane (see TO-002).</li>
</ol>
<h2>When the driver has already signed clean</h2>
<p>If the city driver signed the bill of lading without exception and the damage is found on our dock, the dock worker still records it, and the supervisor contacts the shipper before the freight moves on. The shipper may choose to take the freight back or ship it as is with the exception noted.</p>
<h2>Freight we refuse</h2>
<p>Refuse and return to the shipper any dangerous goods without a proper shipping document, leaking packages and pallets that cannot be moved safely with a forklift.</p>`,
      fr: `<h2>Objet</h2>
<p>La réception est le moment où nous devenons responsables des marchandises du client. Tout ce qui nous échappe au quai deviendra plus tard notre réclamation. La présente procédure s’applique aux marchandises déchargées des remorques de cueillette en ville et à celles que les clients déposent eux-mêmes au quai.</p>
<h2>Étapes</h2>
<ol>
<li><strong>Vérifier les documents.</strong> Prendre le connaissement dans l’enveloppe du conducteur. S’assurer que l’expéditeur, le destinataire, le nombre de colis et le poids sont inscrits et que l’expéditeur a signé.</li>
<li><strong>Compter.</strong> Compter chaque palette et chaque colis en vrac au déchargement. Comparer avec le connaissement, et non avec les souvenirs du conducteur.</li>
<li><strong>Inspecter.</strong> Faire le tour de chaque palette : planches cassées, pellicule étirable déchirée, boîtes écrasées ou mouillées, contenants qui fuient, marchandises qui dépassent la palette de plus de 5 cm.</li>
<li><strong>Étiqueter.</strong> Apposer une étiquette de probill sur deux côtés adjacents de chaque palette et sur chaque colis en vrac. Lire chaque étiquette avec le lecteur.</li>
<li><strong>Consigner les exceptions.</strong> Toute anomalie est notée sur le connaissement par la mention « reçu endommagé » ou « manque x colis », photographiée et saisie comme exception dans le lecteur portatif.</li>
<li><strong>Déplacer.</strong> Amener les marchandises à leur porte de départ ou à l’allée de préparation (voir TO-002).</li>
</ol>
<h2>Si le conducteur a déjà signé sans réserve</h2>
<p>Si le conducteur en ville a signé le connaissement sans réserve et que l’avarie est découverte sur notre quai, le manutentionnaire la consigne quand même et le superviseur communique avec l’expéditeur avant que les palettes poursuivent leur route. L’expéditeur peut reprendre les marchandises ou les faire expédier telles quelles, avec l’exception inscrite.</p>
<h2>Marchandises refusées</h2>
<p>Refuser et retourner à l’expéditeur les marchandises dangereuses sans document d’expédition conforme, les colis qui fuient et toute palette qu’on ne peut pas déplacer en sécurité avec un chariot élévateur.</p>`,
    },
  },
  {
    key: 'pallet-build-standards',
    number: 'FH-002',
    section: 'FREIGHT',
    title: {
      en: 'Pallet Build and Wrapping Standards',
      fr: 'Normes de montage et d’emballage des palettes',
    },
    owner: 'writer',
    processCategory: 'CORE',
    tags: ['pallet', 'packaging'],
    audience: 'staff',
    effectiveDate: '2025-10-20',
    revisions: [
      {
        number: 1,
        date: '2025-03-17',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2025-10-20',
        significant: false,
        summary: {
          en: 'Minimum of five wraps at the base of the pallet.',
          fr: 'Au moins cinq tours de pellicule à la base de la palette.',
        },
      },
    ],
    keywords: [
      { en: 'stretch wrap', fr: 'pellicule étirable' },
      { en: 'pallet build', fr: 'montage de palette' },
      { en: 'strapping', fr: 'cerclage' },
      { en: 'corner boards', fr: 'cornières' },
    ],
    body: {
      en: `<h2>When this applies</h2>
<p>Dock workers rebuild or build pallets when loose freight is consolidated, when a customer’s pallet is broken, and when freight is recoopered after damage. A well-built pallet protects the freight, stacks safely and can be handled by any forklift.</p>
<h2>The pallet itself</h2>
<ul>
<li>Use a standard 48 × 40 inch four-way wooden pallet in good condition: no missing or cracked deck boards, no protruding nails.</li>
<li>Never use a pallet that is smaller than the freight; the freight must not overhang the edges.</li>
</ul>
<h2>Building the load</h2>
<ol>
<li>Put the heaviest cartons on the bottom layer, spread evenly.</li>
<li>Stack cartons corner on corner in columns for maximum strength; interlock the top two layers to tie the load together.</li>
<li>Keep the top flat so that another pallet can be placed on it when the freight allows.</li>
<li>Keep the total height at or under 96 inches (244 cm) including the pallet.</li>
</ol>
<h2>Wrapping</h2>
<ol>
<li>Tuck the end of the stretch wrap into the bottom layer and wrap at least five times around the base, catching the pallet deck so that the load and pallet move as one.</li>
<li>Work up with a 50% overlap between passes and put three wraps on the top layer.</li>
<li>For heavy or uneven loads, add corner boards and two plastic straps in each direction.</li>
</ol>
<h2>Labels</h2>
<p>Apply the probill label and any handling labels ("Do not stack", "This side up") on two adjacent sides, over the wrap, never under it.</p>`,
      fr: `<h2>Champ d’application</h2>
<p>Les manutentionnaires montent ou refont des palettes lorsqu’ils regroupent des colis en vrac, lorsque la palette d’un client est brisée et lorsqu’ils reconditionnent des marchandises endommagées. Une palette bien montée protège les marchandises, se gerbe sans danger et se manipule avec n’importe quel chariot élévateur.</p>
<h2>La palette elle-même</h2>
<ul>
<li>Utiliser une palette de bois standard de 48 × 40 po à quatre entrées, en bon état : aucune planche manquante ou fendue, aucun clou qui dépasse.</li>
<li>Ne jamais utiliser une palette plus petite que le chargement; les marchandises ne doivent pas dépasser les bords.</li>
</ul>
<h2>Monter le chargement</h2>
<ol>
<li>Placer les boîtes les plus lourdes sur le rang du bas, en répartissant le poids.</li>
<li>Empiler les boîtes coin sur coin, en colonnes, pour une résistance maximale; croiser les deux derniers rangs pour solidariser le tout.</li>
<li>Garder le dessus plat afin qu’on puisse y déposer une autre palette si la marchandise le permet.</li>
<li>Ne pas dépasser une hauteur totale de 96 po (244 cm), palette comprise.</li>
</ol>
<h2>Envelopper</h2>
<ol>
<li>Coincer l’extrémité de la pellicule étirable dans le rang du bas et faire au moins cinq tours à la base en englobant le plateau de la palette, pour que le chargement et la palette ne fassent qu’un.</li>
<li>Monter en chevauchant chaque passage de moitié et faire trois tours sur le rang du haut.</li>
<li>Pour les chargements lourds ou irréguliers, ajouter des cornières et deux feuillards de plastique dans chaque sens.</li>
</ol>
<h2>Étiquettes</h2>
<p>Apposer l’étiquette de probill et les étiquettes de manutention (« Ne pas gerber », « Haut ») sur deux côtés adjacents de la palette, par-dessus la pellicule et jamais dessous.</p>`,
    },
  },
  {
    key: 'forklift-freight-handling',
    number: 'FH-003',
    section: 'FREIGHT',
    title: {
      en: 'Moving Freight with Forklifts and Pallet Jacks',
      fr: 'Déplacer les marchandises au chariot élévateur et au transpalette',
    },
    owner: 'approver',
    processCategory: 'CORE',
    tags: ['forklift', 'pallet', 'dock'],
    audience: 'staff',
    effectiveDate: '2025-11-17',
    revisions: [
      {
        number: 1,
        date: '2025-11-17',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
    ],
    keywords: [
      { en: 'forks', fr: 'fourches' },
      { en: 'pallet jack', fr: 'transpalette' },
      { en: 'trailer entry', fr: 'entrée dans la remorque' },
      { en: 'load capacity', fr: 'capacité de charge' },
    ],
    body: {
      en: `<h2>Who may operate</h2>
<p>Only employees holding a valid Northway Freight forklift certificate for that class of truck operate a forklift (see HS-001). Electric pallet jacks require the same certificate; manual pallet jacks require the freight handling training only.</p>
<h2>Picking up a pallet</h2>
<ol>
<li>Check the pallet label for the weight. Never lift more than the capacity shown on the truck’s data plate, reduced if the load centre is beyond 24 inches.</li>
<li>Square up to the pallet, spread the forks as wide as the pallet allows and drive them in fully so the load rests against the backrest.</li>
<li>Lift just enough to clear the floor, tilt back slightly and travel with the forks 10 to 15 cm above the floor.</li>
</ol>
<h2>Travelling</h2>
<ul>
<li>Maximum speed on the dock is walking pace; sound the horn at every intersection, door and blind corner.</li>
<li>Travel in reverse when the load blocks your view.</li>
<li>Pedestrians have the right of way. Stop if someone is within 3 metres of the load.</li>
</ul>
<h2>Entering a trailer</h2>
<p>Before driving into a trailer, check that the door light is green, the vehicle restraint is engaged or the wheels are chocked, the dock plate is properly placed and the trailer floor is sound. For trailers not attached to a tractor, a trailer stand must be in place under the nose.</p>
<h2>Setting down</h2>
<p>Lower the pallet fully before backing out. Never push one pallet with another, never spear cartons with the forks, and never leave a pallet on the dock plate or in a travel aisle.</p>`,
      fr: `<h2>Qui peut conduire</h2>
<p>Seuls les employés titulaires d’un certificat de cariste Northway Freight valide pour cette catégorie d’appareil peuvent conduire un chariot élévateur (voir HS-001). Le transpalette électrique exige le même certificat; le transpalette manuel exige seulement la formation sur la manutention des marchandises.</p>
<h2>Prendre une palette</h2>
<ol>
<li>Lire le poids sur l’étiquette de la palette. Ne jamais soulever plus que la capacité inscrite sur la plaque signalétique de l’appareil, réduite si le centre de charge dépasse 24 po.</li>
<li>Se placer bien en face de la palette, écarter les fourches autant que la palette le permet et les enfoncer complètement pour que la charge s’appuie sur le dosseret.</li>
<li>Soulever juste assez pour décoller du sol, incliner légèrement vers l’arrière et circuler les fourches à 10 à 15 cm du plancher.</li>
</ol>
<h2>Circuler</h2>
<ul>
<li>Sur le quai, la vitesse maximale est celle d’une personne qui marche; klaxonner à chaque intersection, porte et coin sans visibilité.</li>
<li>Circuler en marche arrière lorsque la charge bloque la vue.</li>
<li>Les piétons ont la priorité. S’arrêter dès qu’une personne se trouve à moins de 3 mètres de la charge.</li>
</ul>
<h2>Entrer dans une remorque</h2>
<p>Avant d’entrer dans une remorque, vérifier que le feu de la porte est vert, que le dispositif de retenue est enclenché ou que les roues sont calées, que la plaque de quai est bien posée et que le plancher de la remorque est en bon état. Une remorque dételée doit reposer sur une béquille de soutien placée sous l’avant.</p>
<h2>Déposer la charge</h2>
<p>Abaisser complètement la palette avant de reculer. Ne jamais pousser une palette avec une autre palette, ne jamais percer des boîtes avec les fourches et ne jamais laisser une palette sur la plaque de quai ou dans une allée de circulation.</p>`,
    },
  },
  {
    key: 'osd-reporting',
    number: 'FH-004',
    section: 'FREIGHT',
    title: {
      en: 'Over, Short and Damaged (OS&D) Reports',
      fr: 'Rapports de surplus, de manquants et d’avaries (OS&D)',
    },
    owner: 'caradmin',
    processCategory: 'CORE',
    tags: ['claims', 'pallet', 'dock'],
    audience: 'staff',
    effectiveDate: '2026-07-06',
    revisions: [
      {
        number: 1,
        date: '2025-03-17',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2025-12-08',
        significant: false,
        summary: { en: 'New OS&D report form.', fr: 'Nouveau formulaire de rapport OS&D.' },
      },
      {
        number: 3,
        date: '2026-07-06',
        significant: true,
        summary: {
          en: 'OS&D reports must now be closed within 5 business days.',
          fr: 'Les rapports OS&D doivent désormais être fermés en 5 jours ouvrables.',
        },
      },
    ],
    keywords: [
      { en: 'OS&D', fr: 'OS&D' },
      { en: 'overage', fr: 'surplus' },
      { en: 'shortage', fr: 'manquant' },
      { en: 'damage', fr: 'avarie' },
      { en: 'exception', fr: 'exception' },
    ],
    attachments: [
      {
        fileName: 'osd-report-form.pdf',
        title: { en: 'OS&D report form', fr: 'Formulaire de rapport OS&D' },
        kind: 'pdf',
        content: [
          'NORTHWAY FREIGHT',
          'OS&D REPORT - RAPPORT OS&D (surplus, manquants et avaries)',
          '',
          'Terminal: MTL / TOR / VAN        Date: ____-__-__        Report no. / No de rapport: ______',
          'Probill: __________   Shipper / Expéditeur: ______________   Consignee / Destinataire: ______________',
          'Trailer / Remorque: ______   Seal no. / No de scellé: ______   Seal intact / Scellé intact: Y/O  N',
          '',
          'Type:  [ ] Over / Surplus   [ ] Short / Manquant   [ ] Damaged / Avarie',
          'Pieces billed / Colis facturés: ____   Pieces found / Colis trouvés: ____',
          'Description of the exception / Description de l’exception:',
          '______________________________________________________________',
          'Photos taken / Photos prises: ____',
          '',
          'Reported by / Déclaré par: ______________   Supervisor / Superviseur: ______________',
        ].join('\n'),
      },
    ],
    body: {
      en: `<h2>What to report</h2>
<p>An OS&amp;D report is opened for every exception found at any point between pickup and delivery:</p>
<ul>
<li><strong>Over</strong>: freight on the dock or in a trailer with no matching probill, or more pieces than billed.</li>
<li><strong>Short</strong>: fewer pieces than the bill of lading or manifest shows.</li>
<li><strong>Damaged</strong>: visible damage to the freight or its packaging, including a broken pallet or torn wrap that exposes the freight.</li>
</ul>
<h2>Opening the report</h2>
<ol>
<li>Open the report in the handheld or on the OS&amp;D form before the end of the shift in which the exception was found.</li>
<li>Record the probill, the trailer and seal numbers, the pieces billed and found, and a description of what you see.</li>
<li>Take at least three photos: the whole pallet, the damage up close, and the label. For shortages, photograph the rest of the shipment.</li>
<li>Move damaged freight to the hold door. Do not throw away packaging: the claims team may need it.</li>
</ol>
<h2>Investigation</h2>
<p>The OS&amp;D clerk searches for the missing or extra freight the same day: the other terminals’ overage lists, the trailers loaded from the same door, the hold area. Most shortages are found within 48 hours because a pallet was loaded on the wrong trailer. Customer service is told so that the consignee can be informed before delivery.</p>
<h2>Closing</h2>
<p>Each report is closed within 5 business days: freight found and reunited, damage repaired and accepted by the consignee, or passed to the claims team. An overage not matched after 30 days goes to the salvage process.</p>`,
      fr: `<h2>Ce qu’il faut déclarer</h2>
<p>Un rapport OS&amp;D est ouvert pour chaque exception constatée à n’importe quelle étape entre la cueillette et la livraison :</p>
<ul>
<li><strong>Surplus</strong> : marchandises sur le quai ou dans une remorque sans probill correspondant, ou nombre de colis supérieur à celui facturé.</li>
<li><strong>Manquant</strong> : moins de colis que ce qu’indique le connaissement ou le manifeste.</li>
<li><strong>Avarie</strong> : dommage visible aux marchandises ou à leur emballage, y compris une palette brisée ou une pellicule déchirée qui laisse voir la marchandise.</li>
</ul>
<h2>Ouvrir le rapport</h2>
<ol>
<li>Ouvrir le rapport dans le lecteur portatif ou sur le formulaire OS&amp;D avant la fin du quart pendant lequel l’exception a été constatée.</li>
<li>Inscrire le probill, les numéros de remorque et de scellé, le nombre de colis facturés et trouvés, puis décrire ce que l’on constate.</li>
<li>Prendre au moins trois photos : la palette au complet, le dommage de près et l’étiquette. Pour un manquant, photographier le reste de l’envoi.</li>
<li>Déplacer la palette endommagée à la porte de retenue. Ne pas jeter l’emballage : l’équipe des réclamations pourrait en avoir besoin.</li>
</ol>
<h2>Enquête</h2>
<p>Le commis OS&amp;D recherche le jour même les marchandises manquantes ou en trop : listes de surplus des autres terminaux, remorques chargées à la même porte, zone de retenue. La plupart des manquants sont retrouvés en moins de 48 heures, parce qu’une palette a été chargée dans la mauvaise remorque. Le service à la clientèle est avisé pour que le destinataire soit informé avant la livraison.</p>
<h2>Fermeture</h2>
<p>Chaque rapport est fermé dans les 5 jours ouvrables : marchandises retrouvées et réunies, avarie réparée et acceptée par le destinataire, ou dossier transmis à l’équipe des réclamations. Un surplus non jumelé après 30 jours est acheminé au processus de récupération.</p>`,
    },
  },
  {
    key: 'freight-dimensioning',
    number: 'FH-005',
    section: 'FREIGHT',
    title: { en: 'Weighing and Dimensioning Freight', fr: 'Pesée et mesure des marchandises' },
    owner: 'writer',
    processCategory: 'CORE',
    tags: ['pallet', 'bill-of-lading'],
    audience: 'staff',
    effectiveDate: '2026-01-12',
    revisions: [
      {
        number: 1,
        date: '2025-06-16',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-01-12',
        significant: false,
        summary: {
          en: 'Dimensioner readings now go straight to the probill.',
          fr: 'Les mesures du dimensionneur sont versées directement au probill.',
        },
      },
    ],
    keywords: [
      { en: 'dimensioner', fr: 'dimensionneur' },
      { en: 'floor scale', fr: 'balance au sol' },
      { en: 'weight and inspection', fr: 'pesée et inspection' },
      { en: 'reweigh', fr: 'nouvelle pesée' },
    ],
    body: {
      en: `<h2>Why we measure</h2>
<p>Our rates depend on weight, density and the space a shipment takes in the trailer. Bills of lading are often estimated by the shipper; measuring every pallet at the terminal gives the customer a fair invoice and gives linehaul planners the real cube of each load.</p>
<h2>Equipment</h2>
<ul>
<li>Each terminal has a certified floor scale at the inbound doors and an overhead dimensioner that measures length, width and height as a forklift drives under it.</li>
<li>Scales are checked daily with a 500 kg test weight and certified by Measurement Canada every two years. A scale that fails the daily check is tagged out of service.</li>
</ul>
<h2>Steps</h2>
<ol>
<li>Drive each pallet onto the scale or under the dimensioner with the forks level and stop for two seconds.</li>
<li>Check that the reading was attached to the right probill on the handheld.</li>
<li>For freight that cannot pass the dimensioner (over 96 inches high, longer than 8 feet), measure by hand at the widest points and round up to the next inch.</li>
<li>Loose cartons are weighed together per probill on the platform scale.</li>
</ol>
<h2>Differences with the bill of lading</h2>
<p>When the measured weight differs from the declared weight by more than 10% or 50 kg, or the dimensions change the density class, the probill is flagged for a weight and inspection correction. Billing sends the customer a correction notice with the scale ticket and the dimensioner photo. A customer who disputes the correction may ask for a reweigh in their presence within 5 business days.</p>`,
      fr: `<h2>Pourquoi mesurer</h2>
<p>Nos tarifs dépendent du poids, de la densité et de l’espace qu’occupe l’envoi dans la remorque. Les connaissements sont souvent remplis à partir d’estimations; la mesure de chaque palette au terminal assure au client une facture juste et donne aux planificateurs le volume réel de chaque chargement.</p>
<h2>Équipement</h2>
<ul>
<li>Chaque terminal dispose d’une balance au sol certifiée aux portes de réception et d’un dimensionneur suspendu qui mesure la longueur, la largeur et la hauteur au passage du chariot élévateur.</li>
<li>Les balances sont vérifiées chaque jour avec un poids étalon de 500 kg et certifiées par Mesures Canada tous les deux ans. Une balance qui échoue à la vérification quotidienne est étiquetée hors service.</li>
</ul>
<h2>Étapes</h2>
<ol>
<li>Déposer chaque palette sur la balance ou la passer sous le dimensionneur, fourches à l’horizontale, et s’arrêter deux secondes.</li>
<li>Vérifier dans le lecteur portatif que la mesure est rattachée au bon probill.</li>
<li>Pour une palette qui ne passe pas sous le dimensionneur (plus de 96 po de haut ou plus de 8 pi de long), mesurer à la main aux points les plus larges et arrondir au pouce supérieur.</li>
<li>Les boîtes en vrac sont pesées ensemble, par probill, sur la balance à plateforme.</li>
</ol>
<h2>Écarts avec le connaissement</h2>
<p>Lorsque le poids mesuré s’écarte du poids déclaré de plus de 10 % ou de 50 kg, ou que les dimensions font changer la classe de densité, le probill est signalé pour une correction de pesée et d’inspection. La facturation envoie au client un avis de correction accompagné du billet de pesée et de la photo du dimensionneur. Le client qui conteste la correction peut demander une nouvelle pesée des palettes en sa présence dans les 5 jours ouvrables.</p>`,
    },
  },
  {
    key: 'damaged-freight-repair',
    number: 'FH-006',
    section: 'FREIGHT',
    title: { en: 'Recoopering Damaged Freight', fr: 'Reconditionnement des marchandises endommagées' },
    owner: 'approver',
    processCategory: 'CORE',
    tags: ['packaging', 'pallet', 'claims'],
    audience: 'staff',
    effectiveDate: '2025-09-22',
    revisions: [
      {
        number: 1,
        date: '2025-09-22',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
    ],
    keywords: [
      { en: 'recoopering', fr: 'reconditionnement' },
      { en: 'repack', fr: 'remballage' },
      { en: 'hold area', fr: 'zone de retenue' },
    ],
    body: {
      en: `<h2>What recoopering means</h2>
<p>Recoopering is repairing the packaging of damaged freight so it can continue safely to the consignee: rebuilding a broken pallet, taping a split carton, re-wrapping a leaning load. It never means repairing the product itself.</p>
<h2>Before touching the freight</h2>
<ol>
<li>Make sure an OS&amp;D report is open and the photos are taken <em>before</em> any repair.</li>
<li>If the freight shows signs of leaking or is labelled with a dangerous goods class, stop and follow DG-004 instead.</li>
<li>Call the supervisor when the product itself looks damaged (bent metal, broken glass, wet contents). The supervisor decides with customer service whether to repair the packaging, hold the freight or return it.</li>
</ol>
<h2>Repairing</h2>
<ul>
<li>Transfer the load to a new pallet of the same size when any deck board or stringer is broken. Keep the original labels and add a "Recoopered by Northway Freight" label with the terminal and the date.</li>
<li>Use new cartons of the same size for split cartons; copy every marking and lot number onto the new carton.</li>
<li>Re-wrap following FH-002: five wraps at the base, 50% overlap, corner boards for heavy loads.</li>
<li>Count the pieces again and update the OS&amp;D report with the number of cartons repacked.</li>
</ul>
<h2>Costs and records</h2>
<p>Material and labour are recorded against the OS&amp;D report so that the claims team can include them if a claim follows. The repaired freight leaves on the next outbound trailer; the consignee is told by customer service before delivery so that they can inspect it on arrival.</p>`,
      fr: `<h2>Qu’est-ce que le reconditionnement</h2>
<p>Reconditionner, c’est réparer l’emballage de marchandises endommagées pour qu’elles poursuivent leur route en sécurité jusqu’au destinataire : refaire une palette brisée, recoller une boîte fendue, envelopper de nouveau un chargement qui penche. Il ne s’agit jamais de réparer le produit lui-même.</p>
<h2>Avant de toucher aux marchandises</h2>
<ol>
<li>S’assurer qu’un rapport OS&amp;D est ouvert et que les photos sont prises <em>avant</em> toute réparation.</li>
<li>Si les marchandises fuient ou portent l’étiquette d’une classe de marchandises dangereuses, s’arrêter et appliquer plutôt DG-004.</li>
<li>Appeler le superviseur lorsque le produit lui-même semble endommagé (métal plié, verre brisé, contenu mouillé). Avec le service à la clientèle, il décide s’il faut réparer l’emballage, retenir les marchandises ou les retourner.</li>
</ol>
<h2>Réparer</h2>
<ul>
<li>Transférer le chargement sur une palette neuve de même format dès qu’une planche ou un longeron est cassé. Conserver les étiquettes d’origine et ajouter une étiquette « Reconditionné par Northway Freight » indiquant le terminal et la date.</li>
<li>Remplacer les boîtes fendues par des boîtes neuves de même format et recopier chaque inscription et numéro de lot sur la nouvelle boîte.</li>
<li>Envelopper de nouveau la palette selon FH-002 : cinq tours à la base, chevauchement de moitié, cornières pour les chargements lourds.</li>
<li>Recompter les colis et inscrire dans le rapport OS&amp;D le nombre de boîtes remballées.</li>
</ul>
<h2>Coûts et dossiers</h2>
<p>Le matériel et la main-d’œuvre sont imputés au rapport OS&amp;D afin que l’équipe des réclamations puisse en tenir compte si une réclamation suit. Les palettes réparées partent dans la prochaine remorque sortante; le service à la clientèle prévient le destinataire avant la livraison pour qu’il puisse les inspecter à l’arrivée.</p>`,
    },
  },
  {
    key: 'packaging-guidelines',
    number: 'FH-007',
    section: 'FREIGHT',
    title: { en: 'Packaging Guidelines for Shippers', fr: 'Lignes directrices sur l’emballage pour les expéditeurs' },
    owner: 'writer',
    processCategory: 'CORE',
    tags: ['packaging', 'pallet', 'customer'],
    audience: 'all',
    effectiveDate: '2026-05-01',
    revisions: [
      {
        number: 1,
        date: '2025-04-14',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-05-01',
        significant: true,
        summary: {
          en: 'New maximum pallet height and the wrapping guide attached.',
          fr: 'Nouvelle hauteur maximale des palettes et guide d’enveloppement joint.',
        },
      },
    ],
    keywords: [
      { en: 'packaging', fr: 'emballage' },
      { en: 'shipper’s responsibility', fr: 'responsabilité de l’expéditeur' },
      { en: 'stackable freight', fr: 'marchandises superposables' },
      { en: 'labels', fr: 'étiquettes' },
    ],
    attachments: [
      {
        fileName: 'pallet-wrapping-guide.pdf',
        title: { en: 'Pallet wrapping guide', fr: 'Guide d’enveloppement des palettes' },
        kind: 'pdf',
        content: [
          'NORTHWAY FREIGHT - PALLET WRAPPING GUIDE / GUIDE D’ENVELOPPEMENT DES PALETTES',
          '',
          '1. Use a sound 48 x 40 in pallet. Freight must not overhang. / Palette 48 x 40 po en bon état, sans débordement.',
          '2. Heaviest cartons at the bottom, corner on corner. / Boîtes lourdes en bas, coin sur coin.',
          '3. Five wraps at the base, catching the pallet. / Cinq tours à la base en englobant la palette.',
          '4. 50% overlap up to the top, three wraps on top. / Chevauchement de moitié, trois tours au sommet.',
          '5. Corner boards and straps for heavy loads. / Cornières et feuillards pour les charges lourdes.',
          '6. Maximum height 96 in (244 cm). / Hauteur maximale 96 po (244 cm).',
          '7. Label two adjacent sides. / Étiqueter deux côtés adjacents.',
        ].join('\n'),
      },
    ],
    body: {
      en: `<h2>Why packaging matters</h2>
<p>Less-than-truckload freight is handled several times between your dock and your consignee’s: it is loaded, cross-docked at one or more terminals, and shares the trailer with other customers’ freight. Under the uniform conditions of carriage, the shipper is responsible for packaging that protects the goods in ordinary handling. Damage caused by insufficient packaging is not covered by the carrier’s liability.</p>
<h2>Palletized freight</h2>
<ul>
<li>Use a sound 48 × 40 inch pallet, or a larger one if the product requires it. Freight must not overhang the pallet edges.</li>
<li>Stack cartons corner on corner, heaviest at the bottom, and keep the top flat.</li>
<li>Secure the load to the pallet with stretch wrap (at least five wraps around the base, catching the pallet) or with straps. Shrink-wrapped loose cartons without a pallet are not accepted.</li>
<li>Maximum height is 96 inches (244 cm) including the pallet. Taller freight is accepted by arrangement only.</li>
<li>If your freight can carry weight on top, say so on the bill of lading; if it cannot, label it "Do not stack" on every side.</li>
</ul>
<h2>Loose cartons</h2>
<p>Loose cartons must be in new, double-wall corrugated boxes strong enough for the weight. Tape all seams with pressure-sensitive tape at least 48 mm wide. Fill empty space with packing material so the contents do not move when shaken.</p>
<h2>Labels</h2>
<p>Every piece must show the shipper’s and consignee’s names and full addresses. Remove or cover old labels. Mark fragile or orientation-sensitive freight with the standard symbols, and never hide dangerous goods labels under wrap.</p>
<p>The wrapping guide attached to this page can be printed and posted at your shipping dock.</p>`,
      fr: `<h2>L’importance de l’emballage</h2>
<p>Un envoi de charge partielle est manipulé plusieurs fois entre votre quai et celui de votre destinataire : il est chargé, transbordé dans un ou plusieurs terminaux et voyage avec les marchandises d’autres clients. Selon les conditions uniformes de transport, l’expéditeur doit fournir un emballage qui protège les marchandises lors d’une manutention normale. Les dommages causés par un emballage insuffisant ne sont pas couverts par la responsabilité du transporteur.</p>
<h2>Marchandises sur palettes</h2>
<ul>
<li>Utilisez une palette de 48 × 40 po en bon état, ou une palette plus grande si le produit l’exige. Les marchandises ne doivent pas dépasser les bords de la palette.</li>
<li>Empilez les boîtes coin sur coin, les plus lourdes en bas, et gardez le dessus plat.</li>
<li>Fixez le chargement à la palette avec de la pellicule étirable (au moins cinq tours à la base en englobant la palette) ou avec des feuillards. Les boîtes thermorétractées sans palette ne sont pas acceptées.</li>
<li>La hauteur maximale est de 96 po (244 cm), palette comprise. Les marchandises plus hautes sont acceptées seulement sur entente préalable.</li>
<li>Si une autre palette peut être déposée sur vos marchandises, indiquez-le sur le connaissement; sinon, apposez la mention « Ne pas gerber » sur chaque côté.</li>
</ul>
<h2>Boîtes en vrac</h2>
<p>Les boîtes en vrac doivent être neuves, en carton ondulé à double paroi et assez solides pour leur poids. Scellez tous les joints avec un ruban adhésif d’au moins 48 mm de largeur. Comblez les vides avec du matériel de calage pour que le contenu ne bouge pas quand on secoue la boîte.</p>
<h2>Étiquettes</h2>
<p>Chaque colis doit indiquer le nom et l’adresse complète de l’expéditeur et du destinataire. Retirez ou masquez les anciennes étiquettes. Signalez les marchandises fragiles ou à garder à la verticale au moyen des pictogrammes usuels, et ne cachez jamais une étiquette de marchandises dangereuses sous la pellicule.</p>
<p>Le guide d’enveloppement joint à cette page peut être imprimé et affiché à votre quai d’expédition.</p>`,
    },
  },
  {
    key: 'freight-classes-dimensions',
    number: 'FH-008',
    section: 'FREIGHT',
    title: {
      en: 'Freight Classes, Density and Dimensions',
      fr: 'Classes de fret, densité et dimensions',
    },
    owner: 'sales',
    processCategory: 'CORE',
    tags: ['pallet', 'customer', 'bill-of-lading'],
    audience: 'all',
    effectiveDate: '2026-03-16',
    revisions: [
      {
        number: 1,
        date: '2025-04-14',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-03-16',
        significant: false,
        summary: {
          en: 'Linear foot rule lowered from 12 to 10 feet.',
          fr: 'Règle du pied linéaire abaissée de 12 à 10 pieds.',
        },
      },
    ],
    keywords: [
      { en: 'freight class', fr: 'classe de fret' },
      { en: 'density', fr: 'densité' },
      { en: 'linear foot rule', fr: 'règle du pied linéaire' },
      { en: 'overdimensional freight', fr: 'marchandises hors normes' },
    ],
    body: {
      en: `<h2>How we rate your shipment</h2>
<p>Less-than-truckload rates depend on the weight of your shipment and on how much room it takes in the trailer. Light, bulky freight fills a trailer long before it reaches the weight limit, so it is rated at a higher class. We use density-based classes.</p>
<h2>Calculating density</h2>
<ol>
<li>Measure each pallet or piece: length × width × height in inches, at the widest points, including the pallet.</li>
<li>Divide by 1,728 to get cubic feet. Add up the cubic feet of all pieces.</li>
<li>Divide the total weight in pounds by the total cubic feet. The result is the density in pounds per cubic foot.</li>
</ol>
<table>
<thead><tr><th>Density (lb/ft³)</th><th>Class</th></tr></thead>
<tbody>
<tr><td>30 or more</td><td>60</td></tr>
<tr><td>15 to under 30</td><td>70</td></tr>
<tr><td>10 to under 15</td><td>85</td></tr>
<tr><td>6 to under 10</td><td>125</td></tr>
<tr><td>4 to under 6</td><td>175</td></tr>
<tr><td>under 4</td><td>250</td></tr>
</tbody>
</table>
<p>Example: one pallet 48 × 40 × 60 inches weighing 800 lb is 66.7 ft³, a density of 12 lb/ft³, so class 85.</p>
<h2>Size limits</h2>
<ul>
<li>Standard freight fits on a 48 × 40 inch pallet and is no taller than 96 inches.</li>
<li>Pieces longer than 8 feet, or shipments occupying more than 10 linear feet of trailer floor, are rated by the space used (linear foot rule).</li>
<li>A single shipment cannot exceed a full 53 ft trailer or 3,394 cubic feet; such loads are quoted as truckload.</li>
<li>Freight that needs a tailgate delivery is limited to pieces a power tailgate can lift safely (2,500 lb and 96 inches deep).</li>
</ul>
<p>Weights and dimensions on the bill of lading are checked at our terminal; see the reweigh process if you disagree with a correction.</p>`,
      fr: `<h2>Comment nous tarifons votre envoi</h2>
<p>Le tarif d’un envoi de charge partielle dépend de son poids et de l’espace qu’il occupe dans la remorque. Des marchandises légères et volumineuses remplissent une remorque bien avant d’atteindre la limite de poids : elles sont donc tarifées dans une classe plus élevée. Nous utilisons des classes fondées sur la densité.</p>
<h2>Calculer la densité</h2>
<ol>
<li>Mesurez chaque palette ou colis : longueur × largeur × hauteur en pouces, aux points les plus larges, palette comprise.</li>
<li>Divisez par 1 728 pour obtenir des pieds cubes. Additionnez les pieds cubes de tous les colis.</li>
<li>Divisez le poids total en livres par le nombre total de pieds cubes. Vous obtenez la densité en livres par pied cube.</li>
</ol>
<table>
<thead><tr><th>Densité (lb/pi³)</th><th>Classe</th></tr></thead>
<tbody>
<tr><td>30 ou plus</td><td>60</td></tr>
<tr><td>De 15 à moins de 30</td><td>70</td></tr>
<tr><td>De 10 à moins de 15</td><td>85</td></tr>
<tr><td>De 6 à moins de 10</td><td>125</td></tr>
<tr><td>De 4 à moins de 6</td><td>175</td></tr>
<tr><td>Moins de 4</td><td>250</td></tr>
</tbody>
</table>
<p>Exemple : une palette de 48 × 40 × 60 po pesant 800 lb occupe 66,7 pi³, soit une densité de 12 lb/pi³ : classe 85.</p>
<h2>Limites de dimensions</h2>
<ul>
<li>Une palette standard mesure 48 × 40 po et ne dépasse pas 96 po de hauteur.</li>
<li>Les colis de plus de 8 pi de long, ou les envois qui occupent plus de 10 pieds linéaires de plancher, sont tarifés selon l’espace utilisé (règle du pied linéaire).</li>
<li>Un envoi ne peut dépasser une remorque complète de 53 pi ni 3 394 pieds cubes; un tel chargement fait l’objet d’une soumission pour charge complète.</li>
<li>Les marchandises livrées avec hayon élévateur se limitent aux palettes que le hayon peut soulever en sécurité (2 500 lb et 96 po de profondeur).</li>
</ul>
<p>Le poids et les dimensions inscrits au connaissement sont vérifiés à notre terminal; consultez la marche à suivre pour une nouvelle pesée si vous contestez une correction.</p>`,
    },
  },
  {
    key: 'pickup-preparation',
    number: 'FH-009',
    section: 'FREIGHT',
    title: { en: 'Preparing Your Shipment for Pickup', fr: 'Préparer votre envoi pour la cueillette' },
    owner: 'sales',
    processCategory: 'CORE',
    tags: ['pickup', 'bill-of-lading', 'customer', 'pallet'],
    audience: 'all',
    effectiveDate: '2026-04-06',
    revisions: [
      {
        number: 1,
        date: '2025-04-14',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-04-06',
        significant: false,
        summary: {
          en: 'Same-day pickup cut-off moved to 14:00.',
          fr: 'Heure limite de cueillette le jour même reportée à 14 h.',
        },
      },
    ],
    keywords: [
      { en: 'pickup request', fr: 'demande de cueillette' },
      { en: 'bill of lading', fr: 'connaissement' },
      { en: 'pickup number', fr: 'numéro de cueillette' },
      { en: 'shipping hours', fr: 'heures d’expédition' },
    ],
    body: {
      en: `<h2>Book the pickup</h2>
<ul>
<li>Request pickups on the portal (Pickup) or by calling your terminal. Requests received before 14:00 local time are picked up the same business day in the Montreal, Toronto and Vancouver service areas; later requests are picked up the next business day.</li>
<li>You may book up to 14 days ahead. Give your dock hours, the number of pallets or pieces, the total weight, and any special needs: tailgate, inside pickup, dangerous goods, freight that must not freeze.</li>
<li>Keep the pickup number we give you; it is the fastest way to ask about the pickup.</li>
<li>Pickups between 19:00 and 07:00 can be arranged at least 24 hours ahead.</li>
</ul>
<h2>Prepare the freight</h2>
<ol>
<li>Package and palletize the freight following our packaging guidelines.</li>
<li>Label every pallet and piece with the consignee’s name and address.</li>
<li>Stage the freight near your dock door before the driver arrives. Drivers wait 30 minutes free of charge; after that a waiting-time charge applies.</li>
</ol>
<h2>The bill of lading</h2>
<p>Have a completed and signed bill of lading ready for each shipment: shipper and consignee with full addresses and postal codes, the number and type of pieces, the weight, a description of the goods, the declared value if you want more than the standard liability, and who pays the freight charges. Dangerous goods need a TDG shipping document. You can prepare a bill of lading on the portal (Rapid BOL) and print it with its probill number and labels.</p>
<h2>At pickup</h2>
<p>The driver counts the pieces and signs the bill of lading. Check the count before you sign; any difference noted then is much easier to resolve than one discovered at delivery.</p>`,
      fr: `<h2>Réserver la cueillette</h2>
<ul>
<li>Demandez la cueillette dans le portail (Cueillette) ou en appelant votre terminal. Les demandes reçues avant 14 h, heure locale, sont cueillies le jour ouvrable même dans les zones de service de Montréal, de Toronto et de Vancouver; les demandes tardives le sont le jour ouvrable suivant.</li>
<li>Vous pouvez réserver jusqu’à 14 jours à l’avance. Indiquez vos heures de quai, le nombre de palettes ou de colis, le poids total et tout besoin particulier : hayon élévateur, cueillette à l’intérieur, marchandises dangereuses, marchandises qui craignent le gel.</li>
<li>Conservez le numéro de cueillette que nous vous donnons : c’est le moyen le plus rapide d’obtenir des nouvelles de votre cueillette.</li>
<li>Une cueillette entre 19 h et 7 h peut être organisée si elle est demandée au moins 24 heures à l’avance.</li>
</ul>
<h2>Préparer les marchandises</h2>
<ol>
<li>Emballez les marchandises et montez les palettes selon nos lignes directrices sur l’emballage.</li>
<li>Étiquetez chaque palette et chaque colis au nom et à l’adresse du destinataire.</li>
<li>Placez les palettes près de votre porte de quai avant l’arrivée du conducteur. Le conducteur attend 30 minutes sans frais; des frais d’attente s’appliquent ensuite.</li>
</ol>
<h2>Le connaissement</h2>
<p>Préparez un connaissement rempli et signé pour chaque envoi : expéditeur et destinataire avec adresses complètes et codes postaux, nombre et type de colis, poids, description des marchandises, valeur déclarée si vous souhaitez une protection supérieure à la responsabilité de base, et la partie qui paie le transport. Les marchandises dangereuses exigent un document d’expédition TMD. Vous pouvez préparer un connaissement dans le portail (Connaissement rapide) et l’imprimer avec son numéro de probill et ses étiquettes.</p>
<h2>Au moment de la cueillette</h2>
<p>Le conducteur compte les colis et signe le connaissement. Vérifiez le compte avant de signer : un écart relevé sur place se règle beaucoup plus facilement qu’un écart découvert à la livraison.</p>`,
    },
  },

  // Dangerous Goods
  {
    key: 'tdg-acceptance',
    number: 'DG-001',
    section: 'DG',
    title: {
      en: 'Acceptance of Dangerous Goods Shipments',
      fr: 'Acceptation des envois de marchandises dangereuses',
    },
    owner: 'admin',
    processCategory: 'CORE',
    tags: ['hazmat', 'bill-of-lading', 'pickup'],
    audience: 'staff',
    effectiveDate: '2026-08-03',
    revisions: [
      {
        number: 1,
        date: '2025-02-17',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-08-03',
        significant: true,
        summary: {
          en: 'Checklist aligned with the latest amendment to the TDG Regulations.',
          fr: 'Liste de contrôle alignée sur la dernière modification du Règlement TMD.',
        },
      },
    ],
    keywords: [
      { en: 'shipping document', fr: 'document d’expédition' },
      { en: 'UN number', fr: 'numéro UN' },
      { en: 'packing group', fr: 'groupe d’emballage' },
      { en: '24-hour number', fr: 'numéro d’urgence 24 heures' },
      { en: 'TDG', fr: 'TMD' },
    ],
    body: {
      en: `<h2>Scope</h2>
<p>This procedure applies to every driver and dock worker who picks up or receives a shipment containing dangerous goods, as defined by the Transportation of Dangerous Goods (TDG) Act and Regulations. Only employees with a valid TDG training certificate may accept, handle or transport these goods.</p>
<h2>Acceptance checklist</h2>
<p>Before signing for the freight, check the shipping document. It must show:</p>
<ul>
<li>the consignor’s name and address, and the date;</li>
<li>for each dangerous good: the UN number, the shipping name, the primary class and any subsidiary class, the packing group, and the quantity with its unit of measure;</li>
<li>the number of packages (means of containment);</li>
<li>a 24-hour emergency telephone number that is answered at all times;</li>
<li>the ERAP reference number and telephone number, when an emergency response assistance plan is required;</li>
<li>the consignor’s certification, signed.</li>
</ul>
<p>Then check the packages: each one carries the UN number and the class label, is in good condition, and does not leak. Limited quantities show the limited quantity mark.</p>
<h2>Refuse the shipment when</h2>
<ul>
<li>any item on the checklist is missing or does not match the packages;</li>
<li>a package is damaged, leaking or wet;</li>
<li>the goods are on the list of dangerous goods we do not carry (see DG-002);</li>
<li>the shipment was not declared as dangerous goods when the pickup was booked and the truck cannot take it safely.</li>
</ul>
<p>Explain the reason to the shipper, write it on the pickup record and tell the dispatcher.</p>
<h2>On the truck and at the terminal</h2>
<p>The shipping document travels in the cab, within the driver’s reach, in the door pocket when the driver leaves the cab. At the terminal, dangerous goods are unloaded first, staged in the marked dangerous goods area and entered in the dock’s dangerous goods log.</p>`,
      fr: `<h2>Portée</h2>
<p>La présente procédure s’applique à tout conducteur et à tout manutentionnaire qui cueille ou reçoit un envoi contenant des marchandises dangereuses au sens de la Loi et du Règlement sur le transport des marchandises dangereuses (TMD). Seuls les employés titulaires d’un certificat de formation TMD valide peuvent accepter, manutentionner ou transporter ces marchandises.</p>
<h2>Liste de contrôle à l’acceptation</h2>
<p>Avant de signer pour les marchandises, vérifiez le document d’expédition. Il doit indiquer :</p>
<ul>
<li>le nom et l’adresse de l’expéditeur, ainsi que la date;</li>
<li>pour chaque marchandise dangereuse : le numéro UN, l’appellation réglementaire, la classe primaire et toute classe subsidiaire, le groupe d’emballage et la quantité avec son unité de mesure;</li>
<li>le nombre de contenants;</li>
<li>un numéro de téléphone d’urgence joignable 24 heures sur 24;</li>
<li>le numéro de référence et le numéro de téléphone du PIU, lorsqu’un plan d’intervention d’urgence est exigé;</li>
<li>l’attestation de l’expéditeur, signée.</li>
</ul>
<p>Vérifiez ensuite les colis : chacun porte le numéro UN et l’étiquette de classe, est en bon état et ne fuit pas. Les quantités limitées portent la marque de quantité limitée.</p>
<h2>Refusez l’envoi lorsque</h2>
<ul>
<li>un élément de la liste manque ou ne correspond pas aux colis;</li>
<li>un colis est endommagé, fuit ou est mouillé;</li>
<li>les marchandises figurent sur la liste des marchandises dangereuses que nous ne transportons pas (voir DG-002);</li>
<li>l’envoi n’a pas été déclaré comme marchandises dangereuses lors de la réservation et le camion ne peut pas le prendre en sécurité.</li>
</ul>
<p>Expliquez le motif à l’expéditeur, inscrivez-le au dossier de cueillette et avisez le répartiteur.</p>
<h2>Dans le camion et au terminal</h2>
<p>Le document d’expédition voyage dans la cabine, à portée de main du conducteur, et dans la pochette de la portière lorsque le conducteur quitte la cabine. Au terminal, les marchandises dangereuses sont déchargées en premier, placées dans la zone réservée aux marchandises dangereuses et inscrites au registre des marchandises dangereuses du quai.</p>`,
    },
  },
  {
    key: 'accepted-dangerous-goods',
    number: 'DG-002',
    section: 'DG',
    title: { en: 'Dangerous Goods We Accept', fr: 'Marchandises dangereuses acceptées' },
    owner: 'admin',
    processCategory: 'CORE',
    tags: ['hazmat', 'customer', 'pickup'],
    audience: 'all',
    effectiveDate: '2026-08-03',
    revisions: [
      {
        number: 1,
        date: '2025-02-17',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-08-03',
        significant: true,
        summary: {
          en: 'Class 4.3 removed from the accepted list; acceptance matrix attached.',
          fr: 'Classe 4.3 retirée de la liste des marchandises acceptées; matrice d’acceptation jointe.',
        },
      },
    ],
    keywords: [
      { en: 'accepted classes', fr: 'classes acceptées' },
      { en: 'limited quantity', fr: 'quantité limitée' },
      { en: 'ERAP', fr: 'PIU' },
      { en: 'prohibited goods', fr: 'marchandises refusées' },
    ],
    attachments: [
      {
        fileName: 'dangerous-goods-acceptance-matrix.txt',
        title: { en: 'Dangerous goods acceptance matrix', fr: 'Matrice d’acceptation des marchandises dangereuses' },
        kind: 'txt',
        content: [
          'NORTHWAY FREIGHT - DANGEROUS GOODS ACCEPTANCE MATRIX / MATRICE D’ACCEPTATION',
          '',
          'Class / Classe | Accepted / Acceptée | Notes',
          '1.4S           | Yes / Oui           | Small arms ammunition only / Munitions d’armes de petit calibre seulement',
          '1 (other)      | No / Non            |',
          '2.1, 2.2       | Yes / Oui           | Cylinders secured upright / Bouteilles arrimées debout',
          '2.3            | No / Non            |',
          '3              | Yes / Oui           |',
          '4.1            | Yes / Oui           |',
          '4.2, 4.3       | No / Non            |',
          '5.1            | Yes / Oui           |',
          '5.2            | No / Non            |',
          '6.1            | Yes / Oui           | Packing group II and III / Groupes d’emballage II et III',
          '6.2            | No / Non            |',
          '7              | No / Non            |',
          '8              | Yes / Oui           |',
          '9              | Yes / Oui           | Lithium batteries properly packed / Piles au lithium emballées selon les règles',
          '',
          'Any shipment requiring an ERAP / Tout envoi exigeant un PIU: No / Non',
        ].join('\n'),
      },
    ],
    body: {
      en: `<h2>What we carry</h2>
<p>Northway Freight carries many dangerous goods by road between our terminals and within our service areas, provided they are classified, packaged, marked and documented as the Transportation of Dangerous Goods Regulations require. The matrix attached to this page lists every class.</p>
<table>
<thead><tr><th>Accepted</th><th>Not accepted</th></tr></thead>
<tbody>
<tr><td>Class 1.4S (small arms ammunition)</td><td>All other explosives (class 1)</td></tr>
<tr><td>Classes 2.1 and 2.2 (flammable and non-flammable gases)</td><td>Class 2.3 (toxic gases)</td></tr>
<tr><td>Class 3 (flammable liquids)</td><td>Classes 4.2 and 4.3 (spontaneously combustible, water-reactive)</td></tr>
<tr><td>Classes 4.1 and 5.1 (flammable solids, oxidizers)</td><td>Class 5.2 (organic peroxides)</td></tr>
<tr><td>Class 6.1, packing groups II and III</td><td>Classes 6.2 and 7 (infectious and radioactive substances)</td></tr>
<tr><td>Classes 8 and 9 (corrosives, miscellaneous)</td><td>Any shipment that requires an emergency response assistance plan (ERAP) or temperature control</td></tr>
</tbody>
</table>
<h2>What we need from you</h2>
<ol>
<li>Declare the dangerous goods when you book the pickup: UN number, class, packing group and quantity.</li>
<li>Give the driver a TDG shipping document with a 24-hour emergency number and your signed certification. It can be part of the bill of lading if the dangerous goods are listed first or clearly set apart.</li>
<li>Make sure every package shows its UN number and class label, and that the packages are approved for the goods.</li>
<li>Provide placards if the shipment needs them; our drivers carry a spare set.</li>
</ol>
<p>Limited quantities are welcome with the limited quantity mark on each package. If you are not sure whether your product is regulated, look at section 14 of its safety data sheet before calling us.</p>`,
      fr: `<h2>Ce que nous transportons</h2>
<p>Northway Freight transporte par route de nombreuses marchandises dangereuses entre ses terminaux et dans ses zones de service, pourvu qu’elles soient classées, emballées, marquées et documentées comme l’exige le Règlement sur le transport des marchandises dangereuses. La matrice jointe à cette page présente chaque classe.</p>
<table>
<thead><tr><th>Acceptées</th><th>Refusées</th></tr></thead>
<tbody>
<tr><td>Classe 1.4S (munitions d’armes de petit calibre)</td><td>Tous les autres explosifs (classe 1)</td></tr>
<tr><td>Classes 2.1 et 2.2 (gaz inflammables et ininflammables)</td><td>Classe 2.3 (gaz toxiques)</td></tr>
<tr><td>Classe 3 (liquides inflammables)</td><td>Classes 4.2 et 4.3 (matières sujettes à l’inflammation spontanée, hydroréactives)</td></tr>
<tr><td>Classes 4.1 et 5.1 (solides inflammables, matières comburantes)</td><td>Classe 5.2 (peroxydes organiques)</td></tr>
<tr><td>Classe 6.1, groupes d’emballage II et III</td><td>Classes 6.2 et 7 (matières infectieuses et radioactives)</td></tr>
<tr><td>Classes 8 et 9 (matières corrosives, produits divers)</td><td>Tout envoi qui exige un plan d’intervention d’urgence (PIU) ou une température dirigée</td></tr>
</tbody>
</table>
<h2>Ce que nous attendons de vous</h2>
<ol>
<li>Déclarez les marchandises dangereuses au moment de réserver la cueillette : numéro UN, classe, groupe d’emballage et quantité.</li>
<li>Remettez au conducteur un document d’expédition TMD comportant un numéro d’urgence joignable 24 heures sur 24 et votre attestation signée. Il peut faire partie du connaissement si les marchandises dangereuses y figurent en premier ou sont nettement séparées des autres.</li>
<li>Assurez-vous que chaque colis porte son numéro UN et son étiquette de classe, et que les contenants sont homologués pour ces marchandises.</li>
<li>Fournissez les plaques si l’envoi en exige; nos conducteurs en ont un jeu de rechange.</li>
</ol>
<p>Les quantités limitées sont les bienvenues si chaque colis porte la marque de quantité limitée. En cas de doute sur le caractère réglementé de votre produit, consultez la section 14 de sa fiche de données de sécurité avant de nous appeler.</p>`,
    },
  },
  {
    key: 'dg-segregation-placarding',
    number: 'DG-003',
    section: 'DG',
    title: { en: 'Segregation and Placarding', fr: 'Séparation des marchandises et apposition des plaques' },
    owner: 'approver',
    processCategory: 'CORE',
    tags: ['hazmat', 'dock', 'cross-docking'],
    audience: 'staff',
    effectiveDate: '2025-12-15',
    revisions: [
      {
        number: 1,
        date: '2025-05-26',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2025-12-15',
        significant: false,
        summary: {
          en: 'Added the food and feed separation rule.',
          fr: 'Ajout de la règle de séparation des aliments.',
        },
      },
    ],
    keywords: [
      { en: 'segregation', fr: 'séparation' },
      { en: 'placards', fr: 'plaques' },
      { en: '500 kg threshold', fr: 'seuil de 500 kg' },
      { en: 'dangerous goods area', fr: 'zone des marchandises dangereuses' },
    ],
    body: {
      en: `<h2>On the dock</h2>
<p>Each terminal has a marked dangerous goods area near the outbound doors, with a spill kit, an eyewash station and a fire extinguisher. Dangerous goods waiting for an outbound trailer are kept there, never in the general staging lanes. Leaking packages go to the spill containment pallet only.</p>
<h2>Segregation rules</h2>
<p>Our rules are stricter than the minimum so that loaders have one simple table to follow. Keep at least one pallet position (about 1.2 m) between, or load on different trailers:</p>
<table>
<thead><tr><th>Class</th><th>Keep away from</th></tr></thead>
<tbody>
<tr><td>3 Flammable liquids</td><td>5.1 Oxidizers, 2.2 oxygen cylinders</td></tr>
<tr><td>5.1 Oxidizers</td><td>3, 4.1 and any combustible freight such as paper rolls</td></tr>
<tr><td>8 Corrosives (acids)</td><td>8 Corrosives (bases), 4.1, cyanides of class 6.1</td></tr>
<tr><td>6.1 Toxic substances</td><td>Food, animal feed and pharmaceuticals: never on the same trailer</td></tr>
</tbody>
</table>
<p>Packages are always secured so they cannot move, with closures facing up, and drums are never double-stacked.</p>
<h2>Placarding</h2>
<ol>
<li>Before closing the trailer, the loader adds up the gross mass of dangerous goods on the manifest.</li>
<li>Placards are required on all four sides when the trailer carries more than 500 kg of dangerous goods, or any quantity of goods that need placards regardless of mass.</li>
<li>Use the placard of each class present; where the TDG Regulations allow it, the "Danger" placard may replace several class placards.</li>
<li>The supervisor checks the placards against the manifest and signs it. Placards are removed when the last dangerous goods are unloaded.</li>
</ol>`,
      fr: `<h2>Sur le quai</h2>
<p>Chaque terminal dispose, près des portes de départ, d’une zone réservée aux marchandises dangereuses, munie d’une trousse d’intervention en cas de déversement, d’une douche oculaire et d’un extincteur. Les marchandises dangereuses qui attendent une remorque sortante y sont gardées, jamais dans les allées de préparation ordinaires. Les colis qui fuient vont uniquement sur la palette de confinement.</p>
<h2>Règles de séparation</h2>
<p>Nos règles sont plus strictes que le minimum réglementaire afin que les chargeurs n’aient qu’un tableau simple à suivre. Laisser au moins une position de palette (environ 1,2 m) entre les marchandises suivantes, ou les charger dans des remorques différentes :</p>
<table>
<thead><tr><th>Classe</th><th>Tenir à l’écart de</th></tr></thead>
<tbody>
<tr><td>3 Liquides inflammables</td><td>5.1 Matières comburantes, bouteilles d’oxygène de classe 2.2</td></tr>
<tr><td>5.1 Matières comburantes</td><td>3, 4.1 et toute marchandise combustible comme des rouleaux de papier</td></tr>
<tr><td>8 Matières corrosives (acides)</td><td>8 Matières corrosives (bases), 4.1, cyanures de classe 6.1</td></tr>
<tr><td>6.1 Matières toxiques</td><td>Aliments, nourriture pour animaux et produits pharmaceutiques : jamais dans la même remorque</td></tr>
</tbody>
</table>
<p>Les colis sont toujours arrimés pour qu’ils ne puissent pas bouger, fermetures vers le haut, et les barils ne sont jamais gerbés.</p>
<h2>Apposition des plaques</h2>
<ol>
<li>Avant de fermer la remorque, le chargeur additionne la masse brute des marchandises dangereuses inscrites au manifeste.</li>
<li>Des plaques sont exigées sur les quatre côtés lorsque la remorque transporte plus de 500 kg de marchandises dangereuses, ou toute quantité de marchandises qui exigent des plaques quelle que soit leur masse.</li>
<li>Apposer la plaque de chaque classe présente; lorsque le Règlement TMD le permet, la plaque « Danger » peut remplacer plusieurs plaques de classe.</li>
<li>Le superviseur compare les plaques au manifeste et signe celui-ci. Les plaques sont retirées lorsque les dernières marchandises dangereuses sont déchargées.</li>
</ol>`,
    },
  },
  {
    key: 'dg-spill-response',
    number: 'DG-004',
    section: 'DG',
    title: {
      en: 'Dangerous Goods Spill and Leak Response',
      fr: 'Intervention en cas de déversement ou de fuite de marchandises dangereuses',
    },
    owner: 'caradmin',
    processCategory: 'SUPPORT',
    tags: ['hazmat', 'safety', 'whmis'],
    audience: 'staff',
    effectiveDate: '2026-03-23',
    revisions: [
      {
        number: 1,
        date: '2025-05-26',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-03-23',
        significant: false,
        summary: {
          en: 'Spill kit contents updated after the TOR drill.',
          fr: 'Contenu des trousses mis à jour après l’exercice de TOR.',
        },
      },
    ],
    keywords: [
      { en: 'spill kit', fr: 'trousse de déversement' },
      { en: 'CANUTEC', fr: 'CANUTEC' },
      { en: 'release report', fr: 'rapport de rejet' },
      { en: 'evacuation distance', fr: 'distance d’évacuation' },
    ],
    body: {
      en: `<h2>First minutes</h2>
<ol>
<li><strong>Stop and stay back.</strong> Do not touch, walk through or breathe the released product. Keep upwind.</li>
<li><strong>Warn others</strong> and call the dock supervisor on the radio. If there is fire, smoke, a strong smell or anyone feeling unwell, pull the fire alarm and call 911.</li>
<li><strong>Identify the product</strong> from a distance: label, UN number, the shipping document in the dangerous goods log. Check the Emergency Response Guidebook for the initial isolation distance.</li>
<li><strong>Call the 24-hour number</strong> on the shipping document. If it does not answer, call CANUTEC at 1-888-226-8832 or *666 on a mobile phone.</li>
</ol>
<h2>Small leaks</h2>
<p>Only employees trained in spill response may clean up, and only when the product, its hazards and the right protective equipment are known from the safety data sheet. Small leaks (one package, under 20 litres) are contained with the spill kit: put on gloves, goggles and apron, surround the spill with absorbent socks, cover with absorbent pads, and place the leaking package in the salvage drum. Used absorbents go in a labelled waste drum, never in the garbage.</p>
<h2>Large or unknown releases</h2>
<p>Evacuate the dock area, close the dock doors if it is safe to do so, and wait for the fire department. The supervisor meets the responders with the shipping document and the safety data sheet.</p>
<h2>Reporting</h2>
<p>The terminal manager decides with the safety coordinator whether the release must be reported under Part 8 of the TDG Regulations and makes the immediate report when required; the 30-day written follow-up report is sent by the safety coordinator. An OS&amp;D report and an incident report are opened in every case.</p>`,
      fr: `<h2>Premières minutes</h2>
<ol>
<li><strong>S’arrêter et rester à distance.</strong> Ne pas toucher le produit rejeté, ne pas marcher dedans ni le respirer. Se placer dos au vent.</li>
<li><strong>Prévenir les autres</strong> et appeler le superviseur de quai par radio. En présence de feu, de fumée, d’une forte odeur ou d’une personne incommodée, déclencher l’alarme incendie et composer le 911.</li>
<li><strong>Identifier le produit</strong> à distance : étiquette, numéro UN, document d’expédition conservé au registre des marchandises dangereuses. Consulter le Guide des mesures d’urgence pour connaître la distance d’isolement initiale.</li>
<li><strong>Composer le numéro d’urgence 24 heures</strong> inscrit au document d’expédition. S’il ne répond pas, appeler CANUTEC au 1 888 226-8832 ou au *666 sur un cellulaire.</li>
</ol>
<h2>Petites fuites</h2>
<p>Seuls les employés formés à l’intervention en cas de déversement peuvent nettoyer, et seulement lorsque la fiche de données de sécurité fait connaître le produit, ses dangers et l’équipement de protection approprié. Les petites fuites (un seul colis, moins de 20 litres) sont contenues à l’aide de la trousse : mettre des gants, des lunettes et un tablier, encercler le déversement de boudins absorbants, le couvrir de tampons absorbants et placer le colis qui fuit dans le baril de récupération. Les absorbants usagés vont dans un baril de déchets étiqueté, jamais à la poubelle.</p>
<h2>Rejets importants ou inconnus</h2>
<p>Évacuer la zone du quai, fermer les portes de quai si on peut le faire en sécurité et attendre le service d’incendie. Le superviseur accueille les intervenants avec le document d’expédition et la fiche de données de sécurité.</p>
<h2>Déclaration</h2>
<p>Le directeur du terminal détermine avec le coordonnateur de la sécurité si le rejet doit être déclaré en vertu de la partie 8 du Règlement TMD et fait le rapport immédiat lorsqu’il est exigé; le coordonnateur de la sécurité transmet le rapport écrit de suivi dans les 30 jours. Un rapport OS&amp;D et un rapport d’incident sont ouverts dans tous les cas.</p>`,
    },
  },
  {
    key: 'tdg-training',
    number: 'DG-005',
    section: 'DG',
    title: { en: 'TDG Training and Certification', fr: 'Formation et certificat TMD' },
    owner: 'approver',
    processCategory: 'SUPPORT',
    tags: ['hazmat', 'training'],
    audience: 'staff',
    effectiveDate: '2025-08-25',
    revisions: [
      {
        number: 1,
        date: '2025-08-25',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
    ],
    keywords: [
      { en: 'training certificate', fr: 'certificat de formation' },
      { en: '36 months', fr: '36 mois' },
      { en: 'adequately trained', fr: 'formation appropriée' },
    ],
    body: {
      en: `<h2>Who needs TDG training</h2>
<p>The TDG Regulations allow only a person who is adequately trained and holds a training certificate, or who works under the direct supervision of such a person, to handle, offer for transport or transport dangerous goods. At Northway Freight this means every driver, every dock worker, every dock supervisor and every customer service agent who books pickups of dangerous goods.</p>
<h2>Course content</h2>
<p>The training is given by the safety coordinator or an approved provider and covers the parts of the Regulations that apply to each job:</p>
<ul>
<li>classification and the nine classes;</li>
<li>shipping documents, labels, placards and the limited quantity mark;</li>
<li>safe handling, segregation and securing of loads;</li>
<li>emergency response: spill kits, the Emergency Response Guidebook, CANUTEC, release reports;</li>
<li>our own acceptance rules and the goods we do not carry.</li>
</ul>
<p>The course ends with a written test; the pass mark is 80%.</p>
<h2>The certificate</h2>
<ol>
<li>The employer issues the certificate. It shows the employee’s name, the employer’s name and address, the aspects of handling or transport the person is trained for, the expiry date and the signatures of both.</li>
<li>A certificate for road transport is valid for 36 months. The supervisor schedules a refresher two months before expiry.</li>
<li>Drivers carry the certificate, or a copy, whenever they drive, and show it to an inspector on request. Dock workers’ certificates are kept at the terminal.</li>
</ol>
<p>Human resources keeps a copy of each certificate and the training record for two years after it expires.</p>`,
      fr: `<h2>Qui doit suivre la formation TMD</h2>
<p>Le Règlement TMD permet seulement à une personne ayant reçu une formation appropriée et titulaire d’un certificat de formation, ou travaillant sous la surveillance directe d’une telle personne, de manutentionner, de présenter au transport ou de transporter des marchandises dangereuses. Chez Northway Freight, cela vise chaque conducteur, chaque manutentionnaire, chaque superviseur de quai et chaque agent du service à la clientèle qui réserve des cueillettes de marchandises dangereuses.</p>
<h2>Contenu de la formation</h2>
<p>La formation est donnée par le coordonnateur de la sécurité ou par un formateur approuvé et porte sur les parties du Règlement qui s’appliquent à chaque poste :</p>
<ul>
<li>la classification et les neuf classes;</li>
<li>les documents d’expédition, les étiquettes, les plaques et la marque de quantité limitée;</li>
<li>la manutention sécuritaire, la séparation et l’arrimage des chargements;</li>
<li>l’intervention d’urgence : trousses de déversement, Guide des mesures d’urgence, CANUTEC, rapports de rejet;</li>
<li>nos propres règles d’acceptation et les marchandises que nous refusons.</li>
</ul>
<p>La formation se termine par un examen écrit; la note de passage est de 80 %.</p>
<h2>Le certificat</h2>
<ol>
<li>L’employeur délivre le certificat. Celui-ci indique le nom de l’employé, le nom et l’adresse de l’employeur, les aspects de la manutention ou du transport visés par la formation, la date d’expiration et la signature des deux parties.</li>
<li>Le certificat pour le transport routier est valide 36 mois. Le superviseur planifie un rappel de formation deux mois avant l’expiration.</li>
<li>Le conducteur a sur lui son certificat, ou une copie, chaque fois qu’il conduit et le présente à un inspecteur sur demande. Les certificats des manutentionnaires sont conservés au terminal.</li>
</ol>
<p>Les ressources humaines conservent une copie de chaque certificat et le dossier de formation pendant deux ans après son expiration.</p>`,
    },
  },

  // Claims Handling
  {
    key: 'how-to-file-a-claim',
    number: 'CL-001',
    section: 'CLAIMS',
    title: { en: 'How to File a Freight Claim', fr: 'Comment présenter une réclamation' },
    owner: 'caradmin',
    processCategory: 'CORE',
    tags: ['claims', 'customer'],
    audience: 'all',
    effectiveDate: '2026-02-09',
    revisions: [
      {
        number: 1,
        date: '2025-02-24',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-02-09',
        significant: true,
        summary: {
          en: 'Claims can now be filed on the portal; new claim form.',
          fr: 'Les réclamations peuvent désormais être présentées dans le portail; nouveau formulaire.',
        },
      },
    ],
    keywords: [
      { en: 'freight claim', fr: 'réclamation' },
      { en: 'claim form', fr: 'formulaire de réclamation' },
      { en: 'supporting documents', fr: 'pièces justificatives' },
      { en: 'delivery receipt', fr: 'reçu de livraison' },
    ],
    attachments: [
      {
        fileName: 'freight-claim-form.pdf',
        title: { en: 'Freight claim form', fr: 'Formulaire de réclamation' },
        kind: 'pdf',
        content: [
          'NORTHWAY FREIGHT',
          'FREIGHT CLAIM FORM - FORMULAIRE DE RÉCLAMATION',
          '',
          'Claimant / Réclamant: ______________________   Customer no. / No de client: ________',
          'Probill: __________   Date shipped / Date d’expédition: ____-__-__   Date delivered / Date de livraison: ____-__-__',
          'Type:  [ ] Loss / Perte   [ ] Shortage / Manquant   [ ] Damage / Avarie   [ ] Concealed damage / Dommage non apparent',
          'Amount claimed / Montant réclamé: $__________',
          '',
          'Attach / Joindre: bill of lading / connaissement; delivery receipt / reçu de livraison;',
          'commercial invoice / facture commerciale; photos; repair estimate / estimation des réparations;',
          'paid freight bill / facture de transport acquittée.',
          '',
          'Signature: ______________________   Date: ____-__-__',
        ].join('\n'),
      },
      {
        fileName: 'claim-supporting-documents.txt',
        title: { en: 'Checklist of supporting documents', fr: 'Liste des pièces justificatives' },
        kind: 'txt',
        content: [
          'CLAIM CHECKLIST / LISTE DE CONTRÔLE DE LA RÉCLAMATION',
          '[ ] Claim form signed / Formulaire signé',
          '[ ] Bill of lading / Connaissement',
          '[ ] Delivery receipt with exceptions / Reçu de livraison avec réserves',
          '[ ] Commercial invoice showing cost / Facture commerciale indiquant le coût',
          '[ ] Photos of damage and packaging / Photos des dommages et de l’emballage',
          '[ ] Repair estimate or salvage offer / Estimation des réparations ou offre de récupération',
          '[ ] Paid freight bill / Facture de transport acquittée',
        ].join('\n'),
      },
    ],
    body: {
      en: `<h2>At delivery</h2>
<p>Count the pieces and look at every pallet before you sign the delivery receipt. If something is missing or damaged, write it on the receipt in plain words, for example "2 cartons crushed" or "short 1 pallet", and ask the driver to sign beside it. Take photos before moving the freight. Keep the damaged goods and all their packaging until the claim is settled: we may need to inspect them.</p>
<h2>Filing the claim</h2>
<ol>
<li>Open <strong>Claims</strong> on the portal and choose the probill, or send the claim form attached to this page to our claims department.</li>
<li>State the type of claim (loss, shortage, damage or concealed damage) and the amount claimed. The amount is the invoice value of the goods lost or damaged, or the cost of repair, not the selling price to your customer unless you can show that sale.</li>
<li>Attach the supporting documents: bill of lading, delivery receipt with the exceptions noted, commercial invoice, photos, repair estimate and the paid freight bill. The checklist is attached to this page.</li>
</ol>
<h2>What happens next</h2>
<p>We acknowledge your claim within 5 business days and give you a claim number. The claims analyst may ask for an inspection or more documents. Most complete claims are decided within 60 days. You will receive a written decision: payment, a partial payment with the reason, or a refusal with the reason.</p>
<h2>Please do not</h2>
<ul>
<li>deduct the claim amount from our freight invoices: freight charges and claims are handled separately;</li>
<li>throw away or sell damaged goods before we agree on salvage;</li>
<li>wait: time limits apply (see CL-002).</li>
</ul>`,
      fr: `<h2>À la livraison</h2>
<p>Comptez les colis et examinez chaque palette avant de signer le reçu de livraison. S’il manque quelque chose ou si des marchandises sont endommagées, inscrivez-le clairement sur le reçu, par exemple « 2 boîtes écrasées » ou « manque 1 palette », et demandez au conducteur de signer à côté. Prenez des photos avant de déplacer les marchandises. Conservez les marchandises endommagées et tout leur emballage jusqu’au règlement de la réclamation : nous pourrions devoir les inspecter.</p>
<h2>Présenter la réclamation</h2>
<ol>
<li>Ouvrez <strong>Réclamations</strong> dans le portail et choisissez le probill, ou envoyez à notre service des réclamations le formulaire joint à cette page.</li>
<li>Précisez le type de réclamation (perte, manquant, avarie ou dommage non apparent) et le montant réclamé. Ce montant correspond à la valeur facturée des marchandises perdues ou endommagées, ou au coût de la réparation, et non au prix de vente à votre client, à moins que vous puissiez prouver cette vente.</li>
<li>Joignez les pièces justificatives : connaissement, reçu de livraison portant les réserves, facture commerciale, photos, estimation des réparations et facture de transport acquittée. La liste de contrôle est jointe à cette page.</li>
</ol>
<h2>La suite</h2>
<p>Nous accusons réception de votre réclamation dans les 5 jours ouvrables et vous donnons un numéro de dossier. L’analyste peut demander une inspection ou d’autres documents. La plupart des réclamations complètes sont tranchées en moins de 60 jours. Vous recevez une décision écrite : paiement, paiement partiel motivé ou refus motivé.</p>
<h2>À éviter</h2>
<ul>
<li>déduire le montant réclamé de nos factures de transport : les frais de transport et les réclamations sont traités séparément;</li>
<li>jeter ou vendre les marchandises endommagées avant que nous nous soyons entendus sur leur récupération;</li>
<li>attendre : des délais s’appliquent (voir CL-002).</li>
</ul>`,
    },
  },
  {
    key: 'claims-time-limits',
    number: 'CL-002',
    section: 'CLAIMS',
    title: {
      en: 'Claims Time Limits and Carrier Liability',
      fr: 'Délais de réclamation et responsabilité du transporteur',
    },
    owner: 'caradmin',
    processCategory: 'CORE',
    tags: ['claims', 'customer', 'bill-of-lading'],
    audience: 'all',
    effectiveDate: '2025-10-27',
    revisions: [
      {
        number: 1,
        date: '2025-02-24',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2025-10-27',
        significant: false,
        summary: {
          en: 'Added an example of the liability calculation.',
          fr: 'Ajout d’un exemple de calcul de la responsabilité.',
        },
      },
    ],
    keywords: [
      { en: 'nine months', fr: 'neuf mois' },
      { en: 'notice of claim', fr: 'avis de réclamation' },
      { en: 'limitation of liability', fr: 'limite de responsabilité' },
      { en: 'declared value', fr: 'valeur déclarée' },
      { en: 'uniform conditions of carriage', fr: 'conditions uniformes de transport' },
    ],
    body: {
      en: `<h2>Time limits</h2>
<p>Our bills of lading incorporate the uniform conditions of carriage that apply to general freight in Canada. They set two time limits that we cannot waive:</p>
<table>
<thead><tr><th>Situation</th><th>Written notice of claim</th><th>Complete claim with documents</th></tr></thead>
<tbody>
<tr><td>Damage or shortage found at or after delivery</td><td>Within 60 days after delivery</td><td>Within 9 months from the date of shipment</td></tr>
<tr><td>Shipment never delivered (loss)</td><td>Within 9 months from the date of shipment</td><td>Within 9 months from the date of shipment</td></tr>
</tbody>
</table>
<p>The notice must give the origin, destination, date of shipment and the estimated amount claimed. A claim filed on the portal counts as written notice. The final claim must include a copy of the paid freight bill.</p>
<h2>How much the carrier pays</h2>
<p>Unless you declare a higher value on the bill of lading, the carrier’s liability is limited to <strong>$4.41 per kilogram ($2.00 per pound)</strong>, calculated on the total weight of the shipment, or the value of the goods if it is lower.</p>
<p><em>Example:</em> a 300 kg pallet of parts worth $6,000 is lost. Without a declared value, the most we can pay is 300 × $4.41 = $1,323.</p>
<h2>Declaring a higher value</h2>
<p>Write the value in the declared value box of the bill of lading before pickup. A valuation charge then applies to the part of the value above $2.00 per pound, and our liability rises to the declared value. The declaration cannot be added after the freight has left your dock.</p>
<h2>What is not covered</h2>
<p>The carrier is not liable for loss or damage caused by an act of God, insufficient packaging, the inherent nature of the goods, an act or omission of the shipper or owner, or for concealed damage that cannot be linked to our handling.</p>`,
      fr: `<h2>Délais</h2>
<p>Nos connaissements intègrent les conditions uniformes de transport qui s’appliquent aux marchandises générales au Canada. Elles fixent deux délais auxquels nous ne pouvons pas renoncer :</p>
<table>
<thead><tr><th>Situation</th><th>Avis écrit de réclamation</th><th>Réclamation complète avec pièces</th></tr></thead>
<tbody>
<tr><td>Avarie ou manquant constaté à la livraison ou après</td><td>Dans les 60 jours suivant la livraison</td><td>Dans les 9 mois suivant la date d’expédition</td></tr>
<tr><td>Envoi jamais livré (perte)</td><td>Dans les 9 mois suivant la date d’expédition</td><td>Dans les 9 mois suivant la date d’expédition</td></tr>
</tbody>
</table>
<p>L’avis doit préciser le point d’origine, la destination, la date d’expédition et le montant estimatif réclamé. Une réclamation présentée dans le portail tient lieu d’avis écrit. La réclamation finale doit être accompagnée d’une copie de la facture de transport acquittée.</p>
<h2>Montant payable par le transporteur</h2>
<p>À moins que vous ne déclariez une valeur plus élevée sur le connaissement, la responsabilité du transporteur est limitée à <strong>4,41 $ le kilogramme (2,00 $ la livre)</strong>, calculée sur le poids total de l’envoi, ou à la valeur des marchandises si elle est inférieure.</p>
<p><em>Exemple :</em> une palette de pièces de 300 kg d’une valeur de 6 000 $ est perdue. Sans valeur déclarée, nous pouvons payer au plus 300 × 4,41 $ = 1 323 $.</p>
<h2>Déclarer une valeur plus élevée</h2>
<p>Inscrivez la valeur dans la case prévue du connaissement avant la cueillette. Des frais d’évaluation s’appliquent alors à la portion de la valeur qui dépasse 2,00 $ la livre, et notre responsabilité est portée à la valeur déclarée. La déclaration ne peut pas être ajoutée une fois que les marchandises ont quitté votre quai.</p>
<h2>Exclusions</h2>
<p>Le transporteur n’est pas responsable des pertes ou des dommages causés par un cas de force majeure, un emballage insuffisant, la nature même des marchandises ou un acte ou une omission de l’expéditeur ou du propriétaire, ni des dommages non apparents qu’on ne peut pas rattacher à notre manutention.</p>`,
    },
  },
  {
    key: 'claims-investigation',
    number: 'CL-003',
    section: 'CLAIMS',
    title: { en: 'Claims Investigation', fr: 'Enquête sur les réclamations' },
    owner: 'caradmin',
    processCategory: 'CORE',
    tags: ['claims', 'seal', 'audit'],
    audience: 'staff',
    effectiveDate: '2026-01-26',
    revisions: [
      {
        number: 1,
        date: '2025-03-03',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-01-26',
        significant: false,
        summary: {
          en: 'Approval limits raised for claims analysts.',
          fr: 'Hausse des limites d’approbation des analystes.',
        },
      },
    ],
    keywords: [
      { en: 'claim file', fr: 'dossier de réclamation' },
      { en: 'approval limits', fr: 'limites d’approbation' },
      { en: 'probill history', fr: 'historique du probill' },
      { en: 'subrogation', fr: 'subrogation' },
    ],
    body: {
      en: `<h2>Opening the file</h2>
<p>Every claim received, on the portal, by e-mail or by mail, is entered in the claims system the day it arrives. The system checks the time limits automatically; a claim received after nine months from shipment is declined with a letter quoting the conditions of carriage, after a second analyst confirms the dates.</p>
<h2>Investigation</h2>
<ol>
<li>Pull the probill history: scans at each terminal, the trailers and seal numbers, OS&amp;D reports, and the delivery receipt with its signature and exceptions.</li>
<li>Check the bill of lading: declared value, number of pieces, packaging description, and whether the shipper loaded and counted (shipper load and count).</li>
<li>Look at the photos from pickup, loading and delivery. Compare the damage with the packaging: was it adequate under FH-007?</li>
<li>For damage over $2,500, ask the terminal to inspect the goods at the consignee’s site within 5 business days.</li>
<li>When another carrier handled the freight (interline), send them a notice within 10 business days.</li>
</ol>
<h2>Decision</h2>
<table>
<thead><tr><th>Amount payable</th><th>Approved by</th></tr></thead>
<tbody>
<tr><td>Up to $2,500</td><td>Claims analyst</td></tr>
<tr><td>$2,500 to $15,000</td><td>Claims manager</td></tr>
<tr><td>Over $15,000</td><td>Vice-president of finance</td></tr>
</tbody>
</table>
<p>The decision letter states the amount, how it was calculated (including the liability limit when it applies) and the salvage arrangements.</p>
<h2>Learning from claims</h2>
<p>The claims manager reports monthly by terminal, lane and cause. A cause found on three claims in a quarter leads to a corrective action request.</p>`,
      fr: `<h2>Ouverture du dossier</h2>
<p>Chaque réclamation reçue, dans le portail, par courriel ou par la poste, est saisie dans le système des réclamations le jour même de sa réception. Le système vérifie automatiquement les délais; une réclamation reçue plus de neuf mois après l’expédition est refusée par une lettre qui cite les conditions de transport, après qu’un deuxième analyste a confirmé les dates.</p>
<h2>Enquête</h2>
<ol>
<li>Extraire l’historique du probill : lectures à chaque terminal, remorques et numéros de scellés, rapports OS&amp;D, reçu de livraison avec signature et réserves.</li>
<li>Examiner le connaissement : valeur déclarée, nombre de colis, description de l’emballage et mention éventuelle d’un chargement et d’un dénombrement faits par l’expéditeur.</li>
<li>Consulter les photos prises à la cueillette, au chargement et à la livraison. Comparer le dommage à l’emballage : était-il conforme à FH-007?</li>
<li>Pour tout dommage de plus de 2 500 $, demander au terminal d’inspecter les marchandises chez le destinataire dans les 5 jours ouvrables.</li>
<li>Lorsqu’un autre transporteur a manipulé les marchandises (interligne), lui transmettre un avis dans les 10 jours ouvrables.</li>
</ol>
<h2>Décision</h2>
<table>
<thead><tr><th>Montant payable</th><th>Approuvé par</th></tr></thead>
<tbody>
<tr><td>Jusqu’à 2 500 $</td><td>Analyste des réclamations</td></tr>
<tr><td>De 2 500 $ à 15 000 $</td><td>Directeur des réclamations</td></tr>
<tr><td>Plus de 15 000 $</td><td>Vice-président des finances</td></tr>
</tbody>
</table>
<p>La lettre de décision indique le montant, la façon dont il a été calculé (y compris la limite de responsabilité, s’il y a lieu) et les modalités de récupération.</p>
<h2>Tirer des leçons des réclamations</h2>
<p>Le directeur des réclamations produit chaque mois un rapport par terminal, par trajet et par cause. Une cause relevée dans trois réclamations au cours d’un trimestre donne lieu à une demande d’action corrective.</p>`,
    },
  },
  {
    key: 'concealed-damage',
    number: 'CL-004',
    section: 'CLAIMS',
    title: { en: 'Concealed Damage Inspections', fr: 'Inspection des dommages non apparents' },
    owner: 'auditor',
    processCategory: 'CORE',
    tags: ['claims', 'packaging', 'delivery'],
    audience: 'staff',
    effectiveDate: '2025-11-10',
    revisions: [
      {
        number: 1,
        date: '2025-11-10',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
    ],
    keywords: [
      { en: 'concealed damage', fr: 'dommage non apparent' },
      { en: 'inspection report', fr: 'rapport d’inspection' },
      { en: 'clear delivery', fr: 'livraison sans réserve' },
    ],
    body: {
      en: `<h2>What concealed damage is</h2>
<p>Concealed damage is damage found when the consignee opens the packaging after a delivery receipt was signed without exceptions. Because the outside looked fine, it is hard to know whether the damage happened in our care, before pickup, or after delivery. A careful inspection protects both the customer and us.</p>
<h2>When the consignee calls</h2>
<ol>
<li>Customer service opens a concealed damage request on the probill and asks the consignee to stop unpacking, keep all the packaging and take photos.</li>
<li>We ask consignees to report concealed damage within 72 hours of delivery. Later reports are still inspected, but the delay is noted in the file.</li>
<li>The terminal schedules an inspection at the consignee’s site within 3 business days.</li>
</ol>
<h2>The inspection</h2>
<ul>
<li>Photograph the cartons from every side before looking inside: punctures, crush marks, forklift damage and water stains on the outside point to transit damage.</li>
<li>Compare the inner packaging with what the product needs. No blocking or bracing inside a carton, or a product that moved freely, points to packaging.</li>
<li>Check whether the damage lines up with damage on the outside of the carton.</li>
<li>Note where the goods were stored after delivery and whether they were moved.</li>
</ul>
<h2>The report</h2>
<p>The inspector completes the inspection report on the handheld the same day and gives an opinion on the likely cause. The report is attached to the probill and forwarded to the claims team. The inspector never tells the consignee whether the claim will be paid: only the claims team decides, once the formal claim is filed.</p>`,
      fr: `<h2>Définition</h2>
<p>Un dommage non apparent est découvert lorsque le destinataire ouvre l’emballage après avoir signé le reçu de livraison sans réserve. Comme l’extérieur paraissait intact, il est difficile de savoir si le dommage est survenu pendant que les marchandises étaient sous notre garde, avant la cueillette ou après la livraison. Une inspection rigoureuse protège à la fois le client et l’entreprise.</p>
<h2>Lorsque le destinataire appelle</h2>
<ol>
<li>Le service à la clientèle ouvre une demande pour dommage non apparent sur le probill et demande au destinataire de cesser de déballer, de conserver tout l’emballage et de prendre des photos.</li>
<li>Nous demandons aux destinataires de signaler un dommage non apparent dans les 72 heures suivant la livraison. Un signalement plus tardif donne quand même lieu à une inspection, mais le retard est noté au dossier.</li>
<li>Le terminal planifie une inspection chez le destinataire dans les 3 jours ouvrables.</li>
</ol>
<h2>L’inspection</h2>
<ul>
<li>Photographier chaque côté des boîtes avant de regarder à l’intérieur : perforations, marques d’écrasement, traces de fourches et taches d’eau à l’extérieur pointent vers un dommage en cours de transport.</li>
<li>Comparer l’emballage intérieur avec les besoins du produit. L’absence de calage à l’intérieur d’une boîte, ou un produit qui bougeait librement, pointe vers l’emballage.</li>
<li>Vérifier si le dommage correspond à une marque à l’extérieur de la boîte.</li>
<li>Noter où les marchandises ont été entreposées après la livraison et si elles ont été déplacées.</li>
</ul>
<h2>Le rapport</h2>
<p>L’inspecteur remplit le rapport d’inspection dans le lecteur portatif le jour même et donne son avis sur la cause probable. Le rapport est joint au probill et transmis à l’équipe des réclamations. L’inspecteur ne dit jamais au destinataire si la réclamation sera payée : seule l’équipe des réclamations en décide, une fois la réclamation officielle présentée.</p>`,
    },
  },

  // Health and Safety
  {
    key: 'forklift-certification',
    number: 'HS-001',
    section: 'HSE',
    subsection: 'HSE-EQUIPMENT',
    title: { en: 'Forklift Operator Certification', fr: 'Certification des caristes' },
    owner: 'approver',
    processCategory: 'SUPPORT',
    tags: ['forklift', 'training', 'safety'],
    audience: 'staff',
    effectiveDate: '2026-04-20',
    revisions: [
      {
        number: 1,
        date: '2025-02-10',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-04-20',
        significant: true,
        summary: {
          en: 'Recertification is now also required after any collision.',
          fr: 'Une nouvelle certification est désormais exigée après toute collision.',
        },
      },
    ],
    keywords: [
      { en: 'operator certificate', fr: 'certificat de cariste' },
      { en: 'practical evaluation', fr: 'évaluation pratique' },
      { en: 'CSA B335', fr: 'CSA B335' },
      { en: 'recertification', fr: 'recertification' },
    ],
    body: {
      en: `<h2>Requirement</h2>
<p>No one operates a forklift, reach truck or electric pallet jack at a Northway Freight terminal or warehouse without a valid Northway Freight operator certificate for that class of truck. Certificates from another employer or a training school are not enough on their own: the new employee still completes our site evaluation.</p>
<h2>Training program</h2>
<p>The program follows the CSA B335 safety standard for lift trucks and is delivered by a qualified trainer:</p>
<ol>
<li><strong>Classroom</strong> (about four hours): stability triangle, load capacity and the data plate, pre-use inspection, pedestrians, dock plates and trailers, battery and propane handling.</li>
<li><strong>Written test</strong>: pass mark 80%.</li>
<li><strong>Hands-on practice</strong> under supervision, on the truck the operator will use.</li>
<li><strong>Practical evaluation</strong> on our own dock: pre-use inspection, picking up and stacking pallets, entering a trailer, travelling with a load in reverse, parking.</li>
</ol>
<h2>The certificate</h2>
<p>The trainer issues a wallet card showing the operator’s name, the classes of truck, the date of evaluation and the expiry date. Operators carry it at work.</p>
<h2>Recertification</h2>
<ul>
<li>Every three years.</li>
<li>After any collision with a person, a structure, a trailer or another truck, or a tip-over.</li>
<li>When a supervisor observes unsafe operation, or a new type of truck is introduced.</li>
</ul>
<p>Until recertified, the operator does not drive. Supervisors check certificate expiry dates monthly from the training records.</p>`,
      fr: `<h2>Exigence</h2>
<p>Personne ne conduit un chariot élévateur, un chariot à mât rétractable ou un transpalette électrique dans un terminal ou un entrepôt de Northway Freight sans détenir un certificat de cariste Northway Freight valide pour cette catégorie d’appareil. Un certificat délivré par un autre employeur ou une école de conduite ne suffit pas à lui seul : le nouvel employé doit quand même réussir notre évaluation sur place.</p>
<h2>Programme de formation</h2>
<p>Le programme suit la norme de sécurité CSA B335 sur les chariots élévateurs et est donné par un formateur qualifié :</p>
<ol>
<li><strong>Théorie</strong> (environ quatre heures) : triangle de stabilité, capacité de charge et plaque signalétique, inspection avant utilisation, piétons, plaques de quai et remorques, manipulation des batteries et du propane.</li>
<li><strong>Examen écrit</strong> : note de passage de 80 %.</li>
<li><strong>Pratique</strong> sous supervision, sur l’appareil que le cariste utilisera.</li>
<li><strong>Évaluation pratique</strong> sur notre propre quai : inspection avant utilisation, prise et gerbage de palettes, entrée dans une remorque, déplacement en marche arrière avec une charge, stationnement.</li>
</ol>
<h2>Le certificat</h2>
<p>Le formateur remet une carte de poche qui indique le nom du cariste, les catégories d’appareils, la date de l’évaluation et la date d’expiration. Le cariste la garde sur lui au travail.</p>
<h2>Nouvelle certification</h2>
<ul>
<li>Tous les trois ans.</li>
<li>Après toute collision avec une personne, une structure, une remorque ou un autre appareil, ou après un renversement.</li>
<li>Lorsqu’un superviseur observe une conduite dangereuse, ou à l’arrivée d’un nouveau type d’appareil.</li>
</ul>
<p>Tant qu’il n’a pas obtenu sa nouvelle certification, le cariste ne conduit pas. Les superviseurs vérifient chaque mois les dates d’expiration dans les dossiers de formation.</p>`,
    },
  },
  {
    key: 'forklift-pre-use-inspection',
    number: 'HS-002',
    section: 'HSE',
    subsection: 'HSE-EQUIPMENT',
    title: {
      en: 'Daily Forklift Pre-Use Inspection',
      fr: 'Inspection quotidienne du chariot élévateur avant utilisation',
    },
    owner: 'approver',
    processCategory: 'SUPPORT',
    tags: ['forklift', 'safety'],
    audience: 'staff',
    effectiveDate: '2026-09-14',
    revisions: [
      {
        number: 1,
        date: '2025-02-10',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-09-14',
        significant: true,
        summary: {
          en: 'Inspection now recorded on the handheld; printable checklist attached.',
          fr: 'Inspection désormais consignée dans le lecteur portatif; liste imprimable jointe.',
        },
      },
    ],
    keywords: [
      { en: 'pre-use inspection', fr: 'inspection avant utilisation' },
      { en: 'lockout tag', fr: 'étiquette de mise hors service' },
      { en: 'propane cylinder', fr: 'bouteille de propane' },
      { en: 'battery charging', fr: 'recharge des batteries' },
    ],
    attachments: [
      {
        fileName: 'forklift-pre-use-checklist.pdf',
        title: { en: 'Forklift pre-use checklist', fr: 'Liste de vérification avant utilisation' },
        kind: 'pdf',
        content: [
          'NORTHWAY FREIGHT - FORKLIFT PRE-USE CHECKLIST / LISTE DE VÉRIFICATION DU CHARIOT ÉLÉVATEUR',
          'Truck no. / No d’appareil: ______   Operator / Cariste: ______________   Shift / Quart: ____',
          '',
          'ENGINE OFF / MOTEUR ARRÊTÉ              OK  Defect / Défaut',
          'Forks, heel, locking pins / Fourches      [ ]  [ ]',
          'Mast, chains, rollers / Mât, chaînes      [ ]  [ ]',
          'Hydraulic leaks / Fuites hydrauliques     [ ]  [ ]',
          'Tires and wheels / Pneus et roues         [ ]  [ ]',
          'Overhead guard, backrest / Protège-conducteur, dosseret [ ]  [ ]',
          'Propane or battery / Propane ou batterie  [ ]  [ ]',
          'Data plate legible / Plaque lisible       [ ]  [ ]',
          '',
          'ENGINE ON / MOTEUR EN MARCHE',
          'Horn, lights, backup alarm / Klaxon, feux, alarme de recul [ ]  [ ]',
          'Service and parking brakes / Freins       [ ]  [ ]',
          'Steering, lift, tilt / Direction, levée, inclinaison [ ]  [ ]',
          'Seat belt / Ceinture de sécurité          [ ]  [ ]',
          '',
          'Any defect: tag out, remove key, tell the supervisor. / Tout défaut : étiqueter, retirer la clé, aviser le superviseur.',
        ].join('\n'),
      },
    ],
    body: {
      en: `<h2>When</h2>
<p>The operator inspects the forklift at the start of every shift, before its first use, and after any incident involving the truck. The result is recorded on the handheld (or on the printed checklist attached to this page when the handheld is down). A truck with no inspection recorded for the shift must not be used.</p>
<h2>Engine off</h2>
<ul>
<li>Forks: no cracks or bends, heels not worn, locking pins in place.</li>
<li>Mast, lift chains and rollers: no damage, chains evenly tensioned.</li>
<li>No hydraulic, oil or coolant leaks under the truck.</li>
<li>Tires: no chunks missing, no flat spots; wheel nuts tight.</li>
<li>Overhead guard and load backrest in place and undamaged.</li>
<li>Propane: cylinder secured, hose and valve without damage or smell of gas. Electric: battery connector intact, no corrosion, charge indicator above 20%.</li>
<li>Data plate present and legible.</li>
</ul>
<h2>Engine on</h2>
<ul>
<li>Horn, headlights, blue pedestrian warning light and backup alarm work.</li>
<li>Service and parking brakes hold the truck on the ramp.</li>
<li>Steering, lift, lower and tilt are smooth, without unusual noise.</li>
<li>Seat belt latches and releases.</li>
</ul>
<h2>If something is wrong</h2>
<p>Any defect that affects safety (brakes, steering, horn, forks, chains, leaks, seat belt) means the truck is taken out of service at once: park it in the repair bay, remove the key, attach a red "Do not operate" tag with the date and defect, and tell the supervisor. Only maintenance removes the tag. Minor defects (a cracked mirror, a worn seat cover) are recorded and reported but do not stop the truck.</p>
<h2>Refuelling and charging</h2>
<p>Change propane cylinders outdoors or in the marked area only, wearing gloves and eye protection. Charge batteries only in the charging room, with the ventilation running, and never smoke within 7.5 metres.</p>`,
      fr: `<h2>Quand</h2>
<p>Le cariste inspecte le chariot élévateur au début de chaque quart, avant sa première utilisation, ainsi qu’après tout incident impliquant l’appareil. Le résultat est consigné dans le lecteur portatif (ou sur la liste de vérification imprimée jointe à cette page si le lecteur est en panne). Un appareil dont l’inspection n’a pas été consignée pour le quart ne doit pas être utilisé.</p>
<h2>Moteur arrêté</h2>
<ul>
<li>Fourches : ni fissure ni déformation, talons non usés, goupilles de verrouillage en place.</li>
<li>Mât, chaînes de levage et galets : aucun dommage, chaînes également tendues.</li>
<li>Aucune fuite d’huile hydraulique, d’huile moteur ou de liquide de refroidissement sous l’appareil.</li>
<li>Pneus : aucun morceau arraché, aucun méplat; écrous de roue serrés.</li>
<li>Protège-conducteur et dosseret d’appui de charge en place et intacts.</li>
<li>Propane : bouteille bien fixée, boyau et robinet intacts, aucune odeur de gaz. Électrique : connecteur de batterie intact, aucune corrosion, indicateur de charge au-dessus de 20 %.</li>
<li>Plaque signalétique présente et lisible.</li>
</ul>
<h2>Moteur en marche</h2>
<ul>
<li>Klaxon, phares, projecteur bleu d’avertissement des piétons et alarme de recul fonctionnent.</li>
<li>Les freins de service et de stationnement retiennent l’appareil dans la pente.</li>
<li>Direction, levée, descente et inclinaison se font en douceur, sans bruit inhabituel.</li>
<li>La ceinture de sécurité s’attache et se détache.</li>
</ul>
<h2>En cas de défectuosité</h2>
<p>Tout défaut qui touche la sécurité (freins, direction, klaxon, fourches, chaînes, fuites, ceinture) entraîne la mise hors service immédiate : garer l’appareil dans l’aire de réparation, retirer la clé, apposer une étiquette rouge « Ne pas utiliser » indiquant la date et le défaut, puis aviser le superviseur. Seul le service d’entretien retire l’étiquette. Les défauts mineurs (rétroviseur fissuré, housse de siège usée) sont consignés et signalés, mais n’immobilisent pas l’appareil.</p>
<h2>Ravitaillement et recharge</h2>
<p>Changer les bouteilles de propane à l’extérieur ou dans l’aire désignée seulement, avec des gants et des lunettes de protection. Recharger les batteries uniquement dans la salle de recharge, ventilation en marche, et ne jamais fumer à moins de 7,5 mètres.</p>`,
    },
  },
  {
    key: 'whmis-program',
    number: 'HS-003',
    section: 'HSE',
    title: { en: 'WHMIS Program', fr: 'Programme SIMDUT' },
    owner: 'admin',
    processCategory: 'SUPPORT',
    tags: ['whmis', 'hazmat', 'training', 'safety'],
    audience: 'staff',
    requiredForAllStaff: true,
    effectiveDate: '2026-06-01',
    revisions: [
      {
        number: 1,
        date: '2025-01-20',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-06-01',
        significant: true,
        summary: {
          en: 'Safety data sheets now available on the portal in every terminal.',
          fr: 'Fiches de données de sécurité désormais offertes dans le portail à chaque terminal.',
        },
      },
    ],
    keywords: [
      { en: 'WHMIS', fr: 'SIMDUT' },
      { en: 'safety data sheet', fr: 'fiche de données de sécurité' },
      { en: 'workplace label', fr: 'étiquette du lieu de travail' },
      { en: 'pictograms', fr: 'pictogrammes' },
      { en: 'hazardous products', fr: 'produits dangereux' },
    ],
    body: {
      en: `<h2>Scope</h2>
<p>The Workplace Hazardous Materials Information System (WHMIS) applies to the hazardous products we <em>use</em> at work: propane for forklifts, battery electrolyte, cleaning products, marking paint, de-icing products, oils and greases. Dangerous goods we <em>transport</em> are covered by the TDG rules while they are in transport; once a product is used or stored for use in our terminals, WHMIS applies.</p>
<h2>Labels</h2>
<ul>
<li>Every hazardous product received from a supplier must have a supplier label in English and French, with pictograms, signal word, hazard and precautionary statements. Products without one are not accepted.</li>
<li>When a product is poured into another container (a spray bottle, a smaller jug), that container gets a workplace label with the product name, safe handling information and a reference to the safety data sheet.</li>
<li>Never remove or cover a label. Report damaged labels to the supervisor, who replaces them.</li>
</ul>
<h2>Safety data sheets</h2>
<p>Each terminal keeps a current safety data sheet (SDS) for every hazardous product on site, in both languages. They are available on the portal and in the red binder at the first-aid station. An SDS must be less than three years old or confirmed current by the supplier; the safety coordinator checks the list every year.</p>
<h2>Training</h2>
<p>All employees receive WHMIS training when hired, before working with hazardous products, and a yearly review. The training covers the pictograms, how to read a label and an SDS, and the specific products and procedures of their work area. The yearly review is assigned as a required reading on the portal.</p>
<h2>Questions</h2>
<p>Any employee may ask the supervisor or the workplace health and safety committee for the SDS of a product before using it, and may refuse to use a product with no label or SDS.</p>`,
      fr: `<h2>Portée</h2>
<p>Le Système d’information sur les matières dangereuses utilisées au travail (SIMDUT) s’applique aux produits dangereux que nous <em>utilisons</em> au travail : propane des chariots élévateurs, électrolyte des batteries, produits de nettoyage, peinture de marquage, produits de déglaçage, huiles et graisses. Les marchandises dangereuses que nous <em>transportons</em> relèvent des règles TMD tant qu’elles sont en transport; dès qu’un produit est utilisé ou entreposé pour être utilisé dans nos terminaux, c’est le SIMDUT qui s’applique.</p>
<h2>Étiquettes</h2>
<ul>
<li>Chaque produit dangereux reçu d’un fournisseur doit porter une étiquette du fournisseur en français et en anglais, avec pictogrammes, mention d’avertissement, mentions de danger et conseils de prudence. Un produit sans étiquette est refusé.</li>
<li>Lorsqu’un produit est transvasé dans un autre contenant (vaporisateur, bidon plus petit), ce contenant reçoit une étiquette du lieu de travail qui indique le nom du produit, les consignes de manutention sécuritaire et un renvoi à la fiche de données de sécurité.</li>
<li>Ne jamais retirer ni masquer une étiquette. Signaler toute étiquette abîmée au superviseur, qui la remplace.</li>
</ul>
<h2>Fiches de données de sécurité</h2>
<p>Chaque terminal conserve une fiche de données de sécurité (FDS) à jour pour chaque produit dangereux présent sur place, dans les deux langues. Les fiches sont accessibles dans le portail et dans le cartable rouge du poste de premiers soins. Une FDS doit dater de moins de trois ans ou avoir été confirmée à jour par le fournisseur; le coordonnateur de la sécurité vérifie la liste chaque année.</p>
<h2>Formation</h2>
<p>Tous les employés reçoivent la formation SIMDUT à l’embauche, avant de travailler avec des produits dangereux, puis une révision annuelle. La formation porte sur les pictogrammes, la lecture d’une étiquette et d’une FDS, ainsi que sur les produits et méthodes propres à leur secteur de travail. La révision annuelle est assignée comme lecture obligatoire dans le portail.</p>
<h2>Questions</h2>
<p>Tout employé peut demander au superviseur ou au comité local de santé et de sécurité la FDS d’un produit avant de l’utiliser, et peut refuser d’utiliser un produit sans étiquette ni FDS.</p>`,
    },
  },
  {
    key: 'dock-safety',
    number: 'HS-004',
    section: 'HSE',
    title: { en: 'Dock and Trailer Safety', fr: 'Sécurité aux quais et dans les remorques' },
    owner: 'approver',
    processCategory: 'SUPPORT',
    tags: ['dock', 'safety', 'forklift'],
    audience: 'staff',
    effectiveDate: '2025-12-08',
    revisions: [
      {
        number: 1,
        date: '2025-03-31',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2025-12-08',
        significant: false,
        summary: {
          en: 'Added the winter dock apron rules.',
          fr: 'Ajout des règles hivernales pour les aires de quai.',
        },
      },
    ],
    keywords: [
      { en: 'vehicle restraint', fr: 'dispositif de retenue' },
      { en: 'trailer creep', fr: 'glissement de la remorque' },
      { en: 'dock edge', fr: 'bord du quai' },
      { en: 'high-visibility vest', fr: 'gilet haute visibilité' },
    ],
    body: {
      en: `<h2>Why the dock is dangerous</h2>
<p>Most serious injuries in our industry happen at the dock: forklifts falling between the dock and a trailer that moved, trailers pulling away while someone is inside, people struck by forklifts, and falls from the dock edge. These rules apply to everyone on the dock, including visitors and outside drivers.</p>
<h2>Personal rules</h2>
<ul>
<li>Wear safety footwear and a high-visibility vest at all times on the dock and in the yard.</li>
<li>Walk in the marked pedestrian lanes. Make eye contact with a forklift operator before crossing in front of the truck.</li>
<li>Never jump from the dock to the ground or onto a trailer; use the stairs.</li>
<li>Stay at least 1 metre from an open dock door with no trailer; the chain or gate must be across it.</li>
</ul>
<h2>Before entering a trailer</h2>
<ol>
<li>The door light is green: the trailer is restrained or chocked.</li>
<li>For a trailer without a tractor, a trailer stand is under the nose.</li>
<li>Check the trailer floor for holes, soft boards or ice, and the ceiling for loose freight. Report a bad floor to the supervisor; the trailer is unloaded by hand or refused.</li>
<li>Turn on the dock light; never work inside a dark trailer.</li>
</ol>
<h2>Trailer creep</h2>
<p>Repeated forklift trips push a trailer away from the dock a little at a time. Look at the gap between the trailer and the dock bumpers before each trip. If it grows, stop, get out of the trailer and call the supervisor to reset the restraint.</p>
<h2>Winter</h2>
<p>From November to April the yard team salts the dock aprons at the start of each shift and whenever it snows. Dock plates are swept of snow and ice before use.</p>`,
      fr: `<h2>Pourquoi le quai est dangereux</h2>
<p>La plupart des blessures graves de notre secteur surviennent au quai : chariots élévateurs qui tombent entre le quai et une remorque qui s’est déplacée, remorques qui partent alors que quelqu’un est à l’intérieur, personnes heurtées par un chariot élévateur et chutes du bord du quai. Ces règles s’appliquent à toute personne présente sur le quai, y compris les visiteurs et les conducteurs d’autres entreprises.</p>
<h2>Règles personnelles</h2>
<ul>
<li>Porter en tout temps des chaussures de sécurité et un gilet haute visibilité sur le quai et dans la cour.</li>
<li>Circuler dans les allées piétonnières marquées. Établir un contact visuel avec le cariste avant de passer devant son appareil.</li>
<li>Ne jamais sauter du quai vers le sol ou dans une remorque; utiliser l’escalier.</li>
<li>Rester à au moins 1 mètre d’une porte de quai ouverte sans remorque; la chaîne ou la barrière doit être en place.</li>
</ul>
<h2>Avant d’entrer dans une remorque</h2>
<ol>
<li>Le feu de la porte est vert : la remorque est retenue ou calée.</li>
<li>Une remorque dételée repose sur une béquille de soutien placée sous l’avant.</li>
<li>Vérifier que le plancher de la remorque n’a ni trou, ni planche molle, ni glace, et qu’aucune marchandise ne risque de tomber du haut. Signaler un plancher en mauvais état au superviseur; la remorque est alors déchargée à la main ou refusée.</li>
<li>Allumer la lampe de quai; ne jamais travailler dans une remorque sombre.</li>
</ol>
<h2>Glissement de la remorque</h2>
<p>Les allers-retours répétés du chariot élévateur éloignent peu à peu la remorque du quai. Surveiller l’espace entre la remorque et les butoirs avant chaque passage. S’il s’agrandit, s’arrêter, sortir de la remorque et appeler le superviseur pour qu’il réenclenche le dispositif de retenue.</p>
<h2>Hiver</h2>
<p>De novembre à avril, l’équipe de la cour épand du sel sur les aires de quai au début de chaque quart et chaque fois qu’il neige. Les plaques de quai sont déneigées et déglacées avant d’être utilisées.</p>`,
    },
  },
  {
    key: 'incident-reporting',
    number: 'HS-005',
    section: 'HSE',
    title: {
      en: 'Incident and Near-Miss Reporting',
      fr: 'Déclaration des incidents et des quasi-accidents',
    },
    owner: 'caradmin',
    processCategory: 'SUPPORT',
    tags: ['safety', 'training'],
    audience: 'staff',
    requiredForAllStaff: true,
    effectiveDate: '2026-10-05',
    revisions: [
      {
        number: 1,
        date: '2025-01-20',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-10-05',
        significant: true,
        summary: {
          en: 'Near misses are now reported on the portal within the shift.',
          fr: 'Les quasi-accidents sont désormais déclarés dans le portail pendant le quart.',
        },
      },
    ],
    keywords: [
      { en: 'near miss', fr: 'quasi-accident' },
      { en: 'hazardous occurrence', fr: 'situation comportant des risques' },
      { en: 'first aid', fr: 'premiers soins' },
      { en: 'investigation', fr: 'enquête' },
    ],
    body: {
      en: `<h2>What to report</h2>
<p>Report every event, even when nobody was hurt:</p>
<ul>
<li><strong>Injuries</strong>, including those needing only first aid.</li>
<li><strong>Near misses</strong>: a forklift that almost struck someone, a pallet that fell from a rack, a trailer that moved while being loaded.</li>
<li><strong>Property damage</strong>: a door, rack or trailer hit by a truck.</li>
<li><strong>Dangerous goods releases</strong> (see DG-004).</li>
</ul>
<p>Near misses are our best warning. Nobody is disciplined for reporting one honestly.</p>
<h2>Steps</h2>
<ol>
<li>Make the area safe and get first aid. Call 911 for any serious injury.</li>
<li>Tell your supervisor right away.</li>
<li>Complete the incident report on the portal before the end of the shift: what happened, where, when, who was involved, witnesses, and photos.</li>
<li>Do not move equipment involved in a serious injury until the supervisor allows it.</li>
</ol>
<h2>Investigation</h2>
<p>The supervisor and a worker member of the health and safety committee investigate every injury and every serious near miss within 48 hours. They look for the causes, not for someone to blame, and propose actions. Actions that change a procedure are handled as corrective action requests.</p>
<h2>Reporting to authorities</h2>
<p>As a federally regulated carrier we follow Part II of the Canada Labour Code. The safety coordinator reports serious injuries and fatalities to the Labour Program within the time limits of the Canada Occupational Health and Safety Regulations, and files the provincial workers’ compensation reports (CNESST in Quebec, WSIB in Ontario, WorkSafeBC in British Columbia) for injuries that cause lost time or need medical care.</p>`,
      fr: `<h2>Ce qu’il faut déclarer</h2>
<p>Déclarez chaque événement, même si personne n’a été blessé :</p>
<ul>
<li><strong>Les blessures</strong>, y compris celles qui n’exigent que des premiers soins.</li>
<li><strong>Les quasi-accidents</strong> : un chariot élévateur qui a failli heurter une personne, une palette tombée d’un palettier, une remorque qui a bougé pendant le chargement.</li>
<li><strong>Les dommages matériels</strong> : porte, palettier ou remorque heurtés par un appareil.</li>
<li><strong>Les rejets de marchandises dangereuses</strong> (voir DG-004).</li>
</ul>
<p>Les quasi-accidents sont notre meilleur signal d’alarme. Personne n’est sanctionné pour en avoir déclaré un de bonne foi.</p>
<h2>Étapes</h2>
<ol>
<li>Sécuriser les lieux et obtenir les premiers soins. Composer le 911 pour toute blessure grave.</li>
<li>Prévenir immédiatement votre superviseur.</li>
<li>Remplir le rapport d’incident dans le portail avant la fin du quart : ce qui s’est passé, où, quand, les personnes en cause, les témoins, et des photos.</li>
<li>Ne pas déplacer l’équipement impliqué dans une blessure grave sans l’autorisation du superviseur.</li>
</ol>
<h2>Enquête</h2>
<p>Le superviseur et un représentant des travailleurs au comité de santé et de sécurité enquêtent sur chaque blessure et chaque quasi-accident grave dans les 48 heures. Ils cherchent les causes, et non un coupable, et proposent des mesures. Les mesures qui modifient une procédure sont traitées comme des demandes d’action corrective.</p>
<h2>Déclaration aux autorités</h2>
<p>À titre de transporteur de compétence fédérale, nous appliquons la partie II du Code canadien du travail. Le coordonnateur de la sécurité déclare les blessures graves et les décès au Programme du travail dans les délais prévus par le Règlement canadien sur la santé et la sécurité au travail, et transmet les déclarations aux organismes provinciaux d’indemnisation (CNESST au Québec, WSIB en Ontario, WorkSafeBC en Colombie-Britannique) pour les lésions qui entraînent une perte de temps ou des soins médicaux.</p>`,
    },
  },
  {
    key: 'emergency-evacuation',
    number: 'HS-006',
    section: 'HSE',
    subsection: 'HSE-EMERGENCY',
    title: {
      en: 'Terminal Emergency and Evacuation Plan',
      fr: 'Plan d’urgence et d’évacuation des terminaux',
    },
    owner: 'admin',
    processCategory: 'SUPPORT',
    tags: ['safety', 'training', 'dock'],
    audience: 'staff',
    requiredForAllStaff: true,
    effectiveDate: '2026-02-23',
    revisions: [
      {
        number: 1,
        date: '2025-01-20',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-02-23',
        significant: false,
        summary: {
          en: 'New assembly point at the Vancouver terminal.',
          fr: 'Nouveau point de rassemblement au terminal de Vancouver.',
        },
      },
    ],
    keywords: [
      { en: 'evacuation', fr: 'évacuation' },
      { en: 'assembly point', fr: 'point de rassemblement' },
      { en: 'fire warden', fr: 'responsable d’évacuation' },
      { en: 'roll call', fr: 'appel nominal' },
    ],
    attachments: [
      {
        fileName: 'emergency-contacts.txt',
        title: { en: 'Terminal emergency contacts', fr: 'Personnes-ressources en cas d’urgence' },
        kind: 'txt',
        content: [
          'NORTHWAY FREIGHT - EMERGENCY CONTACTS / PERSONNES-RESSOURCES EN CAS D’URGENCE',
          '',
          'Fire, police, ambulance / Incendie, police, ambulance: 911',
          'CANUTEC (dangerous goods / marchandises dangereuses): 1-888-226-8832 or/ou *666',
          '',
          'MTL - Montreal terminal / Terminal de Montréal',
          '  Assembly point / Point de rassemblement: north parking lot, row A / stationnement nord, rangée A',
          'TOR - Toronto terminal / Terminal de Toronto',
          '  Assembly point / Point de rassemblement: employee parking, east fence / stationnement des employés, clôture est',
          'VAN - Vancouver terminal / Terminal de Vancouver',
          '  Assembly point / Point de rassemblement: visitor parking, by the flagpole / stationnement des visiteurs, près du mât',
        ].join('\n'),
      },
    ],
    body: {
      en: `<h2>Alarms</h2>
<p>A continuous fire alarm means evacuate now. A long horn blast repeated three times on the dock means a dangerous goods release: move away from the dock toward the office side and wait for instructions. Every terminal tests the alarms monthly and holds an evacuation drill twice a year, one of them on the night shift.</p>
<h2>When the alarm sounds</h2>
<ol>
<li>Stop work. Forklift operators lower the forks, set the brake, turn off the truck and leave it where it is, out of the exit path if possible.</li>
<li>Leave by the nearest safe exit. Do not use the dock doors to jump down to the yard.</li>
<li>Do not go back for personal belongings and do not move trailers.</li>
<li>Go to your terminal’s assembly point (listed in the contacts file attached) and report to your fire warden.</li>
</ol>
<h2>Fire wardens</h2>
<p>Each shift has at least one fire warden per area (dock, office, warehouse, maintenance shop), named on the board at the time clock. Wardens check their area on the way out if safe, take the shift attendance list from the time clock system and do the roll call at the assembly point. Visitors are counted from the visitor log.</p>
<h2>Other emergencies</h2>
<ul>
<li><strong>Medical emergency</strong>: call 911, then a first aider by radio; send someone to meet the ambulance at the gate.</li>
<li><strong>Severe weather or power failure</strong>: the supervisor stops forklift work in trailers and closes dock doors.</li>
<li><strong>Threat or intruder</strong>: move away, call 911 and warn the supervisor; do not confront.</li>
</ul>
<p>Nobody returns to the building until the fire department or the terminal manager gives the all clear.</p>`,
      fr: `<h2>Alarmes</h2>
<p>Une alarme incendie continue signifie qu’il faut évacuer immédiatement. Un long coup de klaxon répété trois fois sur le quai signale un rejet de marchandises dangereuses : s’éloigner du quai vers les bureaux et attendre les consignes. Chaque terminal vérifie les alarmes tous les mois et tient un exercice d’évacuation deux fois par année, dont un pendant le quart de nuit.</p>
<h2>Au son de l’alarme</h2>
<ol>
<li>Cesser le travail. Les caristes abaissent les fourches, serrent le frein, coupent le moteur et laissent l’appareil sur place, si possible hors du chemin d’évacuation.</li>
<li>Sortir par la sortie sûre la plus proche. Ne pas sauter dans la cour par les portes de quai.</li>
<li>Ne pas retourner chercher ses effets personnels et ne pas déplacer de remorque.</li>
<li>Se rendre au point de rassemblement de son terminal (indiqué dans le fichier des personnes-ressources joint) et se présenter à son responsable d’évacuation.</li>
</ol>
<h2>Responsables d’évacuation</h2>
<p>Chaque quart compte au moins un responsable d’évacuation par secteur (quai, bureaux, entrepôt, atelier d’entretien), dont le nom figure au tableau près de l’horodateur. En sortant, les responsables vérifient leur secteur si la situation le permet, impriment la liste des présences du quart à partir du système de pointage et font l’appel nominal au point de rassemblement. Les visiteurs sont dénombrés à partir du registre des visiteurs.</p>
<h2>Autres urgences</h2>
<ul>
<li><strong>Urgence médicale</strong> : composer le 911, puis appeler un secouriste par radio; envoyer quelqu’un accueillir l’ambulance à la barrière.</li>
<li><strong>Intempéries ou panne d’électricité</strong> : le superviseur interrompt le travail au chariot élévateur dans les remorques et fait fermer les portes de quai.</li>
<li><strong>Menace ou intrus</strong> : s’éloigner, composer le 911 et prévenir le superviseur; ne pas intervenir.</li>
</ul>
<p>Personne ne retourne dans le bâtiment avant que le service d’incendie ou le directeur du terminal ne donne le signal.</p>`,
    },
  },

  // Customer Service
  {
    key: 'appointment-deliveries',
    number: 'CS-001',
    section: 'CUSTSERV',
    title: { en: 'Appointment Deliveries', fr: 'Livraisons sur rendez-vous' },
    owner: 'sales',
    processCategory: 'CORE',
    tags: ['appointment', 'delivery', 'customer'],
    audience: 'all',
    effectiveDate: '2026-05-25',
    revisions: [
      {
        number: 1,
        date: '2025-04-28',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-05-25',
        significant: false,
        summary: {
          en: 'Appointment windows narrowed to two hours.',
          fr: 'Plages de rendez-vous réduites à deux heures.',
        },
      },
    ],
    keywords: [
      { en: 'delivery appointment', fr: 'rendez-vous de livraison' },
      { en: 'missed appointment', fr: 'rendez-vous manqué' },
      { en: 'redelivery', fr: 'nouvelle livraison' },
      { en: 'notify before delivery', fr: 'avis avant livraison' },
    ],
    body: {
      en: `<h2>When an appointment is needed</h2>
<p>Many distribution centres, retailers and construction sites receive freight only at a booked time. When the bill of lading says "appointment required" or "call before delivery", or when the consignee is on our appointment list, the shipment is not put on a delivery route until an appointment is confirmed.</p>
<h2>How we book it</h2>
<ol>
<li>When the shipment reaches the delivering terminal, our customer service team contacts the consignee (phone, e-mail or the consignee’s booking site) and books a two-hour window.</li>
<li>The appointment date, time, confirmation number and the name of the person who confirmed it are entered on the probill. You can see them when you trace the shipment on the portal.</li>
<li>Appointments are normally booked for the next business day. Deliveries between 19:00 and 07:00 can be arranged at least 24 hours ahead.</li>
</ol>
<h2>Charges</h2>
<p>An appointment or a notify-before-delivery request is an accessorial service and is charged as shown on your rate agreement. Add it to the bill of lading so it can be quoted and billed correctly; appointments requested after pickup are still made but may delay delivery by a day.</p>
<h2>Missed or refused appointments</h2>
<ul>
<li>If our truck misses the window, we rebook at no charge and tell you the new date.</li>
<li>If the consignee is closed, cannot unload within the window or refuses the appointment, the freight returns to the terminal. Redelivery and storage charges apply after 24 hours of free storage.</li>
<li>Late deliveries caused by a consignee’s first available appointment being several days away do not count against our service guarantee.</li>
</ul>`,
      fr: `<h2>Quand un rendez-vous est nécessaire</h2>
<p>Bon nombre de centres de distribution, de détaillants et de chantiers ne reçoivent les marchandises qu’à une heure réservée. Lorsque le connaissement porte la mention « rendez-vous requis » ou « appeler avant la livraison », ou que le destinataire figure sur notre liste de rendez-vous, l’envoi n’est placé sur une tournée de livraison qu’une fois le rendez-vous confirmé.</p>
<h2>Comment nous le fixons</h2>
<ol>
<li>Lorsque l’envoi arrive au terminal de livraison, notre service à la clientèle communique avec le destinataire (téléphone, courriel ou site de réservation du destinataire) et réserve une plage de deux heures.</li>
<li>La date, l’heure, le numéro de confirmation et le nom de la personne qui a confirmé le rendez-vous sont inscrits au probill. Vous les voyez lorsque vous suivez l’envoi dans le portail.</li>
<li>Les rendez-vous sont habituellement fixés pour le jour ouvrable suivant. Une livraison entre 19 h et 7 h peut être organisée si elle est demandée au moins 24 heures à l’avance.</li>
</ol>
<h2>Frais</h2>
<p>Le rendez-vous et l’avis avant livraison sont des services accessoires facturés selon votre entente tarifaire. Indiquez-les sur le connaissement pour qu’ils soient inclus dans la soumission et facturés correctement; un rendez-vous demandé après la cueillette est tout de même pris, mais peut retarder la livraison d’une journée.</p>
<h2>Rendez-vous manqués ou refusés</h2>
<ul>
<li>Si notre camion rate la plage prévue, nous reprenons rendez-vous sans frais et vous informons de la nouvelle date.</li>
<li>Si le destinataire est fermé, ne peut pas décharger pendant la plage prévue ou refuse le rendez-vous, les marchandises retournent au terminal. Des frais de nouvelle livraison et d’entreposage s’appliquent après 24 heures d’entreposage gratuit.</li>
<li>Un retard dû au fait que le premier rendez-vous offert par le destinataire tombe plusieurs jours plus tard n’est pas imputé à notre garantie de service.</li>
</ul>`,
    },
  },
  {
    key: 'shipment-tracing',
    number: 'CS-002',
    section: 'CUSTSERV',
    title: {
      en: 'Shipment Tracing and Probill Inquiries',
      fr: 'Suivi des envois et demandes de renseignements sur les probills',
    },
    owner: 'sales',
    processCategory: 'CORE',
    tags: ['customer', 'delivery'],
    audience: 'staff',
    effectiveDate: '2025-09-08',
    revisions: [
      {
        number: 1,
        date: '2025-09-08',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
    ],
    keywords: [
      { en: 'probill number', fr: 'numéro de probill' },
      { en: 'tracing', fr: 'suivi' },
      { en: 'estimated delivery', fr: 'livraison prévue' },
      { en: 'first call resolution', fr: 'résolution au premier appel' },
    ],
    body: {
      en: `<h2>Finding the shipment</h2>
<p>Customers can trace up to 50 probills at once on the portal. When they call or write, the agent finds the shipment by any of these: the 10-digit probill number, the bill of lading or purchase order number (reference numbers 1 to 4), the pickup number, or the shipper, consignee and pickup date.</p>
<h2>Answering the inquiry</h2>
<ol>
<li>Read the whole probill history before answering: pickup, terminal scans, the linehaul trailer, appointment notes, OS&amp;D reports and delivery.</li>
<li>Give the customer facts, not guesses: where the freight was last scanned, when, and the estimated delivery date shown in the system.</li>
<li>If the last scan is more than 24 hours old and the shipment is not on a linehaul trailer, open a trace request with the terminal; the terminal answers within 4 business hours.</li>
<li>Record every call in the probill notes with the caller’s name and what was promised.</li>
</ol>
<h2>When the news is bad</h2>
<p>If the shipment is late, damaged or short, say so plainly and explain what happens next. Offer to call back at a set time rather than leaving the customer waiting. A late delivery on a guaranteed service (by noon or by 4 pm) is flagged for the guarantee credit without waiting for the customer to ask.</p>
<h2>Targets</h2>
<table>
<thead><tr><th>Measure</th><th>Target</th></tr></thead>
<tbody>
<tr><td>Calls answered within 60 seconds</td><td>85%</td></tr>
<tr><td>E-mails answered</td><td>within 4 business hours</td></tr>
<tr><td>Inquiries resolved on the first contact</td><td>75%</td></tr>
</tbody>
</table>
<p>Agents may share shipment details only with the shipper, the consignee, the bill-to party, or someone they name.</p>`,
      fr: `<h2>Trouver l’envoi</h2>
<p>Les clients peuvent suivre jusqu’à 50 probills à la fois dans le portail. Lorsqu’ils appellent ou écrivent, l’agent retrouve l’envoi à l’aide de l’un ou l’autre des éléments suivants : le numéro de probill à 10 chiffres, le numéro de connaissement ou de bon de commande (numéros de référence 1 à 4), le numéro de cueillette, ou encore l’expéditeur, le destinataire et la date de cueillette.</p>
<h2>Répondre à la demande</h2>
<ol>
<li>Lire tout l’historique du probill avant de répondre : cueillette, lectures aux terminaux, remorque interterminale, notes sur le rendez-vous, rapports OS&amp;D et livraison.</li>
<li>Donner des faits au client, pas des suppositions : où et quand les marchandises ont été lues la dernière fois, et la date de livraison prévue qu’indique le système.</li>
<li>Si la dernière lecture date de plus de 24 heures et que l’envoi n’est pas dans une remorque interterminale, ouvrir une demande de recherche auprès du terminal; celui-ci répond dans un délai de 4 heures ouvrables.</li>
<li>Consigner chaque appel dans les notes du probill, avec le nom de l’interlocuteur et ce qui a été promis.</li>
</ol>
<h2>Quand les nouvelles sont mauvaises</h2>
<p>Si l’envoi est en retard, endommagé ou incomplet, dites-le franchement et expliquez la suite. Proposez de rappeler à une heure précise plutôt que de laisser le client attendre. Un retard sur un service garanti (livraison avant midi ou avant 16 h) est signalé pour le crédit de garantie sans attendre que le client le demande.</p>
<h2>Cibles</h2>
<table>
<thead><tr><th>Indicateur</th><th>Cible</th></tr></thead>
<tbody>
<tr><td>Appels répondus en moins de 60 secondes</td><td>85 %</td></tr>
<tr><td>Réponse aux courriels</td><td>en moins de 4 heures ouvrables</td></tr>
<tr><td>Demandes réglées au premier contact</td><td>75 %</td></tr>
</tbody>
</table>
<p>Les agents ne communiquent les détails d’un envoi qu’à l’expéditeur, au destinataire, à la partie facturée ou à une personne que ceux-ci désignent.</p>`,
    },
  },
  {
    key: 'customer-complaints',
    number: 'CS-003',
    section: 'CUSTSERV',
    title: { en: 'Customer Complaint Handling', fr: 'Traitement des plaintes des clients' },
    owner: 'caradmin',
    processCategory: 'MANAGEMENT',
    tags: ['customer', 'audit'],
    audience: 'staff',
    effectiveDate: '2026-01-05',
    revisions: [
      {
        number: 1,
        date: '2025-05-19',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-01-05',
        significant: false,
        summary: {
          en: 'Complaints now logged in the corrective action register.',
          fr: 'Les plaintes sont maintenant consignées au registre des actions correctives.',
        },
      },
    ],
    keywords: [
      { en: 'complaint', fr: 'plainte' },
      { en: 'acknowledgement', fr: 'accusé de réception' },
      { en: 'escalation', fr: 'recours hiérarchique' },
    ],
    body: {
      en: `<h2>What counts as a complaint</h2>
<p>A complaint is any expression of dissatisfaction about our service that the customer expects us to answer: repeated late pickups, a rude driver, an invoice error, a damaged shipment handled badly. Claims for loss or damage follow the claims procedure, but the way the customer was treated during the claim can itself be a complaint.</p>
<h2>Receiving the complaint</h2>
<ol>
<li>Whoever receives it, a driver, an agent or a sales representative, listens without arguing, thanks the customer and writes down the facts.</li>
<li>The complaint is logged the same day as a corrective action request with the source <em>Customer complaint</em>, the customer number and the probills concerned.</li>
<li>The customer receives an acknowledgement within one business day with a reference number and the name of the person following up.</li>
</ol>
<h2>Resolving it</h2>
<p>The department manager investigates and answers the customer within 10 business days. The answer explains what happened, what we have done for this customer (a credit, a rebooked delivery, an apology) and what we have changed so it does not happen again. If the investigation will take longer, the customer is told why and when to expect an answer.</p>
<h2>Escalation</h2>
<ul>
<li>A customer not satisfied with the answer may ask for a review by the customer service manager.</li>
<li>Complaints involving safety, dangerous goods or a possible breach of the law go to the vice-president of operations the same day.</li>
</ul>
<h2>Review</h2>
<p>Complaints are summarised by cause at each management review. The same cause appearing three times in a quarter requires a root cause analysis.</p>`,
      fr: `<h2>Ce qui constitue une plainte</h2>
<p>Une plainte est toute manifestation d’insatisfaction à l’égard de notre service à laquelle le client s’attend à recevoir une réponse : cueillettes en retard à répétition, conducteur impoli, erreur de facturation, envoi endommagé mal pris en charge. Les réclamations pour perte ou avarie suivent la procédure des réclamations, mais la façon dont le client a été traité pendant sa réclamation peut elle-même faire l’objet d’une plainte.</p>
<h2>Recevoir la plainte</h2>
<ol>
<li>La personne qui la reçoit, qu’il s’agisse d’un conducteur, d’un agent ou d’un représentant des ventes, écoute sans argumenter, remercie le client et prend les faits en note.</li>
<li>La plainte est consignée le jour même comme demande d’action corrective, avec la source <em>Plainte de client</em>, le numéro du client et les probills visés.</li>
<li>Le client reçoit un accusé de réception dans un délai d’un jour ouvrable, avec un numéro de référence et le nom de la personne qui assure le suivi.</li>
</ol>
<h2>Régler la plainte</h2>
<p>Le directeur du service concerné mène l’enquête et répond au client dans les 10 jours ouvrables. La réponse explique ce qui s’est passé, ce que nous avons fait pour ce client (crédit, nouvelle livraison, excuses) et ce que nous avons changé pour éviter que la situation se reproduise. Si l’enquête doit durer plus longtemps, on explique au client pourquoi et quand il recevra une réponse.</p>
<h2>Recours hiérarchique</h2>
<ul>
<li>Le client qui n’est pas satisfait de la réponse peut demander une révision par la directrice du service à la clientèle.</li>
<li>Les plaintes qui touchent la sécurité, les marchandises dangereuses ou un possible manquement à la loi sont transmises le jour même au vice-président des opérations.</li>
</ul>
<h2>Revue</h2>
<p>Les plaintes sont résumées par cause à chaque revue de direction. Une même cause relevée trois fois au cours d’un trimestre exige une analyse des causes fondamentales.</p>`,
    },
  },
  {
    key: 'proof-of-delivery',
    number: 'CS-004',
    section: 'CUSTSERV',
    title: {
      en: 'Proof of Delivery and Delivery Exceptions',
      fr: 'Preuve de livraison et exceptions à la livraison',
    },
    owner: 'sales',
    processCategory: 'CORE',
    tags: ['delivery', 'bill-of-lading', 'claims'],
    audience: 'staff',
    effectiveDate: '2026-07-20',
    revisions: [
      {
        number: 1,
        date: '2025-04-28',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-07-20',
        significant: true,
        summary: {
          en: 'Electronic signature with photo now required on every delivery.',
          fr: 'Signature électronique avec photo désormais exigée à chaque livraison.',
        },
      },
    ],
    keywords: [
      { en: 'proof of delivery', fr: 'preuve de livraison' },
      { en: 'delivery receipt', fr: 'reçu de livraison' },
      { en: 'refused shipment', fr: 'envoi refusé' },
      { en: 'signature', fr: 'signature' },
    ],
    body: {
      en: `<h2>At the door</h2>
<ol>
<li>The driver unloads the freight at the place agreed (dock, tailgate or inside delivery when ordered) and counts the pieces with the consignee.</li>
<li>The consignee checks the freight and signs on the handheld. The driver types the consignee’s printed name; "driver" or a scribble alone is not accepted.</li>
<li>The driver takes a photo of the delivered freight showing the labels. The signature, photo, time and GPS position make up the proof of delivery (POD), available to the customer on the portal within 15 minutes.</li>
</ol>
<h2>Exceptions</h2>
<p>If the consignee notes damage or a shortage, the driver records it on the handheld in the consignee’s words, photographs it, and both sign. The driver never argues with the consignee about the exception and never asks them to sign "clean". The terminal opens an OS&amp;D report when the driver returns.</p>
<h2>Refused or undeliverable shipments</h2>
<ul>
<li><strong>Refused</strong>: record the reason given and bring the freight back. Customer service informs the shipper the same day and asks for instructions: redeliver, return or hold.</li>
<li><strong>Closed or no one to receive</strong>: leave a delivery notice with the probill number and a phone number, photograph the closed door and bring the freight back.</li>
<li>Freight is never left outside or with a neighbour unless the consignee has given written authority on file.</li>
</ul>
<h2>Paper receipts</h2>
<p>When the handheld fails, the driver uses the paper delivery receipt, which is scanned at the terminal before the end of the shift and attached to the probill.</p>`,
      fr: `<h2>À la porte du client</h2>
<ol>
<li>Le conducteur décharge les marchandises à l’endroit convenu (quai, hayon ou livraison à l’intérieur si elle a été commandée) et compte les colis avec le destinataire.</li>
<li>Le destinataire vérifie les marchandises et signe sur le lecteur portatif. Le conducteur saisit le nom du signataire en lettres moulées; la mention « conducteur » ou un simple gribouillis n’est pas accepté.</li>
<li>Le conducteur photographie les marchandises livrées en montrant les étiquettes. La signature, la photo, l’heure et la position GPS constituent la preuve de livraison, que le client peut consulter dans le portail moins de 15 minutes plus tard.</li>
</ol>
<h2>Exceptions</h2>
<p>Si le destinataire constate une avarie ou un manquant, le conducteur l’inscrit dans le lecteur dans les mots mêmes du destinataire, la photographie, et les deux signent. Le conducteur ne discute jamais de la réserve avec le destinataire et ne lui demande jamais de signer sans réserve. Le terminal ouvre un rapport OS&amp;D au retour du conducteur.</p>
<h2>Envois refusés ou impossibles à livrer</h2>
<ul>
<li><strong>Refus</strong> : consigner le motif invoqué et rapporter les marchandises. Le service à la clientèle informe l’expéditeur le jour même et lui demande ses instructions : nouvelle livraison, retour ou retenue.</li>
<li><strong>Établissement fermé ou personne pour recevoir</strong> : laisser un avis de passage indiquant le numéro de probill et un numéro de téléphone, photographier la porte fermée et rapporter les marchandises.</li>
<li>Les marchandises ne sont jamais laissées dehors ni chez un voisin sans une autorisation écrite du destinataire versée au dossier.</li>
</ul>
<h2>Reçus papier</h2>
<p>Si le lecteur portatif tombe en panne, le conducteur utilise le reçu de livraison papier, qui est numérisé au terminal avant la fin du quart et joint au probill.</p>`,
    },
  },
  {
    key: 'quote-requests',
    number: 'CS-005',
    section: 'CUSTSERV',
    title: { en: 'Quotes and Rate Inquiries', fr: 'Soumissions et demandes de tarifs' },
    owner: 'sales',
    processCategory: 'CORE',
    tags: ['customer', 'pickup'],
    audience: 'staff',
    effectiveDate: '2026-08-17',
    revisions: [
      {
        number: 1,
        date: '2025-06-09',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-08-17',
        significant: false,
        summary: {
          en: 'Added the downtown congestion surcharge.',
          fr: 'Ajout du supplément pour congestion au centre-ville.',
        },
      },
    ],
    keywords: [
      { en: 'online quoting', fr: 'soumission en ligne' },
      { en: 'accessorial charges', fr: 'frais accessoires' },
      { en: 'congestion surcharge', fr: 'supplément pour congestion' },
      { en: 'quote validity', fr: 'validité de la soumission' },
    ],
    body: {
      en: `<h2>Online quotes</h2>
<p>Most customers get their quotes on the portal (Online Quoting). The portal prices the shipment from their rate agreement: origin and destination postal codes, freight class or density, weight, and up to four accessorial services such as tailgate, appointment, inside delivery or residential delivery. Limited accounts may request up to 5 quotes in 24 hours; agents can lift the limit for an account that has a good reason.</p>
<h2>Quotes prepared by an agent</h2>
<ol>
<li>Requests that the portal cannot price (overdimensional freight, dangerous goods, shipments over 10 linear feet, lanes outside our service area) arrive in the quote queue.</li>
<li>The agent answers within 20 minutes between 8:00 and 19:00 Eastern time. Requests received outside those hours are answered first thing the next business day.</li>
<li>Check the commodity, dimensions and density class; ask the customer rather than guess.</li>
<li>Add the surcharges that apply: fuel, the congestion surcharge for downtown Montreal, Toronto and Vancouver postal codes, and any valuation charge for a declared value above $2.00 per pound.</li>
<li>Send the quote from the system, never by a separate e-mail, so that it has a quote number the customer can write on the bill of lading.</li>
</ol>
<h2>Validity</h2>
<p>A quote is valid for 30 days, for the freight described. If the freight measured at our terminal differs from the quote, the shipment is billed on the actual weight and dimensions and the customer is told why.</p>
<h2>Pricing authority</h2>
<p>Agents quote from published rates and the customer’s agreement only. Discounts beyond the agreement are approved by the sales representative for the account, who records the reason in the quote.</p>`,
      fr: `<h2>Soumissions en ligne</h2>
<p>La plupart des clients obtiennent leurs soumissions dans le portail (Soumission en ligne). Le portail établit le prix de l’envoi selon l’entente tarifaire du client : codes postaux d’origine et de destination, classe de fret ou densité, poids et jusqu’à quatre services accessoires, comme le hayon élévateur, le rendez-vous, la livraison à l’intérieur ou la livraison résidentielle. Les comptes limités peuvent demander jusqu’à 5 soumissions par période de 24 heures; l’agent peut lever cette limite pour un compte qui a une bonne raison.</p>
<h2>Soumissions préparées par un agent</h2>
<ol>
<li>Les demandes que le portail ne peut pas tarifer (marchandises hors normes, marchandises dangereuses, envois de plus de 10 pieds linéaires, trajets hors de notre zone de service) arrivent dans la file des soumissions.</li>
<li>L’agent répond en moins de 20 minutes entre 8 h et 19 h, heure de l’Est. Les demandes reçues en dehors de ces heures sont traitées en priorité le jour ouvrable suivant.</li>
<li>Vérifier la marchandise, les dimensions et la classe de densité; poser la question au client plutôt que de deviner.</li>
<li>Ajouter les suppléments applicables : carburant, supplément pour congestion dans les codes postaux du centre-ville de Montréal, de Toronto et de Vancouver, et frais d’évaluation pour une valeur déclarée supérieure à 2,00 $ la livre.</li>
<li>Envoyer la soumission à partir du système, jamais par un courriel distinct, pour qu’elle porte un numéro de soumission que le client pourra inscrire sur le connaissement.</li>
</ol>
<h2>Validité</h2>
<p>Une soumission est valide 30 jours pour les marchandises décrites. Si les marchandises mesurées à notre terminal diffèrent de la soumission, l’envoi est facturé selon le poids et les dimensions réels et le client en est informé.</p>
<h2>Pouvoir de tarification</h2>
<p>Les agents établissent leurs soumissions uniquement à partir des tarifs publiés et de l’entente du client. Tout rabais qui dépasse l’entente est approuvé par le représentant des ventes responsable du compte, qui en consigne le motif dans la soumission.</p>`,
    },
  },

  // Warehousing and Distribution
  {
    key: 'warehouse-receiving',
    number: 'WD-001',
    section: 'MULTIMODAL',
    title: { en: 'Warehouse Receiving and Putaway', fr: 'Réception et rangement en entrepôt' },
    owner: 'writer',
    processCategory: 'CORE',
    tags: ['inventory', 'pallet', 'dock'],
    audience: 'staff',
    effectiveDate: '2026-02-16',
    revisions: [
      {
        number: 1,
        date: '2025-06-23',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-02-16',
        significant: false,
        summary: {
          en: 'Extended to the Vancouver warehouse.',
          fr: 'Procédure étendue à l’entrepôt de Vancouver.',
        },
      },
    ],
    keywords: [
      { en: 'advance shipping notice', fr: 'avis d’expédition préalable' },
      { en: 'putaway', fr: 'rangement' },
      { en: 'rack location', fr: 'emplacement dans le palettier' },
      { en: 'licence plate', fr: 'étiquette de palette' },
    ],
    body: {
      en: `<h2>Scope</h2>
<p>Our Montreal and Vancouver warehouses store customers’ inventory and ship orders from it. Unlike cross-dock freight, warehouse freight becomes stock that we account for item by item. This procedure covers receiving it and putting it away.</p>
<h2>Before the truck arrives</h2>
<p>The customer sends an advance shipping notice (ASN) listing the items, quantities and lot numbers. The receiving clerk books a dock appointment and prints the receiving sheet. A delivery without an ASN is received only after the customer confirms it by e-mail.</p>
<h2>Receiving</h2>
<ol>
<li>Check the seal and the carrier’s paperwork, then unload pallet by pallet.</li>
<li>Count the cases on each pallet against the ASN, and open one case in twenty to check the item number and quantity inside.</li>
<li>Record lot numbers and expiry dates when the customer requires lot control.</li>
<li>Note damage and differences on the receiving sheet, photograph them and report them to the customer within 24 hours. Damaged stock goes to the quarantine location, not to the racks.</li>
<li>Apply a licence plate label (a unique pallet number) to each pallet and scan it.</li>
</ol>
<h2>Putaway</h2>
<ul>
<li>The handheld suggests a rack location based on the item, its size and how often it ships. Fast movers go to the lower levels near the shipping doors.</li>
<li>Scan the location when the pallet is placed. A pallet is not available for orders until its location is scanned.</li>
<li>Never exceed the load rating posted on the rack beam; never place a pallet that overhangs the beam by more than 5 cm.</li>
</ul>
<p>Receipts are confirmed to the customer in the warehouse system the same day.</p>`,
      fr: `<h2>Portée</h2>
<p>Nos entrepôts de Montréal et de Vancouver stockent les marchandises de nos clients et expédient des commandes à partir de ces stocks. Contrairement aux marchandises transbordées, les marchandises entreposées deviennent un inventaire dont nous rendons compte article par article. La présente procédure porte sur leur réception et leur rangement.</p>
<h2>Avant l’arrivée du camion</h2>
<p>Le client transmet un avis d’expédition préalable (AEP) qui énumère les articles, les quantités et les numéros de lot. Le commis à la réception fixe un rendez-vous de quai et imprime la feuille de réception. Une livraison sans AEP n’est reçue qu’après confirmation du client par courriel.</p>
<h2>Réception</h2>
<ol>
<li>Vérifier le scellé et les documents du transporteur, puis décharger palette par palette.</li>
<li>Compter les caisses de chaque palette et les comparer à l’AEP; ouvrir une caisse sur vingt pour vérifier le numéro d’article et la quantité à l’intérieur.</li>
<li>Consigner les numéros de lot et les dates de péremption lorsque le client exige le suivi des lots.</li>
<li>Noter les dommages et les écarts sur la feuille de réception, les photographier et les signaler au client dans les 24 heures. Les stocks endommagés vont à l’emplacement de quarantaine, pas dans les palettiers.</li>
<li>Apposer sur chaque palette une étiquette portant un numéro de palette unique, puis la lire.</li>
</ol>
<h2>Rangement</h2>
<ul>
<li>Le lecteur portatif suggère un emplacement dans le palettier selon l’article, ses dimensions et la fréquence de ses expéditions. Les articles à forte rotation vont aux niveaux inférieurs, près des portes d’expédition.</li>
<li>Lire l’emplacement une fois la palette déposée. Une palette n’est disponible pour les commandes qu’une fois son emplacement lu.</li>
<li>Ne jamais dépasser la charge nominale affichée sur la lisse du palettier; ne jamais déposer une palette qui dépasse la lisse de plus de 5 cm.</li>
</ul>
<p>Les réceptions sont confirmées au client dans le système d’entrepôt le jour même.</p>`,
    },
  },
  {
    key: 'inventory-cycle-counts',
    number: 'WD-002',
    section: 'MULTIMODAL',
    title: {
      en: 'Cycle Counts and Inventory Accuracy',
      fr: 'Inventaires tournants et exactitude des stocks',
    },
    owner: 'auditor',
    processCategory: 'CORE',
    tags: ['inventory', 'audit'],
    audience: 'staff',
    effectiveDate: '2025-11-24',
    revisions: [
      {
        number: 1,
        date: '2025-11-24',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
    ],
    keywords: [
      { en: 'cycle count', fr: 'inventaire tournant' },
      { en: 'inventory accuracy', fr: 'exactitude des stocks' },
      { en: 'ABC classification', fr: 'classement ABC' },
      { en: 'adjustment', fr: 'ajustement' },
    ],
    body: {
      en: `<h2>Why we cycle count</h2>
<p>Customers trust our stock figures to sell their products. Instead of closing the warehouse for a yearly physical count, we count a few locations every day, so that every location is counted several times a year and errors are found while they are still easy to trace.</p>
<h2>Count frequency</h2>
<table>
<thead><tr><th>Class</th><th>Items</th><th>Counted</th></tr></thead>
<tbody>
<tr><td>A</td><td>The 20% of items that make up 80% of shipments</td><td>Monthly</td></tr>
<tr><td>B</td><td>The next 30% of items</td><td>Quarterly</td></tr>
<tr><td>C</td><td>All other items</td><td>Twice a year</td></tr>
</tbody>
</table>
<p>A location is also counted whenever a picker finds it empty while the system shows stock, and after any damage in the location.</p>
<h2>Counting</h2>
<ol>
<li>The system issues the day’s count list at the start of the first shift. Counts are blind: the counter does not see the expected quantity.</li>
<li>Count every unit in the location, including partial cases, and enter the quantity and lot number on the handheld.</li>
<li>If the count differs from the system, a second counter recounts. Two matching counts are final.</li>
</ol>
<h2>Adjustments</h2>
<p>The inventory controller investigates each difference before adjusting: a pick not confirmed, a receipt put in the wrong location, a transfer not scanned. Adjustments over $500 in value, or over 2% of the item’s stock, need the warehouse manager’s approval, and the customer is told in the daily inventory report.</p>
<h2>Target</h2>
<p>Location accuracy of at least 99.5%, measured as locations counted without any difference. Results are reported monthly to each customer and reviewed at the management review.</p>`,
      fr: `<h2>Pourquoi des inventaires tournants</h2>
<p>Nos clients se fient à nos chiffres de stock pour vendre leurs produits. Plutôt que de fermer l’entrepôt pour un inventaire physique annuel, nous comptons quelques emplacements chaque jour : chaque emplacement est ainsi compté plusieurs fois par année et les erreurs sont repérées pendant qu’il est encore facile d’en retrouver l’origine.</p>
<h2>Fréquence des comptages</h2>
<table>
<thead><tr><th>Classe</th><th>Articles</th><th>Comptage</th></tr></thead>
<tbody>
<tr><td>A</td><td>Les 20 % des articles qui représentent 80 % des expéditions</td><td>Chaque mois</td></tr>
<tr><td>B</td><td>Les 30 % d’articles suivants</td><td>Chaque trimestre</td></tr>
<tr><td>C</td><td>Tous les autres articles</td><td>Deux fois par année</td></tr>
</tbody>
</table>
<p>Un emplacement est aussi compté chaque fois qu’un préparateur le trouve vide alors que le système indique du stock, ainsi qu’après tout dommage survenu à cet emplacement.</p>
<h2>Comptage</h2>
<ol>
<li>Le système produit la liste de comptage du jour au début du premier quart. Les comptages se font à l’aveugle : le compteur ne voit pas la quantité attendue.</li>
<li>Compter chaque unité de l’emplacement, y compris les caisses entamées, puis saisir la quantité et le numéro de lot dans le lecteur portatif.</li>
<li>Si le compte diffère du système, un deuxième compteur recompte. Deux comptes identiques sont définitifs.</li>
</ol>
<h2>Ajustements</h2>
<p>Le contrôleur des stocks analyse chaque écart avant d’ajuster : prélèvement non confirmé, réception rangée au mauvais emplacement, transfert non lu. Les ajustements de plus de 500 $ ou de plus de 2 % du stock de l’article exigent l’approbation du directeur de l’entrepôt, et le client en est informé dans le rapport d’inventaire quotidien.</p>
<h2>Cible</h2>
<p>Une exactitude d’au moins 99,5 % des emplacements, soit la proportion d’emplacements comptés sans aucun écart. Les résultats sont communiqués chaque mois à chaque client et examinés à la revue de direction.</p>`,
    },
  },
  {
    key: 'order-picking',
    number: 'WD-003',
    section: 'MULTIMODAL',
    title: { en: 'Order Picking and Shipping', fr: 'Préparation et expédition des commandes' },
    owner: 'writer',
    processCategory: 'CORE',
    tags: ['inventory', 'pallet', 'packaging', 'bill-of-lading'],
    audience: 'staff',
    effectiveDate: '2026-06-15',
    revisions: [
      {
        number: 1,
        date: '2025-06-23',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-02-16',
        significant: false,
        summary: {
          en: 'Added first-expired, first-out picking.',
          fr: 'Ajout du prélèvement premier périmé, premier sorti.',
        },
      },
      {
        number: 3,
        date: '2026-06-15',
        significant: true,
        summary: {
          en: 'Every order is now checked by a second person before wrapping.',
          fr: 'Chaque commande est maintenant vérifiée par une deuxième personne avant l’emballage.',
        },
      },
    ],
    keywords: [
      { en: 'order picking', fr: 'préparation de commandes' },
      { en: 'FEFO', fr: 'PPPS (premier périmé, premier sorti)' },
      { en: 'order check', fr: 'vérification de commande' },
      { en: 'same-day shipping', fr: 'expédition le jour même' },
    ],
    body: {
      en: `<h2>Order release</h2>
<p>Orders received from customers by 13:00 are released for picking the same day and leave on that evening’s routes or linehaul trailers. Orders received later ship the next business day unless the customer has a same-day agreement.</p>
<h2>Picking</h2>
<ol>
<li>Take the pick list on the handheld. It lists locations in walking order.</li>
<li>Scan the location, then the item. Pick the quantity shown. The handheld refuses a wrong item or a wrong lot.</li>
<li>For lot-controlled items, pick the lot that expires first (first expired, first out), even if another lot is easier to reach. The handheld directs you to it.</li>
<li>If the location has less than the quantity needed, do not take stock from another location on your own: report a short pick, and the system sends you to the next location or triggers a count.</li>
</ol>
<h2>Checking and packing</h2>
<ul>
<li>A second person checks every order at the packing station by scanning each item. Errors found here cost nothing; errors found by the consignee cost a claim and a customer.</li>
<li>Build the pallet following FH-002: heaviest cases at the bottom, no overhang, five wraps at the base.</li>
<li>Small orders are packed in cartons with enough filler that nothing moves.</li>
<li>Put the packing list in a pouch on the pallet, and the probill label on two sides.</li>
</ul>
<h2>Shipping</h2>
<p>The warehouse system creates the bill of lading and the probill automatically when the order is closed. The pallet is moved to the outbound door of its route and scanned onto the trailer, after which it follows the terminal’s cross-docking procedure. The shipment confirmation, with the probill number for tracing, is sent to the customer when the trailer leaves.</p>`,
      fr: `<h2>Libération des commandes</h2>
<p>Les commandes reçues des clients avant 13 h sont libérées pour la préparation le jour même et partent le soir dans les tournées ou les remorques interterminales. Les commandes reçues plus tard sont expédiées le jour ouvrable suivant, sauf si le client a conclu une entente d’expédition le jour même.</p>
<h2>Prélèvement</h2>
<ol>
<li>Ouvrir la liste de prélèvement dans le lecteur portatif. Les emplacements y sont présentés dans l’ordre du parcours.</li>
<li>Lire l’emplacement, puis l’article. Prélever la quantité indiquée. Le lecteur refuse un article ou un lot erroné.</li>
<li>Pour les articles suivis par lot, prélever le lot dont la date de péremption est la plus proche (premier périmé, premier sorti), même si un autre lot est plus facile d’accès. Le lecteur vous y dirige.</li>
<li>Si l’emplacement contient moins que la quantité demandée, ne pas prendre de stock ailleurs de votre propre chef : déclarer un prélèvement incomplet; le système vous envoie alors à l’emplacement suivant ou déclenche un comptage.</li>
</ol>
<h2>Vérification et emballage</h2>
<ul>
<li>Une deuxième personne vérifie chaque commande au poste d’emballage en lisant chaque article. Une erreur repérée à cette étape ne coûte rien; une erreur découverte par le destinataire coûte une réclamation et un client.</li>
<li>Monter la palette selon FH-002 : caisses les plus lourdes en bas, aucun débordement, cinq tours de pellicule à la base de la palette.</li>
<li>Les petites commandes sont emballées dans des boîtes avec assez de matériel de calage pour que rien ne bouge.</li>
<li>Glisser la liste de colisage dans une pochette fixée à la palette et apposer l’étiquette de probill sur deux côtés.</li>
</ul>
<h2>Expédition</h2>
<p>Le système d’entrepôt crée automatiquement le connaissement et le probill à la fermeture de la commande. La palette est amenée à la porte de départ de sa tournée et lue au chargement dans la remorque; elle suit ensuite la procédure de transbordement du terminal. La confirmation d’expédition, avec le numéro de probill pour le suivi, est envoyée au client au départ de la remorque.</p>`,
    },
  },
  {
    key: 'storage-charges',
    number: 'WD-004',
    section: 'MULTIMODAL',
    title: {
      en: 'Terminal Storage and Storage Charges',
      fr: 'Entreposage au terminal et frais d’entreposage',
    },
    owner: 'sales',
    processCategory: 'CORE',
    tags: ['inventory', 'customer', 'delivery'],
    audience: 'all',
    effectiveDate: '2026-04-27',
    revisions: [
      {
        number: 1,
        date: '2025-07-07',
        significant: true,
        summary: { en: 'First issue.', fr: 'Première édition.' },
      },
      {
        number: 2,
        date: '2026-04-27',
        significant: false,
        summary: {
          en: 'Storage rates for 2026 and the 90-day return rule.',
          fr: 'Tarifs d’entreposage 2026 et règle de retour après 90 jours.',
        },
      },
    ],
    keywords: [
      { en: 'free storage', fr: 'entreposage gratuit' },
      { en: 'dock pickup', fr: 'cueillette au quai' },
      { en: 'undeliverable freight', fr: 'marchandises non livrables' },
      { en: 'storage rates', fr: 'tarifs d’entreposage' },
    ],
    body: {
      en: `<h2>When freight stays at our terminal</h2>
<p>Our terminals are built to move freight, not to store it. Freight stays at a terminal when the consignee picks it up at our dock, when it is waiting for a delivery appointment, or when it could not be delivered (refused, closed, wrong address) and we are waiting for instructions.</p>
<h2>Free time</h2>
<ul>
<li><strong>Dock pickup</strong>: the consignee has 24 hours free storage from the time we send the arrival notice. Bring the probill number and photo identification; freight is released only to the consignee or someone holding their written authority.</li>
<li><strong>Undeliverable freight</strong>: 24 hours free from the time we notify the shipper. The shipper decides whether we redeliver, return the freight, or hold it for pickup.</li>
</ul>
<h2>Storage charges</h2>
<table>
<thead><tr><th>Freight</th><th>Charge after the free time</th></tr></thead>
<tbody>
<tr><td>Each pallet position (up to 48 × 40 × 96 inches)</td><td>$25.00 per day</td></tr>
<tr><td>Loose pieces</td><td>$6.00 per 100 lb per day, minimum $25.00</td></tr>
<tr><td>Dangerous goods</td><td>Double the rates above</td></tr>
</tbody>
</table>
<p>Storage is billed to the party that pays the freight charges unless the delay was caused by the other party, in which case we bill them directly when our agreement with them allows it.</p>
<h2>Long-term storage</h2>
<p>Freight unclaimed after 30 days is reported to the shipper in writing. A shipment unused in 90 days goes back to the origin terminal and the shipper is invoiced for the return. After the notice periods required by law, unclaimed goods may be sold or disposed of to cover the charges owed.</p>
<p>For storage longer than a few days, ask about our warehouse services in Montreal and Vancouver, which are billed monthly at lower rates.</p>`,
      fr: `<h2>Quand les marchandises restent à notre terminal</h2>
<p>Nos terminaux sont conçus pour faire circuler les marchandises, pas pour les entreposer. Des marchandises restent au terminal lorsque le destinataire vient les chercher à notre quai, lorsqu’elles attendent un rendez-vous de livraison ou lorsqu’elles n’ont pas pu être livrées (refus, établissement fermé, mauvaise adresse) et que nous attendons des instructions.</p>
<h2>Délai de franchise</h2>
<ul>
<li><strong>Cueillette au quai</strong> : le destinataire dispose de 24 heures d’entreposage gratuit à compter de l’envoi de l’avis d’arrivée. Présentez le numéro de probill et une pièce d’identité avec photo; les marchandises sont remises seulement au destinataire ou à une personne munie de son autorisation écrite.</li>
<li><strong>Marchandises non livrables</strong> : 24 heures gratuites à compter de l’avis à l’expéditeur. L’expéditeur décide si nous livrons de nouveau, si nous retournons les marchandises ou si nous les gardons pour qu’on vienne les chercher.</li>
</ul>
<h2>Frais d’entreposage</h2>
<table>
<thead><tr><th>Marchandises</th><th>Frais après le délai de franchise</th></tr></thead>
<tbody>
<tr><td>Chaque position de palette (jusqu’à 48 × 40 × 96 po)</td><td>25,00 $ par jour</td></tr>
<tr><td>Colis en vrac</td><td>6,00 $ par 100 lb par jour, minimum de 25,00 $</td></tr>
<tr><td>Marchandises dangereuses</td><td>Le double des tarifs ci-dessus</td></tr>
</tbody>
</table>
<p>L’entreposage est facturé à la partie qui paie le transport, sauf si le retard est attribuable à l’autre partie; nous facturons alors cette dernière directement lorsque notre entente avec elle le permet.</p>
<h2>Entreposage prolongé</h2>
<p>Les marchandises non réclamées après 30 jours font l’objet d’un avis écrit à l’expéditeur. Un envoi qui n’a pas bougé depuis 90 jours retourne au terminal d’origine et le retour est facturé à l’expéditeur. À l’expiration des délais d’avis prévus par la loi, les marchandises non réclamées peuvent être vendues ou éliminées pour couvrir les frais dus.</p>
<p>Pour un entreposage de plus de quelques jours, renseignez-vous sur nos services d’entrepôt à Montréal et à Vancouver, facturés au mois à des tarifs plus avantageux.</p>`,
    },
  },
]

/**
 * Required readings by user group. Documents every staff member must read are marked on the document
 * itself (`requiredForAllStaff`); these are the readings of one group, each with its due date.
 */
export const manualRequiredReadings: ManualRequiredReading[] = [
  // Employees
  { group: 'FRT-EMPLOYEES', documentKey: 'quality-policy', dueDate: '2026-03-31' },
  { group: 'FRT-EMPLOYEES', documentKey: 'whmis-program', dueDate: '2026-10-15' },
  { group: 'FRT-EMPLOYEES', documentKey: 'forklift-pre-use-inspection', dueDate: '2026-12-10' },
  { group: 'FRT-EMPLOYEES', documentKey: 'freight-receiving', dueDate: '2026-12-15' },
  { group: 'FRT-EMPLOYEES', documentKey: 'osd-reporting', dueDate: '2027-01-15' },
  { group: 'FRT-EMPLOYEES', documentKey: 'trailer-seal-checks', dueDate: '2027-01-29' },
  { group: 'FRT-EMPLOYEES', documentKey: 'tdg-acceptance', dueDate: '2027-02-26' },
  // Administrators
  { group: 'FRT-ADMINS', documentKey: 'management-review', dueDate: '2026-12-14' },
  { group: 'FRT-ADMINS', documentKey: 'internal-audits', dueDate: '2027-01-29' },
  // Sales
  { group: 'FRT-SALES', documentKey: 'accepted-dangerous-goods', dueDate: '2026-11-02' },
  { group: 'FRT-SALES', documentKey: 'freight-classes-dimensions', dueDate: '2026-12-18' },
  { group: 'FRT-SALES', documentKey: 'quote-requests', dueDate: '2027-01-15' },
  // Customers: shipping and billing contacts
  { group: 'FRT-SHIPPING', documentKey: 'packaging-guidelines', dueDate: '2026-09-30' },
  { group: 'FRT-SHIPPING', documentKey: 'pickup-preparation', dueDate: '2026-12-18' },
  { group: 'FRT-SHIPPING', documentKey: 'how-to-file-a-claim', dueDate: '2027-01-15' },
  { group: 'FRT-BILLING', documentKey: 'claims-time-limits', dueDate: '2027-01-29' },
]
