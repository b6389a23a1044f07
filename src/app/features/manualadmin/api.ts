import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { type LOOKUP_WHO, qpmAdmin } from '@shared/contract/qpm-admin'
import { qpmAudit } from '@shared/contract/qpm-audit'
import { qpmUser } from '@shared/contract/qpm-user'
import type { EndpointResponse } from '@shared/contract/types'
import { apiClient } from '@app/api'
import { gridKeys } from '@app/grid/keys'
import { type ResourceData, resourceCalls, resourceRecordQueryOptions as blockRecordQueryOptions } from '@app/blocks/ResourcePages'

/**
 * The manual's administration and audit data layer: query keys, query options and the mutations that
 * change a resource, a chain's approvers, a deleted node or a user's settings. Pages read and write
 * through these; none calls the API client itself.
 */

/** The resources with the five calls (list, read, create, update, remove). */
export type EditableResource =
  | 'user'
  | 'user_group'
  | 'workflow_chain'
  | 'process_category'
  | 'process_category_exception'
  | 'tag'
  | 'tag_exception'
  | 'manual_property'
/** Every resource with a list. */
export type AdminResource = EditableResource | 'node_deleted' | 'email_history'

export type EmailDetail = EndpointResponse<(typeof qpmAdmin)['email_history.read']>
export type Approver = EndpointResponse<typeof qpmAdmin.workflowChainUsers>[number]
export type Person = EndpointResponse<typeof qpmAdmin.workflowUserLookup>[number]
export type UserSettings = EndpointResponse<typeof qpmAudit.settings>

/** Every key under `qpm/admin` or `qpm/audit`, so one prefix invalidates what a change makes stale. */
export const manualAdminKeys = {
  all: ['qpm', 'admin'] as const,
  record: (resource: AdminResource, id: number) => ['qpm', 'admin', resource, id] as const,
  options: (resource: AdminResource) => ['qpm', 'admin', resource, 'options'] as const,
  approvers: (chain: number) => ['qpm', 'admin', 'workflow_chain', chain, 'approvers'] as const,
  approverLookup: (search: string, who: string) => ['qpm', 'admin', 'workflow_user_lookup', who, search] as const,
  propertyLookup: () => ['qpm', 'admin', 'manual_property_lookup'] as const,
  documents: () => ['qpm', 'admin', 'documents'] as const,
  settings: (id: number) => ['qpm', 'audit', 'settings', id] as const,
}

const GET = 'GET '
/** The grid's `api` of a resource's list. */
export const resourceApi = (resource: AdminResource) => `${GET}${qpmAdmin[`${resource}.list`].path}`

/** The grid's `api` of an audit list, with its path parameters filled in. */
export const auditApi = {
  documents: `${GET}${qpmAudit.complianceDocuments.path}`,
  groups: `${GET}${qpmAudit.complianceGroups.path}`,
  document: (id: number) => `${GET}${qpmAudit.complianceDocument.path.replace('{id}', String(id))}`,
  group: (id: number) => `${GET}${qpmAudit.complianceGroup.path.replace('{id}', String(id))}`,
  readings: (id: number) => `${GET}${qpmAudit.requiredReadings.path.replace('{id}', String(id))}`,
  trail: `${GET}${qpmAudit.trail.path}`,
  recordTrail: (resource: string, record: string) =>
    `${GET}${qpmAudit.recordTrail.path.replace('{resource}', encodeURIComponent(resource)).replace('{record}', encodeURIComponent(record))}`,
  switchUsers: `${GET}${qpmAudit.switchUserList.path}`,
}
export const chainNodesApi = (chain: number) =>
  `${GET}${qpmAdmin.workflowChainNodes.path.replace('{workflow_chain_id}', String(chain))}`

/** The request function without the per-entry typing, for the calls a resource name picks at run time. */
const send = (entry: unknown, options?: unknown) =>
  (apiClient.request as (entry: unknown, options?: unknown) => Promise<unknown>)(entry, options)

/** A resource's calls and cache place, for the resource screens' building block. */
export function manualResourceData(resource: EditableResource): ResourceData {
  return {
    calls: resourceCalls(qpmAdmin, resource),
    recordKey: (id) => manualAdminKeys.record(resource, id),
    invalidate: (queryClient) => invalidateResource(queryClient, resource),
  }
}

/** A record as its edit form reads it. */
export const resourceRecordQueryOptions = (resource: EditableResource, id: number) =>
  blockRecordQueryOptions(manualResourceData(resource), id)

/** The first rows of a resource's list, as choices of a select (chains, categories, tags). */
export const resourceOptionsQueryOptions = (resource: AdminResource) =>
  queryOptions({
    queryKey: manualAdminKeys.options(resource),
    queryFn: ({ signal }) =>
      send(qpmAdmin[`${resource}.list`], {
        query: { limit: 100 },
        signal,
      }) as Promise<{ results: Record<string, unknown>[] }>,
    staleTime: 30_000,
  })

/** The manual's documents, flattened from the contents, as choices (an exception's or a reading's node). */
export const documentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: manualAdminKeys.documents(),
    queryFn: async ({ signal }) => {
      const toc = await apiClient.request(qpmUser.tableOfContents, { signal })
      const found: { id: number; label: string; isPage: boolean }[] = []
      const walk = (nodes: typeof toc.nodes) => {
        for (const node of nodes) {
          found.push({
            id: node.id,
            label: [node.number, node.title].filter(Boolean).join(' '),
            isPage: node.is_page,
          })
          walk(node.children)
        }
      }
      walk(toc.nodes)
      return found
    },
    staleTime: 30_000,
  })

/** After a change to a resource: its records, its choices and its grid pages are stale. */
export async function invalidateResource(queryClient: QueryClient, resource: AdminResource) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['qpm', 'admin', resource] }),
    queryClient.invalidateQueries({
      queryKey: [...gridKeys.all, qpmAdmin[`${resource}.list`].path],
    }),
    // Required readings and compliance follow groups; chains and categories show in each other's rows.
    queryClient.invalidateQueries({ queryKey: [...gridKeys.all] }),
  ])
}

// Approval chains: ordered approvers, the approver lookup, the nodes a chain governs.

export const approversQueryOptions = (chain: number) =>
  queryOptions({
    queryKey: manualAdminKeys.approvers(chain),
    queryFn: ({ signal }) =>
      apiClient.request(qpmAdmin.workflowChainUsers, {
        params: { workflow_id: chain },
        signal,
      }),
  })

/** People to choose: approvers for a chain, or any active account for a group's members. */
export const approverLookupQueryOptions = (search: string, who: (typeof LOOKUP_WHO)[number] = 'approver') =>
  queryOptions({
    queryKey: manualAdminKeys.approverLookup(search, who),
    queryFn: ({ signal }) =>
      apiClient.request(qpmAdmin.workflowUserLookup, {
        query: {
          limit: 20,
          who,
          ...(search ? { mttable_generic_search: search } : {}),
        },
        signal,
      }),
    staleTime: 30_000,
  })

export type ApproverChange = 'add' | 'remove' | 'up' | 'down'
const approverCalls = {
  add: qpmAdmin.workflowChainUserAdd,
  remove: qpmAdmin.workflowChainUserDelete,
  up: qpmAdmin.workflowChainUserUp,
  down: qpmAdmin.workflowChainUserDown,
} as const

/** Adds, removes or moves an approver; the answer is the chain's approvers, kept as the cache's. */
export function useChangeApprovers(chain: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ change, userId }: { change: ApproverChange; userId: number }) =>
      apiClient.request(approverCalls[change], {
        params: { workflow_id: chain },
        body: { user_id: userId },
      }),
    onSuccess: (approvers) => {
      queryClient.setQueryData(manualAdminKeys.approvers(chain), approvers)
      // The chain's row counts its approvers: refreshed behind, so the next move need not wait for it.
      void invalidateResource(queryClient, 'workflow_chain')
    },
  })
}

/** Makes a node name the chain, or stop naming it. */
export function useGovernNode(chain: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ nodeId, governed }: { nodeId: number; governed: boolean }) =>
      apiClient.request(governed ? qpmAdmin.workflowChainNodeAdd : qpmAdmin.workflowChainNodeDelete, {
        params: { workflow_chain_id: chain },
        body: { node_id: nodeId },
      }),
    onSuccess: () => invalidateResource(queryClient, 'workflow_chain'),
  })
}

export const propertyLookupQueryOptions = () =>
  queryOptions({
    queryKey: manualAdminKeys.propertyLookup(),
    queryFn: ({ signal }) => apiClient.request(qpmAdmin.manualPropertyLookup, { signal }),
    staleTime: 60_000,
  })

// Deleted nodes and e-mails.

/** Restores a deleted node and what went with it (Offline). */
export function useRestoreNode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiClient.request(qpmAdmin.nodeRestore, { params: { id } }),
    onSuccess: async () => {
      await Promise.all([invalidateResource(queryClient, 'node_deleted'), queryClient.invalidateQueries({ queryKey: ['qpm'] })])
    },
  })
}

export const emailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: manualAdminKeys.record('email_history', id),
    queryFn: ({ signal }) =>
      apiClient.request(qpmAdmin['email_history.read'], {
        params: { id },
        signal,
      }),
  })

// Audit: a user's settings, switch user and back.

export const userSettingsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: manualAdminKeys.settings(id),
    queryFn: ({ signal }) => apiClient.request(qpmAudit.settings, { params: { id }, signal }),
  })

export function useSaveUserSettings(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { text_size?: number; language?: 'en' | 'fr' }) =>
      apiClient.request(qpmAudit.settingsSave, { params: { id }, body }),
    onSuccess: (settings) => queryClient.setQueryData(manualAdminKeys.settings(id), settings),
  })
}

/** Opens the portal as another user, read-only; answers the switched session, which the page adopts. */
export function useManualSwitchUser() {
  return useMutation({
    mutationFn: (username: string) => apiClient.request(qpmAudit.switchUser, { body: { username } }),
  })
}

/** Ends the switched session this tab is in and records the switch back. */
export function switchBack() {
  return apiClient.request(qpmAudit.switchBack)
}
