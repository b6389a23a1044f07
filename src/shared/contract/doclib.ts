import { planned } from './types'

// Every library call names its menu id, which must be one of the current group's.
const lib = { cmid: true } as const

/** Document 1 section 7, "Document library (doclib)". */
export const doclib = {
  configs: planned('GET', 'doclib/configs/{cmid}', lib),
  metadataConfigs: planned('GET', 'doclib/metadata_configs/{cmid}/{dlref}/{tag}', lib),
  libraryList: planned('GET', 'doclib/library/{conn}/{cmid}', lib),
  libraryCreate: planned('POST', 'doclib/library/{conn}/{cmid}', lib),
  libraryRead: planned('GET', 'doclib/library/{conn}/{cmid}/{dlref}', lib),
  libraryUpdate: planned('PUT', 'doclib/library/{conn}/{cmid}/{dlref}', lib),
  libraryDelete: planned('DELETE', 'doclib/library/{conn}/{cmid}/{dlref}', lib),
  customerLibrary: planned('GET', 'doclib/customer_library', lib),
  customers: planned('GET', 'doclib/customers', lib),
  metadataList: planned('GET', 'doclib/metadata', lib),
  metadataCreate: planned('POST', 'doclib/metadata', lib),
  metadataRead: planned('GET', 'doclib/metadata/{mdref}', lib),
  metadataUpdate: planned('PUT', 'doclib/metadata/{mdref}', lib),
  metadataDelete: planned('DELETE', 'doclib/metadata/{mdref}', lib),
  emailRead: planned('GET', 'doclib/email', lib),
  emailSend: planned('POST', 'doclib/email', lib),
  downloadFirst: planned('GET', 'doclib/download/{conn}/{cmid}/{dlref}/firstdoc', lib),
  downloadAll: planned('GET', 'doclib/download/{conn}/{cmid}/{dlref}/alldoc', lib),
  documentsCreate: planned('POST', 'doclib/documents', lib),
  documentsList: planned('GET', 'doclib/documents', lib),
  documentRead: planned('GET', 'doclib/documents/{doctype}/{id}', lib),
  documentDelete: planned('DELETE', 'doclib/documents/{doctype}/{id}', lib),
} as const
