import { httpMessages } from '../messages'
import { HttpError } from './errors'

export const loginRequired = () => new HttpError(401, httpMessages.loginRequired, { code: 'LOGIN_REQUIRED' })
export const sessionExpired = () => new HttpError(401, httpMessages.sessionExpired, { code: 'SESSION_EXPIRED' })
export const forbidden = () => new HttpError(403, httpMessages.forbidden, { code: 'FORBIDDEN' })
