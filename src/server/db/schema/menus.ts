import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { yn } from './columns'
import { companies } from './companies'

// The menu trees a group's users see.

/** The tree a group's users see: top menus, sections of submenus. */
export const menuGroups = pgTable(
  'menu_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('menu_groups_company_code').on(t.companyId, t.code)],
)

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    menuGroupId: integer('menu_group_id')
      .notNull()
      .references(() => menuGroups.id, { onDelete: 'cascade' }),
    tmmid: text('tmmid').notNull(),
    tmvnam: text('tmvnam').notNull(),
    /** The French TMVNAM, when it differs. */
    tmvnamFr: text('tmvnam_fr'),
    /** 'L' for a link, 'M' for a menu of submenus. */
    tmmtyp: text('tmmtyp').notNull().default('M'),
    tmhook: text('tmhook'),
    cmcid: text('cmcid'),
    doclib: yn('doclib'),
    exdoclib: yn('exdoclib'),
    doclibType: text('doclib_type'),
    /** helpmenu.MHMID: the help page of this menu. */
    mhmid: text('mhmid'),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [index('menus_group').on(t.menuGroupId, t.sequence)],
)

export const submenus = pgTable(
  'submenus',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    tscid: text('tscid').notNull(),
    /** The side-menu section the item is grouped under, ordered by sseq. */
    section: text('section').notNull(),
    /** The section's French name, when it differs. */
    sectionFr: text('section_fr'),
    sseq: integer('sseq').notNull().default(0),
    tssseq: integer('tssseq').notNull().default(0),
    cmcid: text('cmcid'),
    cmtitle: text('cmtitle').notNull(),
    /** The French title; the English one when null. */
    cmtitleFr: text('cmtitle_fr'),
    cmvnam: text('cmvnam'),
    cmanoAnalytics: yn('cmano_analytics'),
    cmhid: yn('cmhid'),
    doclib: yn('doclib'),
    exdoclib: yn('exdoclib'),
    doclibType: text('doclib_type'),
    link: text('link'),
    target: text('target'),
  },
  (t) => [index('submenus_menu').on(t.menuId, t.sseq, t.tssseq)],
)
