import { screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Button } from '@app/ui/Button'
import { Stepper, stepState, Wizard } from '@app/ui/Wizard'
import { renderWithProviders } from '../render'

const steps = [
  { id: 'prepare', label: 'Prepare File' },
  { id: 'process', label: 'Process' },
  { id: 'complete', label: 'Complete' },
]

describe('stepState', () => {
  it.each([
    ['prepare', ['current', 'upcoming', 'upcoming']],
    ['process', ['completed', 'current', 'upcoming']],
    ['complete', ['completed', 'completed', 'current']],
  ])('at %s the steps are %j', (current, states) => {
    expect(steps.map((s) => stepState(steps, current, s.id))).toEqual(states)
  })
})

describe('Stepper', () => {
  it('numbers the steps and marks the current one with aria-current="step"', () => {
    renderWithProviders(<Stepper steps={steps} step="process" />)
    const list = screen.getByRole('list', { name: 'Steps' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((i) => i.getAttribute('data-state'))).toEqual(['completed', 'current', 'upcoming'])
    expect(items[1]).toHaveAttribute('aria-current', 'step')
    expect(items[0]).not.toHaveAttribute('aria-current')
    expect(items[0]).toHaveTextContent('1 Prepare File (completed)')
    expect(items[2]).toHaveTextContent('3 Complete')
  })
})

function Example() {
  const [step, setStep] = useState('prepare')
  return (
    <Wizard
      title="Split documents"
      steps={steps}
      step={step}
      actions={
        <>
          <Button onPress={() => setStep('prepare')}>RESET</Button>
          <Button variant="primary" onPress={() => setStep(step === 'prepare' ? 'process' : 'complete')}>
            Continue
          </Button>
        </>
      }
    >
      <p>Content of {step}</p>
    </Wizard>
  )
}

describe('Wizard', () => {
  it('shows the current step in a region named after it, with its action bar', () => {
    renderWithProviders(<Example />)
    expect(screen.getByRole('region', { name: 'Split documents' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Prepare File' })).toHaveTextContent('Content of prepare')
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument()
    expect(document.body).toHaveFocus()
  })

  it('moves focus to the new step when the step changes', async () => {
    const { user } = renderWithProviders(<Example />)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const region = screen.getByRole('region', { name: 'Process' })
    expect(region).toHaveTextContent('Content of process')
    expect(region).toHaveFocus()
    expect(screen.getByText('Process').closest('li')).toHaveAttribute('aria-current', 'step')
    await user.click(screen.getByRole('button', { name: 'RESET' }))
    expect(screen.getByRole('region', { name: 'Prepare File' })).toHaveFocus()
  })
})
