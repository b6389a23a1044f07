import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ReactNode } from 'react'
import { StoryApi, type StoryCalls } from '../fixtures/manualApi'
import { StoryShell } from './StoryShell'

export interface ManualShellProps {
  /** The address shown, such as '/freight/pages/user/bookmarks'. */
  path: string
  /** The route's title, which the page heading shows. */
  title?: MessageDescriptor
  /** Answers already in the query cache. */
  data?: [readonly unknown[], unknown][]
  /** The calls the story answers (others fail as if the server were away). */
  calls?: StoryCalls
  children: ReactNode
}

/** A screen of the quality manual for a signed-in reader, with its answers in the query cache. */
export function ManualShell({ path, title = msg`Document`, data, calls, children }: ManualShellProps) {
  return (
    <StoryShell path={path} signedIn meta={{ authorize: 'auth', title }}>
      <StoryApi data={data} calls={calls}>
        {children}
      </StoryApi>
    </StoryShell>
  )
}
