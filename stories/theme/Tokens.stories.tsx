import type { Meta, StoryObj } from '@storybook/react-vite'
import { SemanticColours, Spacing, TypeScale } from './TokenSheet'

const meta = {
  title: 'Theme/Tokens',
  parameters: { controls: { disable: true } },
} satisfies Meta

export default meta

type Story = StoryObj<typeof meta>

/** Surfaces, text, borders, accent and status colours: what components may paint with. */
export const Colours: Story = { render: () => <SemanticColours /> }

/** Font sizes and weights of the body family. */
export const Type: Story = { render: () => <TypeScale /> }

/** The spacing steps used for gaps and padding. */
export const Space: Story = { render: () => <Spacing /> }
