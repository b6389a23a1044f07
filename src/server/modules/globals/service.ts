import { and, asc, desc, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { appConfig, companies, helpPages, menuGroups, menus, ratings } from '../../db/schema'
import type { AuthedContext, RequestContext } from '../../lib/context'

/** The companies of the sign-in page, the default one first. */
export async function companyList(db: Db) {
  const rows = await db
    .select({
      code: companies.code,
      name: companies.name,
      skin: companies.skin,
      logo: appConfig.logo,
      isDefault: companies.isDefault,
    })
    .from(companies)
    .leftJoin(appConfig, eq(appConfig.companyId, companies.id))
    .orderBy(desc(companies.isDefault), asc(companies.code))
  const list = rows.map((row) => ({
    code: row.code,
    name: row.name,
    skin: row.skin,
    logo: row.logo ?? '',
    is_default: row.isDefault,
  }))
  return { default: list.find((row) => row.is_default)?.code ?? list[0]?.code ?? '', companies: list }
}

/**
 * A help page in the request's language, else in English: `mid` is the help page's own id (a menu's
 * helpmenu.MHMID), or a top menu's TMMID, which names its help page.
 */
export async function findHelpPage(ctx: AuthedContext, mid: string) {
  const menu = await ctx.db
    .select({ mhmid: menus.mhmid })
    .from(menus)
    .innerJoin(menuGroups, eq(menuGroups.id, menus.menuGroupId))
    .where(and(eq(menus.tmmid, mid), eq(menuGroups.companyId, ctx.identity.company.id), isNotNull(menus.mhmid)))
    .limit(1)
  const rows = await ctx.db
    .select()
    .from(helpPages)
    .where(eq(helpPages.mid, menu[0]?.mhmid ?? mid))
  return rows.find((row) => row.lang === ctx.locale) ?? rows.find((row) => row.lang === 'en')
}

/** Records a rating of a page, or the user's wish not to rate it (a row without a rating). */
export async function recordRating(
  ctx: AuthedContext,
  answer: { cmid?: string | null; rating?: number; comment?: string | null; dismissed?: boolean },
): Promise<void> {
  const { cmid, ...rest } = answer
  await ctx.db.insert(ratings).values({
    userId: ctx.identity.user.id,
    companyId: ctx.identity.company.id,
    cmid: cmid ?? ctx.cmid,
    ...rest,
    createdAt: ctx.now,
  })
}

/** When the user last rated a page or declined to. */
export async function lastRatedAt(ctx: RequestContext, userId: number): Promise<Date | undefined> {
  const [last] = await ctx.db
    .select({ at: ratings.createdAt })
    .from(ratings)
    .where(eq(ratings.userId, userId))
    .orderBy(desc(ratings.createdAt))
    .limit(1)
  return last?.at
}
