import { defineLists } from '../../http/lists'
import { complianceDocuments, complianceGroups, documentReadings, groupReadings, recordTrailList, trailList, userReadings } from './audit'
import { chainNodes } from './chains'
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

export const manualAdminLists = defineLists('qpm-admin', {
  'user.list': manualUsers.list,
  'user_group.list': userGroupResource.list,
  'workflow_chain.list': workflowChainResource.list,
  'process_category.list': processCategoryResource.list,
  'process_category_exception.list': categoryExceptionResource.list,
  'process_category_language.list': categoryLanguageResource.list,
  'tag.list': tagResource.list,
  'tag_exception.list': tagExceptionResource.list,
  'tag_language.list': tagLanguageResource.list,
  'manual_property.list': propertyResource.list,
  'node_deleted.list': deletedNodeResource.list,
  'email_history.list': emailResource.list,
  workflowChainNodes: chainNodes,
})

export const manualAuditLists = defineLists('qpm-audit', {
  requiredReadings: userReadings,
  complianceDocuments,
  complianceDocument: documentReadings,
  complianceGroups,
  complianceGroup: groupReadings,
  trail: trailList,
  recordTrail: recordTrailList,
})
