import { resourceHandlers } from '../../http/resource'
import { defineHandlers } from '../../http/routes'
import { answerList } from '../../lib/list'
import { deleteFile, type FileParams, listFiles, readFile, uploadFiles } from './files'
import { carList, effectivenessList } from './lists'
import './reminders'
import { carReport } from './report'
import { callerOf, carOptions, findCar } from './scope'
import {
  addComment,
  carAnswer,
  carCounts,
  createCar,
  departments,
  lookupUser,
  lookupUsers,
  pareto,
  problemTypes,
  rootCauses,
  sources,
  statusHistory,
  terminals,
  updateCar,
} from './service'
import { act, rateEffectiveness } from './steps'

/**
 * Document 1 section 7, "CAR": the requests and their flow, comments, files, report, effectiveness
 * checks, counts and Pareto chart, and the CAR administrators' five lists. The dispatcher checked
 * `car_enabled`, the sign-in and the input; every call checks the caller is staff and reaches only
 * their company's records.
 */
export const carRoutes = defineHandlers('car', {
  options: async (ctx) => carOptions(callerOf(ctx)),
  lookupUsers: async (ctx, { query }) => lookupUsers(callerOf(ctx), query.search),
  lookupUser: async (ctx, { params }) => lookupUser(callerOf(ctx), params.id),

  list: async (ctx, { query }) => answerList(ctx, carList, query),
  create: async (ctx, { body }) => createCar(callerOf(ctx), body),
  read: async (ctx, { params }) => {
    const caller = callerOf(ctx)
    return carAnswer(caller, await findCar(caller, params.id))
  },
  update: async (ctx, { params, body }) => updateCar(callerOf(ctx), params.id, body),
  action: async (ctx, { params, body }) => act(callerOf(ctx), params.id, body),
  comment: async (ctx, { params, body }) => addComment(callerOf(ctx), params.id, body.comment),
  statusHistory: async (ctx, { params }) => statusHistory(callerOf(ctx), params.id),
  report: async (ctx, { params }) => carReport(callerOf(ctx), params.id),

  uploadList: async (ctx, { params }) => listFiles(callerOf(ctx), params.id, params.category),
  upload: async (ctx, { params }) => uploadFiles(callerOf(ctx), params.id, params.category),
  // Their paths' parameters are checked by pathParams: ids are whole numbers, the category is text.
  uploadRead: async (ctx, { params }) => readFile(callerOf(ctx), params as unknown as FileParams),
  uploadDelete: async (ctx, { params }) => {
    await deleteFile(callerOf(ctx), params as unknown as FileParams)
    return null
  },

  effectivenessList: async (ctx, { query }) => answerList(ctx, effectivenessList, query),
  effectivenessRate: async (ctx, { params, body }) => rateEffectiveness(callerOf(ctx), params.id, body),
  counts: async (ctx) => carCounts(callerOf(ctx)),
  pareto: async (ctx, { query }) => pareto(callerOf(ctx), query),

  ...resourceHandlers('car_source', sources),
  ...resourceHandlers('car_root_cause', rootCauses),
  ...resourceHandlers('car_problem_type', problemTypes),
  ...resourceHandlers('car_terminal', terminals),
  ...resourceHandlers('car_department', departments),
})
