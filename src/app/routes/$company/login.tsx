import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@app/features/auth/LoginPage'

export const Route = createFileRoute('/$company/login')({ component: LoginPage })
