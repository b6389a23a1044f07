import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Button } from '@app/ui/Button'
import { Stepper, Wizard } from '@app/ui/Wizard'

const steps = [
  { id: 'prepare', label: 'Prepare File' },
  { id: 'process', label: 'Process' },
  { id: 'complete', label: 'Complete' },
]

const content: Record<string, string> = {
  prepare: 'Choose the PDF file to split.',
  process: 'Preview the pages and choose the split options.',
  complete: 'The documents are ready.',
}

function WizardDemo({ initialStep }: { initialStep: string }) {
  const [step, setStep] = useState(initialStep)
  const index = steps.findIndex((s) => s.id === step)
  const last = index === steps.length - 1
  return (
    <Wizard
      title="Split documents"
      steps={steps}
      step={step}
      actions={
        <>
          <Button onPress={() => setStep('prepare')}>RESET</Button>
          <Button variant="primary" isDisabled={last} onPress={() => setStep(steps[index + 1]?.id ?? step)}>
            {index === steps.length - 2 ? 'Complete' : 'Continue'}
          </Button>
        </>
      }
    >
      <p>{content[step]}</p>
    </Wizard>
  )
}

const meta = {
  title: 'UI/Wizard',
  component: WizardDemo,
  args: { initialStep: 'prepare' },
} satisfies Meta<typeof WizardDemo>

export default meta
type Story = StoryObj<typeof meta>

export const FirstStep: Story = {}
export const SecondStep: Story = { args: { initialStep: 'process' } }
export const LastStep: Story = { args: { initialStep: 'complete' } }

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      {steps.map((s) => (
        <Stepper key={s.id} aria-label={`Steps at ${s.label}`} steps={steps} step={s.id} />
      ))}
    </div>
  ),
}
