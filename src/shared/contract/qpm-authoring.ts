import { withParams } from './schemas'
import { planned } from './types'

const authoring = { capability: 'authoring' } as const
const workflow = { capability: 'workflow' } as const
const admin = { capability: 'admin' } as const

/** Document 1 section 7, "Manual, authoring". */
export const qpmAuthoring = {
  options: planned('GET', 'qpm/authoring/options', workflow),
  download: planned('POST', 'qpm/authoring/download', workflow),
  nodeCreate: planned('POST', 'qpm/authoring/document/node', authoring),
  nodeRead: withParams(planned('GET', 'qpm/authoring/document/node/{id}', workflow)),
  nodeUpdate: withParams(planned('PUT', 'qpm/authoring/document/node/{id}', authoring, { silent: true })),
  nodeConfigs: withParams(planned('GET', 'qpm/authoring/document/node/{id}/configs', workflow)),
  nodeConfigsAdd: planned('POST', 'qpm/authoring/document/node/configs/add', authoring),
  nodeConfigsReplace: planned('POST', 'qpm/authoring/document/node/configs/replace', authoring),
  staging: withParams(planned('GET', 'qpm/authoring/document/staging/{id}', workflow)),
  stagingCreate: withParams(planned('POST', 'qpm/authoring/document/staging/{id}', workflow)),
  stagingRead: withParams(planned('GET', 'qpm/authoring/document/staging/{id}/{staging_id}', workflow)),
  stagingUpdate: withParams(planned('PUT', 'qpm/authoring/document/staging/{id}/{staging_id}', workflow, { silent: true })),
  stagingDelete: withParams(planned('DELETE', 'qpm/authoring/document/staging/{id}/{staging_id}', workflow)),
  stagingAction: withParams(planned('POST', 'qpm/authoring/document/staging/{id}/{staging_id}/{action}', workflow)),
  upload: withParams(planned('POST', 'qpm/authoring/document/upload/{id}', workflow)),
  uploadRead: withParams(planned('GET', 'qpm/authoring/document/upload/{id}/{file}', workflow)),
  uploadDelete: withParams(planned('DELETE', 'qpm/authoring/document/upload/{id}/{file}', workflow)),
  publish: planned('POST', 'qpm/authoring/publish/publish', admin),
  obsolete: planned('POST', 'qpm/authoring/publish/obsolete', admin),
  viewTree: planned('GET', 'qpm/authoring/view/tree', workflow),
  viewWorkflow: planned('GET', 'qpm/authoring/view/workflow', workflow),
  viewDraft: planned('GET', 'qpm/authoring/view/draft', workflow),
  viewPublishReady: planned('GET', 'qpm/authoring/view/publish_ready', admin),
  viewPublishObsolete: planned('GET', 'qpm/authoring/view/publish_obsolete', admin),
  viewStagingMissingTranslation: planned('GET', 'qpm/authoring/view/staging_missing_translation', workflow),
  viewNodeMissingTranslation: planned('GET', 'qpm/authoring/view/node_missing_translation', workflow),
  stagingHistory: withParams(planned('GET', 'qpm/authoring/staging/history/{id}', workflow)),
  position: planned('POST', 'qpm/authoring/actions/position', authoring),
  copy: planned('POST', 'qpm/authoring/actions/copy', authoring),
  move: planned('POST', 'qpm/authoring/actions/move', authoring),
  remove: withParams(planned('DELETE', 'qpm/authoring/actions/delete/{id}', authoring)),
} as const
