/**
 * The smallest sign-in page the prescribed libraries allow, with none of the portal's own code: one route,
 * a theme, a catalog, a validated two-field form that posts through a mutation. `scripts/bench-floor.mjs`
 * builds it and prints its gzip size, the floor under the portal's first-load figure.
 */
import { createRoot } from 'react-dom/client'
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { useForm } from '@tanstack/react-form'
import styled, { createGlobalStyle, ThemeProvider } from 'styled-components'
import { i18n } from '@lingui/core'
import { I18nProvider, useLingui } from '@lingui/react'
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components'
import * as v from 'valibot'
import { ofetch } from 'ofetch'

type Theme = { text: string; space: string }

i18n.load('en', { signIn: 'Sign in', userName: 'User name', password: 'Password', required: 'Required' })
i18n.activate('en')

const Global = createGlobalStyle<{ theme: Theme }>`body { color: ${(p) => p.theme.text}; }`
const Panel = styled.main<{ theme: Theme }>`padding: ${(p) => p.theme.space};`

const credentials = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty('Required')),
  password: v.pipe(v.string(), v.nonEmpty('Required')),
})

function SignIn() {
  const { _ } = useLingui()
  const signIn = useMutation({ mutationFn: (body: v.InferOutput<typeof credentials>) => ofetch('/api/login', { method: 'POST', body }) })
  const form = useForm({
    defaultValues: { username: '', password: '' },
    validators: { onSubmit: credentials },
    onSubmit: ({ value }) => signIn.mutate(value),
  })
  return (
    <Panel>
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.Field name="username">
          {(field) => (
            <TextField value={field.state.value} onChange={field.handleChange} isInvalid={field.state.meta.errors.length > 0}>
              <Label>{_('userName')}</Label>
              <Input />
              <FieldError>{_('required')}</FieldError>
            </TextField>
          )}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <TextField type="password" value={field.state.value} onChange={field.handleChange}>
              <Label>{_('password')}</Label>
              <Input />
            </TextField>
          )}
        </form.Field>
        <Button type="submit" isPending={signIn.isPending}>
          {_('signIn')}
        </Button>
      </Form>
    </Panel>
  )
}

const rootRoute = createRootRoute({
  component: () => (
    <>
      <Global />
      <Outlet />
    </>
  ),
})
const signInRoute = createRoute({ getParentRoute: () => rootRoute, path: '/$company/login', component: SignIn })
const router = createRouter({ routeTree: rootRoute.addChildren([signInRoute]) })
const queryClient = new QueryClient()

createRoot(document.getElementById('root') as HTMLElement).render(
  <QueryClientProvider client={queryClient}>
    <ThemeProvider theme={{ text: '#1a1a1a', space: '1rem' }}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </ThemeProvider>
  </QueryClientProvider>,
)
