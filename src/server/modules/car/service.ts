import { carSources } from '../../db/schema'
import { namedResource } from '../../lib/resource'

/** The CAR sources the CAR administrators keep (car/admin/car_source). */
export const sources = namedResource(carSources)
