export { Stepper, stepState, Wizard, type StepperProps, type StepState, type WizardProps, type WizardStep } from './Wizard'
