export { authorizeAddress, createStatusPoller, type StatusPoller } from './poller'
export { apiSignOnCalls, type SignOnCalls, type TempSession } from './api'
export { SignOnButton, type SignOnButtonProps } from './SignOnButton'
