import type { HandlerMap } from '../http/routes'
import { doclibRoutes } from './doclib/routes'
import { generalRoutes } from './general/routes'
import { globalsRoutes } from './globals/routes'
import { oidcRoutes } from './oidc/routes'
import { gridRoutes } from './grid/routes'
import { pushreportsRoutes } from './pushreports/routes'
import { shipmentsRoutes } from './shipments/routes'
import { usersRoutes } from './users/routes'

/** Handlers of every implemented endpoint, keyed by endpoint id; the rest answer 501. */
export const handlers: HandlerMap = {
  ...generalRoutes,
  ...usersRoutes,
  ...gridRoutes,
  ...globalsRoutes,
  ...shipmentsRoutes,
  ...pushreportsRoutes,
  ...doclibRoutes,
  ...oidcRoutes,
}
