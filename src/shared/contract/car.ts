import { builtResource, namedInputSchema, namedRowSchema, plannedResource } from './resource'
import { withParams } from './schemas'
import { planned } from './types'

const car = { capability: 'car' } as const
const carAdmin = { capability: 'carAdmin' } as const

/** A CAR administrators' list of named records (sources, root causes...) under car/admin/. */
const adminResource = <const R extends string>(resource: R) => plannedResource(resource, `car/admin/${resource}`, carAdmin)

const namedAdminResource = <const R extends string>(resource: R) =>
  builtResource(resource, `car/admin/${resource}`, carAdmin, { row: namedRowSchema, input: namedInputSchema })

/** Document 1 section 7, "CAR": needs car_enabled; the admin lists need a CAR admin role too. */
export const carCalls = {
  options: planned('GET', 'car/options', car),
  lookupUsers: planned('GET', 'car/lookup/user', car),
  lookupUser: withParams(planned('GET', 'car/lookup/user/{id}', car)),
  list: planned('GET', 'car/car', car),
  create: planned('POST', 'car/car', car),
  read: withParams(planned('GET', 'car/car/{id}', car)),
  update: withParams(planned('PUT', 'car/car/{id}', car, { silent: true })),
  statusHistory: withParams(planned('GET', 'car/car_status_history/{id}', car)),
  uploadList: withParams(planned('GET', 'car/upload/{id}/{category}', car)),
  upload: withParams(planned('POST', 'car/upload/{id}/{category}', car)),
  uploadRead: withParams(planned('GET', 'car/upload/{id}/{category}/{fileid}', car)),
  uploadDelete: withParams(planned('DELETE', 'car/upload/{id}/{category}/{fileid}', car)),
  ...namedAdminResource('car_source'),
  ...adminResource('car_root_cause'),
  ...adminResource('car_problem_type'),
  ...adminResource('car_terminal'),
  ...adminResource('car_department'),
}
