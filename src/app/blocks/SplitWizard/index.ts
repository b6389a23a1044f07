export {
  baseName,
  hasErrors,
  initialSplitState,
  newEntry,
  type SplitAction,
  type SplitEntry,
  type SplitErrors,
  type SplitState,
  type SplitStep,
  splitReducer,
  uploadParams,
  validateEntries,
} from './split'
export { type AdditionalField, type SplitSender, SplitWizard, type SplitWizardProps } from './SplitWizard'
