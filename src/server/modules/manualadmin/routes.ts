import { resourceHandlers } from '../../http/resource'
import { defineHandlers } from '../../http/routes'
import { answerList } from '../../lib/list'
import { switchUserList } from '../users/lists'
import { authorOf } from '../authoring/scope'
import { restore } from '../authoring/workflow'
import { manualAdminMessages } from '../../messages'
import {
  complianceDocuments,
  complianceGroups,
  documentReadings,
  groupReadings,
  recordTrailList,
  saveUserSettings,
  switchBack,
  switchToUser,
  trailList,
  userReadings,
  userSettings,
} from './audit'
import { approverLookup, approvers, chainNodes, changeApprovers, governNode, propertyLookup } from './chains'
import {
  categoryExceptionResource,
  categoryLanguageResource,
  deletedNodeResource,
  emailResource,
  manualUsers,
  processCategoryResource,
  propertyResource,
  tagExceptionResource,
  tagLanguageResource,
  tagResource,
  userGroupResource,
  workflowChainResource,
} from './service'

/** Document 1 section 7, "Manual, admin". */
export const manualAdminRoutes = defineHandlers('qpm-admin', {
  ...resourceHandlers('user', manualUsers),
  ...resourceHandlers('user_group', userGroupResource),
  ...resourceHandlers('workflow_chain', workflowChainResource),
  ...resourceHandlers('process_category', processCategoryResource),
  ...resourceHandlers('process_category_exception', categoryExceptionResource),
  ...resourceHandlers('process_category_language', categoryLanguageResource),
  ...resourceHandlers('tag', tagResource),
  ...resourceHandlers('tag_exception', tagExceptionResource),
  ...resourceHandlers('tag_language', tagLanguageResource),
  ...resourceHandlers('manual_property', propertyResource),
  ...resourceHandlers('node_deleted', deletedNodeResource),
  'email_history.list': async (ctx, { query }) => answerList(ctx, emailResource.list, query),
  'email_history.read': async (ctx, { params }) => emailResource.read(ctx, params.id),
  'email_history.remove': async (ctx, { params }) => {
    await emailResource.remove(ctx, params.id)
    return null
  },
  workflowChainUsers: async (ctx, { params }) => approvers(ctx, params.workflow_id),
  workflowChainUserAdd: async (ctx, { params, body }) => changeApprovers(ctx, params.workflow_id, 'add', body.user_id),
  workflowChainUserDelete: async (ctx, { params, body }) => changeApprovers(ctx, params.workflow_id, 'delete', body.user_id),
  workflowChainUserUp: async (ctx, { params, body }) => changeApprovers(ctx, params.workflow_id, 'move_up', body.user_id),
  workflowChainUserDown: async (ctx, { params, body }) => changeApprovers(ctx, params.workflow_id, 'move_down', body.user_id),
  workflowChainNodes: async (ctx, { params, query }) => answerList(ctx, chainNodes, query, params),
  workflowChainNodeAdd: async (ctx, { params, body }) => governNode(ctx, params.workflow_chain_id, body.node_id, true),
  workflowChainNodeDelete: async (ctx, { params, body }) => governNode(ctx, params.workflow_chain_id, body.node_id, false),
  workflowUserLookup: async (ctx, { query }) => approverLookup(ctx, query),
  manualPropertyLookup: async (ctx) => propertyLookup(ctx),
  // The authoring's restore: the node and what was deleted with it come back Offline.
  nodeRestore: async (ctx, { params }) => {
    await restore(await authorOf(ctx), params.id)
    return { status: 0 as const, message: ctx.t(manualAdminMessages.restored) }
  },
})

/** Document 1 section 7, "Manual, audit", the compliance view and the audit trail. */
export const manualAuditRoutes = defineHandlers('qpm-audit', {
  switchUser: async (ctx, { body }) => switchToUser(ctx, body.username),
  switchBack: async (ctx) => switchBack(ctx),
  switchUserList: async (ctx, { query }) => answerList(ctx, switchUserList, query),
  settings: async (ctx, { params }) => userSettings(ctx, params.id),
  settingsSave: async (ctx, { params, body }) => saveUserSettings(ctx, params.id, body),
  requiredReadings: async (ctx, { params, query }) => answerList(ctx, userReadings, query, params),
  complianceDocuments: async (ctx, { query }) => answerList(ctx, complianceDocuments, query),
  complianceDocument: async (ctx, { params, query }) => answerList(ctx, documentReadings, query, params),
  complianceGroups: async (ctx, { query }) => answerList(ctx, complianceGroups, query),
  complianceGroup: async (ctx, { params, query }) => answerList(ctx, groupReadings, query, params),
  trail: async (ctx, { query }) => answerList(ctx, trailList, query),
  recordTrail: async (ctx, { params, query }) => answerList(ctx, recordTrailList, query, params),
})
