import { plannedResource, type ResourceAction } from './resource'
import { withParams } from './schemas'
import { type Endpoint, planned } from './types'

const admin = { capability: 'admin' } as const

const resources = [
  'user',
  'workflow_chain',
  'manual_property',
  'process_category',
  'process_category_exception',
  'process_category_language',
  'tag',
  'tag_exception',
  'tag_language',
  'user_group',
  'node_deleted',
  'email_history',
] as const

type Resource = (typeof resources)[number]

/** List, create, read, update and delete of each manual administration resource. */
const crudEntries = Object.assign(
  {},
  ...resources.map((resource) => plannedResource(resource, `qpm/admin/${resource}`, admin, { silentWrites: true })),
) as Record<`${Resource}.${ResourceAction}`, Endpoint>

/** Document 1 section 7, "Manual, admin". */
export const qpmAdmin = {
  ...crudEntries,
  workflowChainUsers: withParams(planned('GET', 'qpm/admin/workflow_chain_user/{workflow_id}', admin)),
  workflowChainUserAdd: withParams(planned('POST', 'qpm/admin/workflow_chain_user/{workflow_id}/add', admin)),
  workflowChainUserDelete: withParams(planned('POST', 'qpm/admin/workflow_chain_user/{workflow_id}/delete', admin)),
  workflowChainUserUp: withParams(planned('POST', 'qpm/admin/workflow_chain_user/{workflow_id}/move_up', admin)),
  workflowChainUserDown: withParams(planned('POST', 'qpm/admin/workflow_chain_user/{workflow_id}/move_down', admin)),
  workflowChainNodes: withParams(planned('GET', 'qpm/admin/workflow_chain_node/{workflow_chain_id}', admin)),
  workflowUserLookup: planned('GET', 'qpm/admin/workflow_user_lookup', admin),
  manualPropertyLookup: planned('GET', 'qpm/admin/manual_property_lookup', admin),
  nodeRestore: withParams(planned('POST', 'qpm/admin/node_restore/{id}', admin)),
}
