import { msg } from '@lingui/core/macro'

/** Messages of the server's error answers. */
export const httpMessages = {
  notFound: msg`The requested API does not exist.`,
  methodNotAllowed: msg`This API does not accept the {method} method.`,
  loginRequired: msg`Login required`,
  sessionExpired: msg`Your session is no longer active. Please log in again.`,
  forbidden: msg`Access denied`,
  notMember: msg`You are not a member of this group.`,
  notActive: msg`Your account is not active yet. Please activate it first.`,
  mustReset: msg`Please update your password and profile before you continue.`,
  notImplemented: msg`This function is not available yet.`,
  invalid: msg`Some fields are not valid.`,
  invalidJson: msg`The request body is not valid JSON.`,
  tooLarge: msg`The request is too large.`,
  dailyLimit: msg`You have reached the limit of {limit} requests for today. Please try again tomorrow, and read the API terms of use: {terms}`,
  unexpected: msg`Something went wrong. Please try again later.`,
  appMissing: msg`The portal has not been built. Run npm run build first.`,
  maintenance: msg`The portal is down for maintenance.`,
} as const

/** Messages of sign-in and account calls. */
export const authMessages = {
  invalidCredentials: msg`Invalid username or password entered.`,
  locked: msg`This account is locked. Please contact your administrator.`,
  disabled: msg`This account is disabled. Please contact your administrator.`,
  throttled: msg`Too many failed sign-in attempts. Please try again in {minutes} minutes.`,
  sessionInvalid: msg`The session is not valid or has expired.`,
  userNotFound: msg`User not found`,
  userExists: msg`User already exists`,
  accountNotLinked: msg`Unable to modify selected account.`,
  cannotSwitchToSelf: msg`You are already signed in as this user.`,
  cannotSwitchToUser: msg`Failed to switch user.`,
  cannotLockSelf: msg`You cannot lock your own account.`,
  userLocked: msg`The account {username} is locked.`,
  userUnlocked: msg`The account {username} is unlocked.`,
  userCreated: msg`The account {username} was created. It must be activated before use.`,
  groupUnknown: msg`This group does not exist.`,
  alreadyActive: msg`This account is already active.`,
  codeSent: msg`An activation code was sent to {email}.`,
  noEmail: msg`This account has no e-mail address. Please contact your administrator.`,
  codeExpired: msg`The activation code has expired. Please ask for a new one.`,
  codeWrong: msg`The activation code is not valid.`,
  activated: msg`Your account is now active.`,
  activationSubject: msg`Your activation code`,
  activationBody: msg`Your activation code is {code}. It expires in {minutes} minutes.`,
  currentPasswordWrong: msg`The current password is not correct.`,
  samePassword: msg`The new password must be different from the current one.`,
  passwordRequired: msg`Please choose a new password.`,
  success: msg`Success`,
  switchedReadOnly: msg`You are viewing the portal as another user: nothing can be changed in this session.`,
  emailFixedUntilActive: msg`The e-mail address can be changed once the account is active.`,
  activationLocked: msg`Too many wrong activation codes. Please ask for a new code in {minutes} minutes.`,
} as const

/** Messages of the other shell calls. */
export const globalMessages = {
  noPageAccess: msg`You do not have access to this page.`,
  helpNotFound: msg`Help page not found`,
  thanksForRating: msg`Thank you for your rating.`,
  ratingHidden: msg`We will not ask again for now.`,
} as const

/** Messages of attachments, the document library, e-mail and single sign-on. */
export const blockMessages = {
  fileTooLarge: msg`File size is over limit`,
  tooManyFiles: msg({ message: 'Upload at most {max} files at a time.' }),
  noFile: msg`Choose a file to upload.`,
  typeMismatch: msg({ message: 'The file {filename} is not of an accepted type, or its content does not match its name.' }),
  uploadFailed: msg`Upload failed`,
  uploaded: msg`Uploaded successfully`,
  notPdf: msg({ message: 'The file {filename} is not a PDF that can be split.' }),
  documentNotFound: msg`Document not found`,
  entryNotFound: msg`This library entry does not exist.`,
  libraryNotFound: msg`This document library does not exist.`,
  metadataNotFound: msg`This metadata does not exist.`,
  readOnly: msg`You may read this library but not change it.`,
  noDocuments: msg`This entry has no documents.`,
  unknownTag: msg`This metadata field does not exist in the library.`,
  tagExists: msg`This metadata field is already set; change it instead.`,
  unknownCustomer: msg`This customer account does not exist.`,
  emailSent: msg`Email sent`,
  emailRecorded: msg`The message was recorded; no mail server is configured, so it was not sent.`,
  emailFailed: msg`Unable to send the email.`,
  emailRetrying: msg`Unable to send the email for now. It will be tried again in a few minutes.`,
  emailQueued: msg`The email is on its way; it will be sent in a moment.`,
  forceAuthDisabled: msg`Force authorization is disabled.`,
  tempSessionFailed: msg`Error Creating Temp Session`,
} as const

/** The local authorization page of the single sign-on demo. */
export const ssoPageMessages = {
  title: msg`Authorize sign-on`,
  request: msg({ message: '{username} asks to sign on to {source}.' }),
  explain: msg`Authorize only if you started this sign-on from the portal.`,
  authorize: msg`Authorize`,
  doneTitle: msg`Authorized`,
  done: msg`You can close this window`,
  invalid: msg`This sign-on request has expired or is not valid. Start again from the portal.`,
} as const

/** Messages of the limits on what the e-mail form may send. */
export const emailLimitMessages = {
  tooManyRecipients: msg`A message may go to at most {max} recipients, To, CC and BCC together.`,
  notOwnAccount: msg`You may send only to the users and contacts of your own account; {address} is not one of them.`,
  activeContent: msg`The message holds only scripts or other active content, which cannot be sent.`,
  hourlyLimit: msg`You have sent {limit} messages in the last hour, the most allowed. Please try again later.`,
} as const

/** Messages of the limits on uploads and on the work done on PDFs. */
export const uploadLimitMessages = {
  incomplete: msg`The upload was cut off before it ended. Please send the files again.`,
  malformed: msg`The upload could not be read. Please send the files again.`,
  tooManyPages: msg({ message: 'The file {filename} has more than {max} pages. Split it into smaller files first.' }),
  tooManyImages: msg({ message: 'This would draw more than {max} pages as images. Choose fewer pages, or PDF output.' }),
  tooManyOutputs: msg({ message: 'This would store more than {max} files. Choose fewer entries or pages.' }),
  tooSlow: msg`The documents take too long to process. Split them into smaller files and try again.`,
  tooComplex: msg`A document needs more memory than the server allows. Split it into smaller files and try again.`,
  busy: msg`The server is busy with other documents. Please try again in a minute.`,
  unreadable: msg({ message: 'The file {filename} could not be processed.' }),
} as const

/** Messages of the checks every request passes before its call: where it comes from, what it sends. */
export const boundaryMessages = {
  foreignOrigin: msg`This request comes from another site and was refused.`,
  unsupportedType: msg({ message: 'Send the request body as {expected}.' }),
  invalidValue: msg`A value in the request is not valid.`,
  unreadableBody: msg`The request body could not be read as its content type says.`,
} as const

/** Messages of the single sign-on guards: where a form comes from, how many temporary sessions. */
export const ssoGuardMessages = {
  foreignForm: msg`This request did not come from the portal. Start again from the portal.`,
  tempSessionThrottled: msg`Too many sign-on requests from your address. Please try again in {minutes} minutes.`,
} as const

/** Messages of the quality manual's reader. */
export const manualMessages = {
  documentNotFound: msg`This document does not exist or is not published.`,
  documentForbidden: msg`This document is for staff only.`,
  fileNotFound: msg`This file does not exist.`,
  newerRevision: msg({
    message: 'Revision {revision} of this document is now in force. Please read it before you acknowledge it.',
  }),
  changeRequestSent: msg`Your change request was sent to the document's owner.`,
  changeRequestRecorded: msg`Your change request was recorded.`,
  changeRequestLimit: msg({
    message: 'You have sent {limit} change requests in the last hour. Please try again later.',
  }),
  changeRequestSubject: msg({ message: 'Change request: {number} {title}' }),
  changeRequestIntro: msg({
    message: '{name} ({username}) asks for a change to {number} {title}, revision {revision} in {language}:',
  }),
  changeRequestLink: msg`Open the document`,
  /** Languages as a sentence names them. */
  english: msg({ context: 'in a sentence', message: 'English' }),
  french: msg({ context: 'in a sentence', message: 'French' }),
  /** The manual named MULTIMODAL. */
  multimodal: msg`Warehousing and Distribution`,
  pdfRevision: msg({ message: 'Revision {revision}, effective {date}' }),
  pdfUncontrolled: msg({ message: 'Printed on {date}. A printed copy is not controlled: the portal holds the revision in force.' }),
  pdfPage: msg({ message: 'Page {page} of {pages}' }),
} as const

/** The manual's authoring: nodes, drafts (stagings), the workflow, publication and withdrawal. */
export const authoringMessages = {
  nodeNotFound: msg`This section or document does not exist.`,
  notADocument: msg`This is a section: only a document has drafts, files and revisions.`,
  stagingNotFound: msg`This draft does not exist.`,
  stagingOpen: msg`This document already has an open draft in this language.`,
  obsoleteOpen: msg`A request to withdraw this document is already open.`,
  notEditable: msg({ message: 'Only a draft or a rejected draft can be changed; this one is {state}.' }),
  stale: msg({
    message:
      'Someone saved this draft since you opened it (now version {current}, yours was {version}). Your text was not saved: compare it with the saved one and save again.',
  }),
  notSubmittable: msg({ message: 'Only a draft or a rejected draft can be submitted; this one is {state}.' }),
  notInReview: msg({ message: 'Only a draft in review can be approved or rejected; this one is {state}.' }),
  notPublishReady: msg({ message: 'Only a Publish Ready draft can be published; this one is {state}.' }),
  notDeletable: msg({ message: 'Only a draft or a rejected draft can be deleted; this one is {state}.' }),
  obsoleteRequestAction: msg`This is a request to withdraw the document: approve or reject it as obsolete.`,
  revisionAction: msg`This is a new text, not a request to withdraw: approve or reject it.`,
  publishObsoleteRequest: msg`A request to withdraw is carried out with Mark obsolete, not published.`,
  alreadyApproved: msg`You have already approved this step.`,
  changedMeanwhile: msg`This draft changed while you were acting on it: open it again and retry.`,
  notCurrentApprover: msg({ message: 'This draft is waiting for {name}: only they or their delegate can act on it now.' }),
  ownDraft: msg`You cannot approve or reject your own draft without the self-approval role.`,
  noChain: msg`No workflow chain applies to this document: set one on the document or on its process category.`,
  skipChainForbidden: msg`Only the self-approval role may skip the workflow chain.`,
  editForbidden: msg`Only the draft's author or a technical writer can change it.`,
  nodeObsolete: msg`This document is obsolete: restore it before writing a new revision.`,
  notInForce: msg`This document has no revision in force to withdraw.`,
  nothingToRestore: msg`This node is neither deleted nor obsolete: there is nothing to restore.`,
  parentDeleted: msg`The section holding it is deleted: restore that section first.`,
  moveIntoSelf: msg`A section cannot be moved into itself or into one of its own sub-sections.`,
  parentNotSection: msg`Only a section can hold other sections and documents.`,
  copyTooLarge: msg({ message: 'This copy would create more than {max} sections and documents.' }),
  userNotFound: msg`This user does not exist in your company.`,
  notAnApprover: msg`This person has no manual workflow role.`,
  notFound: msg`One of these does not exist in your company.`,
  delegateSelf: msg`You cannot delegate to yourself.`,
  delegationDates: msg`The end date must be on or after the start date.`,
  delegationStartPast: msg`The start date cannot be in the past.`,
  delegationEndPast: msg`The end date cannot be in the past.`,
  delegationForbidden: msg`Only an administrator can set a delegate for another approver.`,
  delegationNotFound: msg`This delegation does not exist.`,
  fileNotFound: msg`This file does not exist.`,
  stateDraft: msg({ context: 'draft state', message: 'Draft' }),
  stateReview: msg({ context: 'draft state', message: 'In Review' }),
  stateRejected: msg({ context: 'draft state', message: 'Rejected' }),
  statePublishReady: msg({ context: 'draft state', message: 'Publish Ready' }),
  statePublished: msg({ context: 'draft state', message: 'Published' }),
  stateDeleted: msg({ context: 'draft state', message: 'Deleted' }),
  mailSubmittedSubject: msg({ message: 'Approval needed: {number} {title} ({language})' }),
  mailSubmitted: msg({
    message: '{name} sent {number} {title} in {language} for your approval (step {step} of {steps}).',
  }),
  mailObsoleteSubject: msg({ message: 'Approval needed to withdraw: {number} {title}' }),
  mailObsolete: msg({ message: '{name} asks to withdraw {number} {title} (step {step} of {steps}).' }),
  mailReadySubject: msg({ message: 'Ready to publish: {number} {title} ({language})' }),
  mailReady: msg({ message: '{number} {title} in {language} went through its approvals and waits to be published.' }),
  mailObsoleteReadySubject: msg({ message: 'Ready to withdraw: {number} {title}' }),
  mailObsoleteReady: msg({ message: 'The request to withdraw {number} {title} was approved and waits for an administrator.' }),
  mailRejectedSubject: msg({ message: 'Rejected: {number} {title} ({language})' }),
  mailRejected: msg({ message: '{name} rejected your draft of {number} {title} in {language}:' }),
  mailPublishedSubject: msg({ message: 'Published: {number} {title}, revision {revision}' }),
  mailPublished: msg({ message: '{number} {title} in {language} is published as revision {revision}, effective {date}.' }),
  mailReviewSubject: msg({ message: 'Review due on {date}: {number} {title}' }),
  mailReview: msg({ message: '{number} {title} is due for its periodic review on {date} ({days} days from now).' }),
  mailOverdueSubject: msg({ message: 'Review overdue since {date}: {number} {title}' }),
  mailOverdue: msg({ message: 'The periodic review of {number} {title} was due on {date}.' }),
  mailLink: msg`Open it in the manual's authoring`,
} as const

/** The manual's administration and audit (document 1 section 7, "Manual, admin" and "Manual, audit"). */
export const manualAdminMessages = {
  idExists: msg`ID already exists`,
  userExists: msg`User already exists`,
  nameExists: msg`This name is already used.`,
  propertyExists: msg`ID already exists`,
  exceptionExists: msg`This document already has an exception here.`,
  userNotFound: msg`No such user.`,
  groupNotFound: msg`No such user group.`,
  chainNotFound: msg`No such workflow chain.`,
  nodeNotFound: msg`No such section or document.`,
  categoryNotFound: msg`No such process category.`,
  tagNotFound: msg`No such tag.`,
  readingTarget: msg`Name a section, a document or a process category, not both.`,
  frenchNameExists: msg`This category or tag already has a French name: change it instead.`,
  notApprover: msg`This user is not an approver of this chain.`,
  firstCannotMoveUp: msg`The first approver cannot move up.`,
  lastCannotMoveDown: msg`The last approver cannot move down.`,
  approverNotStaff: msg`An approver must be a staff account with a manual role.`,
  categoryInUse: msg({ message: 'This category holds {count} documents: move them to another category first.' }),
  tagInUse: msg({ message: 'This tag is on {count} documents: remove it from them first.' }),
  chainInUse: msg({ message: 'This chain governs {nodes} sections or documents and {categories} categories: give them another chain first.' }),
  groupInUse: msg({ message: 'This group has {count} members: remove them first.' }),
  userApprover: msg({ message: 'This user approves in {count} workflow chains: remove them from the chains first.' }),
  notAnAdminNode: msg`This node was not deleted.`,
  notSwitched: msg`This session is not a switch to another user.`,
  restored: msg`Restored: the nodes are Offline until a revision is published again.`,
  saved: msg`Saved.`,
}
