import { useLingui } from '@lingui/react/macro'
import { Check } from 'lucide-react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import styled from 'styled-components'
import { VisuallyHidden } from '../VisuallyHidden'

export interface WizardStep {
  /** A stable id, matched by the `step` prop. */
  id: string
  /** The step's name, shown after its number. */
  label: string
}

export type StepState = 'completed' | 'current' | 'upcoming'

export interface StepperProps {
  /** The steps in order. */
  steps: readonly WizardStep[]
  /** The id of the current step; earlier steps count as completed. */
  step: string
  /** Names the list of steps; 'Steps' by default. */
  'aria-label'?: string
  /** A class name, for layout by the parent. */
  className?: string
}

export interface WizardProps extends StepperProps {
  /** A heading above the steps that names the wizard. */
  title?: string
  /** The current step's content. */
  children: ReactNode
  /** The action bar under the content: Continue, Complete, Reset and the like. */
  actions?: ReactNode
}

/** Whether a step is done, under way, or still to come. */
export function stepState(steps: readonly WizardStep[], current: string, id: string): StepState {
  const at = steps.findIndex((s) => s.id === current)
  const index = steps.findIndex((s) => s.id === id)
  if (index < at) return 'completed'
  return index === at ? 'current' : 'upcoming'
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text.muted};

  &:not(:last-child)::after {
    content: '';
    width: ${({ theme }) => theme.space.xxl};
    height: ${({ theme }) => theme.border.width.thick};
    background: ${({ theme }) => theme.color.border.default};
  }
  &[data-state='completed']:not(:last-child)::after {
    background: ${({ theme }) => theme.color.accent.default};
  }
  &[data-state='current'] {
    color: ${({ theme }) => theme.color.text.default};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &[data-state='completed'] {
    color: ${({ theme }) => theme.color.text.default};
  }
`

const Marker = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.size.control.sm};
  height: ${({ theme }) => theme.size.control.sm};
  border: ${({ theme }) => theme.border.width.thick} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface.default};
  color: ${({ theme }) => theme.color.text.muted};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;

  svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
  [data-state='current'] > & {
    border-color: ${({ theme }) => theme.color.accent.default};
    background: ${({ theme }) => theme.color.accent.default};
    color: ${({ theme }) => theme.color.text.onAccent};
  }
  [data-state='completed'] > & {
    border-color: ${({ theme }) => theme.color.accent.default};
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.text};
  }
`

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};

  > h2 {
    margin: 0;
  }
`

const Content = styled.section`
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus-visible {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: ${({ theme }) => theme.border.width.thin} solid ${({ theme }) => theme.color.border.subtle};
`

/** The numbered list of steps: completed, current (aria-current="step") and upcoming. */
export function Stepper({ steps, step, 'aria-label': ariaLabel, className }: StepperProps) {
  const { t, i18n } = useLingui()
  return (
    <List aria-label={ariaLabel ?? t`Steps`} className={className}>
      {steps.map((s, index) => {
        const state = stepState(steps, step, s.id)
        return (
          <Item key={s.id} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Marker aria-hidden="true">{state === 'completed' ? <Check /> : i18n.number(index + 1)}</Marker>
            <span>
              <VisuallyHidden>{i18n.number(index + 1)} </VisuallyHidden>
              {s.label}
              {state === 'completed' && <VisuallyHidden> {t`(completed)`}</VisuallyHidden>}
            </span>
          </Item>
        )
      })}
    </List>
  )
}

/** A step-by-step shell: the steps, the current step's content, and an action bar. */
export function Wizard({ title, children, actions, ...stepper }: WizardProps) {
  const { step, steps } = stepper
  const titleId = useId()
  const contentRef = useRef<HTMLElement>(null)
  const shownStep = useRef(step)
  const current = steps.find((s) => s.id === step)

  // Moving to another step puts focus on its content, so keyboard and screen reader users follow.
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    contentRef.current?.focus()
  }, [step])

  return (
    <Root aria-labelledby={title ? titleId : undefined}>
      {title && <h2 id={titleId}>{title}</h2>}
      <Stepper {...stepper} />
      <Content ref={contentRef} tabIndex={-1} aria-label={current?.label}>
        {children}
      </Content>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  )
}
