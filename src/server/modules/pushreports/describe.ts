import type { MessageDescriptor } from '@lingui/core'
import type { MessageValues } from '@shared/i18n'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { menuGroups, menus, pushReports, submenus } from '../../db/schema'
import type { ListColumn } from '../../lib/list'
import { pushReportAreaMessages as m } from '../../messages'
import type { Schedule } from './schedule'

// A push report in words, in the reader's language: its page, its schedule, and its search.

type Translate = (descriptor: MessageDescriptor, values?: MessageValues) => string

const DAYS: Record<number, MessageDescriptor> = { 1: m.monday, 2: m.tuesday, 3: m.wednesday, 4: m.thursday, 5: m.friday }

/** 'Every working day at 07:00 ET', 'Weekly on Monday, Thursday at 07:00 ET', 'Monthly on day 15 at 07:00 ET'. */
export function describeSchedule(t: Translate, schedule: Schedule): string {
  const time = schedule.deliveryTime
  if (schedule.frequency === 'weekly') {
    const days = [...schedule.weekdays].sort().map((day) => (DAYS[day] ? t(DAYS[day]) : String(day)))
    return t(m.weekly, { days: days.join(', '), time })
  }
  if (schedule.frequency === 'monthly') return t(m.monthly, { day: schedule.monthDay ?? 1, time })
  return t(m.daily, { time })
}

/** The same words written by the database for a list of reports (the text as the reader's language has it). */
export function scheduleSql(t: Translate): SQL<string> {
  const dayName = sql.join(
    Object.entries(DAYS).map(([day, label]) => sql`WHEN ${day} THEN ${t(label)}`),
    sql` `,
  )
  const days = sql`(SELECT string_agg(CASE d.value ${dayName} ELSE d.value END, ', ' ORDER BY d.value) FROM jsonb_array_elements_text(${pushReports.weekdays}) d)`
  const time = pushReports.deliveryTime
  return sql<string>`CASE ${pushReports.frequency}
    WHEN 'weekly' THEN replace(replace(${t(m.weekly, { days: '{days}', time: '{time}' })}, '{days}', coalesce(${days}, '')), '{time}', ${time})
    WHEN 'monthly' THEN replace(replace(${t(m.monthly, { day: '{day}', time: '{time}' })}, '{day}', coalesce(${pushReports.monthDay}, 1)::text), '{time}', ${time})
    ELSE replace(${t(m.daily, { time: '{time}' })}, '{time}', ${time}) END`
}

/** The page title of a menu id in a company's menus, in a language (SQL, correlated to a company id and a cmid). */
export function pageTitleSql(companyId: SQL | typeof pushReports.companyId, cmid: SQL | typeof pushReports.cmid, french: boolean): SQL<string | null> {
  const title = french ? sql`coalesce(s.cmtitle_fr, s.cmtitle)` : sql`s.cmtitle`
  return sql<string | null>`(SELECT ${title} FROM submenus s JOIN menus mn ON mn.id = s.menu_id JOIN menu_groups g ON g.id = mn.menu_group_id
    WHERE g.company_id = ${companyId} AND s.cmcid = ${cmid} ORDER BY s.id LIMIT 1)`
}

/** The page title of a menu id in a company's menus; the fallback when the company has no such entry. */
export async function pageTitle(db: Db, companyId: number, cmid: string | null, french: boolean, fallback: string): Promise<string> {
  if (!cmid) return fallback
  const [row] = await db
    .select({ title: submenus.cmtitle, titleFr: submenus.cmtitleFr })
    .from(submenus)
    .innerJoin(menus, eq(menus.id, submenus.menuId))
    .innerJoin(menuGroups, eq(menuGroups.id, menus.menuGroupId))
    .where(and(eq(menuGroups.companyId, companyId), eq(submenus.cmcid, cmid)))
    .orderBy(submenus.id)
    .limit(1)
  if (!row) return fallback
  return (french && row.titleFr) || row.title
}

const RESERVED = new Set(['limit', 'offset', 'company'])

/** A filter's value in words: the choices' labels for a column of choices. */
function valueWords(t: Translate, column: ListColumn, value: string): string {
  const option = column.options?.find((item) => item.value.toLowerCase() === value.trim().toLowerCase())
  if (option) return t(option.label)
  if (column.type === 'boolean') return value
  return value.trim()
}

/**
 * Each filter of a saved search in words, with the list's column labels: 'Status is one of In Transit,
 * Delivered', 'Search: "montreal"', 'Sorted by Pickup date, descending'. Keys the list does not read are
 * left out, as the list leaves them out.
 */
export function describeFilters(t: Translate, columns: ListColumn[], query: Record<string, string>): string[] {
  const byName = new Map(columns.map((column) => [column.name, column]))
  const words: string[] = []
  for (const [key, raw] of Object.entries(query)) {
    if (RESERVED.has(key) || key === 'sort' || key === 'mttable_generic_search' || raw === '') continue
    const at = key.indexOf('__')
    const column = byName.get(at < 0 ? key : key.slice(0, at))
    if (!column) continue
    const label = t(column.label)
    const op = at < 0 ? '' : key.slice(at + 2)
    const negate = op.endsWith('!')
    const base = negate ? op.slice(0, -1) : op
    const value = valueWords(t, column, raw)
    if (base === 'in') {
      const values = raw.split(',').map((item) => valueWords(t, column, item)).filter(Boolean).join(', ')
      words.push(t(negate ? m.filterNoneOf : m.filterOneOf, { column: label, values }))
    } else if (base === '' || base === 'iexact') {
      words.push(t(negate ? m.filterIsNot : m.filterIs, { column: label, value }))
    } else if (base === 'icontains') {
      words.push(t(negate ? m.filterNotContains : m.filterContains, { column: label, value }))
    } else if (base === 'istartswith') {
      words.push(t(m.filterStarts, { column: label, value }))
    } else if (base === 'iendswith') {
      words.push(t(m.filterEnds, { column: label, value }))
    } else if (base === 'gt' || base === 'gte' || base === 'lt' || base === 'lte') {
      const descriptor = { gt: m.filterAfter, gte: m.filterFrom, lt: m.filterBefore, lte: m.filterUntil }[base]
      words.push(t(descriptor, { column: label, value }))
    } else if (base === 'daterange') {
      const [from = '', to = ''] = raw.split(/[,|]/).map((part) => part.trim())
      words.push(t(m.filterBetween, { column: label, from, to }))
    } else {
      words.push(t(m.filterOther, { column: label, value }))
    }
  }
  const search = (query.mttable_generic_search ?? '')
    .split('|')
    .map((pair) => pair.slice(pair.indexOf('=') + 1).trim())
    .filter(Boolean)
  for (const text of new Set(search)) words.push(t(m.search, { value: text }))
  for (const part of (query.sort ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const column = byName.get(part.replace(/^-/, ''))
    if (!column) continue
    words.push(t(part.startsWith('-') ? m.sortedDescending : m.sortedAscending, { column: t(column.label) }))
  }
  return words
}
