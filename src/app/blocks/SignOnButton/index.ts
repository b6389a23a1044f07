export { authorizeAddress, createStatusPoller, type StatusPoller } from './poller'
export { apiSignOnCalls, SignOnButton, type SignOnButtonProps, type SignOnCalls, type TempSession } from './SignOnButton'
