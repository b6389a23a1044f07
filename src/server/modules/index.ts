// The portal's areas, collected in one place: every handler, every grid list, and the pages outside /api.
import type { Env, Hono } from 'hono'
import type { ListRegistry } from '../http/lists'
import type { HandlerMap } from '../http/routes'
import type { Deps } from '../lib/context'
import { authoringLists } from './authoring/lists'
import { authoringRoutes } from './authoring/routes'
import { carLists } from './car/lists'
import { carRoutes } from './car/routes'
import { doclibLists } from './doclib/lists'
import { doclibRoutes } from './doclib/routes'
import { generalRoutes } from './general/routes'
import { globalsLists } from './globals/lists'
import { globalsRoutes } from './globals/routes'
import { gridRoutes } from './grid/routes'
import { manualLists } from './manual/lists'
import { manualAdminLists, manualAuditLists } from './manualadmin/lists'
import { manualAdminRoutes, manualAuditRoutes } from './manualadmin/routes'
import { manualRoutes } from './manual/routes'
import { registerSsoPage } from './oidc/page'
import { oidcRoutes } from './oidc/routes'
import { pushreportsLists } from './pushreports/lists'
import { pushreportsRoutes } from './pushreports/routes'
import { shipmentsLists } from './shipments/lists'
import { shipmentsRoutes } from './shipments/routes'
import { usersLists } from './users/lists'
import { usersRoutes } from './users/routes'

/** Every grid list, by the endpoint id of its GET call: what the export and push reports read. */
export const lists: ListRegistry = {
  ...usersLists,
  ...globalsLists,
  ...shipmentsLists,
  ...doclibLists,
  ...carLists,
  ...manualLists,
  ...authoringLists,
  ...manualAdminLists,
  ...manualAuditLists,
  ...pushreportsLists,
}

/** Handlers of every implemented endpoint, keyed by endpoint id; the rest answer 501. */
export const handlers: HandlerMap = {
  ...generalRoutes(lists),
  ...usersRoutes,
  ...gridRoutes,
  ...globalsRoutes,
  ...shipmentsRoutes,
  ...pushreportsRoutes(lists),
  ...doclibRoutes,
  ...oidcRoutes,
  ...carRoutes,
  ...manualRoutes,
  ...authoringRoutes,
  ...manualAdminRoutes,
  ...manualAuditRoutes,
}

/** The pages served outside /api: the single sign-on authorization page. */
export function registerPages<E extends Env>(app: Hono<E>, deps: Deps): void {
  registerSsoPage(app, deps)
}
