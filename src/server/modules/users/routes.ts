import { defineHandlers } from '../../http/routes'
import { accountHandlers } from './account'
import { adminHandlers } from './admin'
import { signInHandlers } from './sign-in'

export const usersRoutes = defineHandlers('users', { ...signInHandlers, ...accountHandlers, ...adminHandlers })
