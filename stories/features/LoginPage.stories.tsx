import type { Meta, StoryObj } from '@storybook/react-vite'
import { msg } from '@lingui/core/macro'
import { LoginPage } from '@app/features/auth/LoginPage'
import { StoryShell } from './StoryShell'

function LoginStory({ company, signedIn }: { company: string; signedIn: boolean }) {
  return (
    <StoryShell path={`/${company}/login`} meta={{ authorize: 'public', light: true, title: msg`Sign in` }} signedIn={signedIn}>
      <LoginPage company={company} />
    </StoryShell>
  )
}

const meta = {
  title: 'Features/Login',
  component: LoginStory,
  args: { company: 'freight', signedIn: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginStory>

export default meta
type Story = StoryObj<typeof meta>

/** The company sign-in (always light). */
export const SignIn: Story = {}

/** The benefits company's sign-in. */
export const Benefits: Story = { args: { company: 'benefits' } }

/** Signed in already: the page offers the home page or another account. */
export const AlreadySignedIn: Story = { args: { signedIn: true } }
