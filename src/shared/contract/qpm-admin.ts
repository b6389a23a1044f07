import { withParams } from './schemas'
import { type Endpoint, type Method, planned } from './types'

const admin = { capability: 'admin' } as const

/** List, create, read, update and delete of one manual administration resource. */
function crud<const R extends string>(resource: R) {
  const base = `qpm/admin/${resource}` as const
  const item = `${base}/{id}` as const
  const call = <const M extends Method, const P extends string>(method: M, path: P) =>
    planned(method, path, admin, method === 'GET' ? {} : { silent: true })
  return {
    list: call('GET', base),
    create: call('POST', base),
    read: withParams(call('GET', item)),
    update: withParams(call('PUT', item)),
    remove: withParams(call('DELETE', item)),
  }
}

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

const crudEntries = Object.fromEntries(
  resources.flatMap((resource) =>
    Object.entries(crud(resource)).map(([action, entry]) => [`${resource}.${action}`, entry]),
  ),
) as Record<`${Resource}.${'list' | 'create' | 'read' | 'update' | 'remove'}`, Endpoint>

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
