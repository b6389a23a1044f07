import { resourceHandlers } from '../../http/resource'
import { defineHandlers } from '../../http/routes'
import { sources } from './service'

/** Document 1 section 7, "CAR": so far, the CAR administrators' list of sources. */
export const carRoutes = defineHandlers('car', {
  ...resourceHandlers('car_source', sources),
})
