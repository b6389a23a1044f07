import { defineHandlers } from '../../http/routes'
import { answerList } from '../../lib/list'
import { deleteFile, readFile, stagingPdf, uploadFiles } from './files'
import {
  deletedList,
  draftList,
  historyList,
  nodeMissingTranslationList,
  publishObsoleteList,
  publishReadyList,
  reviewDueList,
  stagingMissingTranslationList,
  workflowList,
} from './lists'
import { authoringOptions, createDelegation, deleteDelegation, listDelegations } from './people'
import './review'
import { authorOf, findDocumentNode, findNode, findStaging, findStagingById } from './scope'
import { authoringTree } from './tree'
import {
  copyNode,
  createNode,
  createStaging,
  deleteNode,
  deleteStaging,
  moveNode,
  nodeConfig,
  nodeOut,
  nodeStagings,
  positionNode,
  saveConfigs,
  stagingDiff,
  stagingOut,
  updateNode,
  updateStaging,
} from './service'
import { act, markObsolete, publish, restore } from './workflow'

/** Document 1 section 7, "Manual, authoring". */
export const authoringRoutes = defineHandlers('qpm-authoring', {
  options: async (ctx) => authoringOptions(await authorOf(ctx)),

  download: async (ctx, { body }) => {
    const author = await authorOf(ctx)
    const staging = await findStagingById(author, body.staging_id)
    return stagingPdf(author, await findNode(author, staging.nodeId), staging)
  },

  nodeCreate: async (ctx, { body }) => createNode(await authorOf(ctx), body),

  nodeRead: async (ctx, { params }) => {
    const author = await authorOf(ctx)
    return nodeOut(author, await findNode(author, params.id))
  },

  nodeUpdate: async (ctx, { params, body }) => updateNode(await authorOf(ctx), params.id, body),

  nodeConfigs: async (ctx, { params }) => {
    const author = await authorOf(ctx)
    return nodeConfig(author, await findNode(author, params.id))
  },

  nodeConfigsAdd: async (ctx, { body }) => saveConfigs(await authorOf(ctx), body, 'add'),

  nodeConfigsReplace: async (ctx, { body }) => saveConfigs(await authorOf(ctx), body, 'replace'),

  staging: async (ctx, { params }) => nodeStagings(await authorOf(ctx), params.id),

  stagingCreate: async (ctx, { params, body }) => createStaging(await authorOf(ctx), params.id, body),

  stagingRead: async (ctx, { params }) => {
    const author = await authorOf(ctx)
    const node = await findDocumentNode(author, params.id)
    return stagingOut(author, await findStaging(author, node.id, params.staging_id), node)
  },

  stagingUpdate: async (ctx, { params, body }) => {
    const author = await authorOf(ctx)
    const node = await findDocumentNode(author, params.id)
    return updateStaging(author, node, await findStaging(author, node.id, params.staging_id), body)
  },

  stagingDelete: async (ctx, { params }) => {
    const author = await authorOf(ctx)
    const node = await findDocumentNode(author, params.id)
    await deleteStaging(author, node, await findStaging(author, node.id, params.staging_id))
    return null
  },

  stagingAction: async (ctx, { params, body }) => {
    const author = await authorOf(ctx)
    const node = await findDocumentNode(author, params.id)
    const staging = await findStaging(author, node.id, params.staging_id)
    return stagingOut(author, await act(author, node, staging, params.action, body), node)
  },

  stagingDiff: async (ctx, { params }) => {
    const author = await authorOf(ctx)
    const node = await findDocumentNode(author, params.id)
    return stagingDiff(author, await findStaging(author, node.id, params.staging_id))
  },

  upload: async (ctx, { params }) => uploadFiles(await authorOf(ctx), params.id),

  uploadRead: async (ctx, { params }) => readFile(await authorOf(ctx), params.id, params.file),

  uploadDelete: async (ctx, { params }) => {
    await deleteFile(await authorOf(ctx), params.id, params.file)
    return null
  },

  publish: async (ctx, { body }) => publish(await authorOf(ctx), body),

  obsolete: async (ctx, { body }) => markObsolete(await authorOf(ctx), body.id, body.comment),

  viewTree: async (ctx) => authoringTree(await authorOf(ctx)),

  viewWorkflow: async (ctx, { query }) => answerList(ctx, workflowList, query),

  viewDraft: async (ctx, { query }) => answerList(ctx, draftList, query),

  viewPublishReady: async (ctx, { query }) => answerList(ctx, publishReadyList, query),

  viewPublishObsolete: async (ctx, { query }) => answerList(ctx, publishObsoleteList, query),

  viewStagingMissingTranslation: async (ctx, { query }) => answerList(ctx, stagingMissingTranslationList, query),

  viewNodeMissingTranslation: async (ctx, { query }) => answerList(ctx, nodeMissingTranslationList, query),

  viewReviewDue: async (ctx, { query }) => answerList(ctx, reviewDueList, query),

  viewDeleted: async (ctx, { query }) => answerList(ctx, deletedList, query),

  stagingHistory: async (ctx, { params, query }) => {
    await findNode(await authorOf(ctx), params.id, { deleted: true })
    return answerList(ctx, historyList, query, params)
  },

  position: async (ctx, { body }) => positionNode(await authorOf(ctx), body),

  copy: async (ctx, { body }) => copyNode(await authorOf(ctx), body),

  move: async (ctx, { body }) => moveNode(await authorOf(ctx), body),

  remove: async (ctx, { params }) => {
    await deleteNode(await authorOf(ctx), params.id)
    return null
  },

  restore: async (ctx, { params }) => {
    const author = await authorOf(ctx)
    return nodeOut(author, await restore(author, params.id))
  },

  delegations: async (ctx) => listDelegations(await authorOf(ctx)),

  delegationCreate: async (ctx, { body }) => createDelegation(await authorOf(ctx), body),

  delegationDelete: async (ctx, { params }) => {
    await deleteDelegation(await authorOf(ctx), params.id)
    return null
  },
})
