export { NavigationProgress, ProgressBar, type NavigationProgressProps, type ProgressBarProps } from './ProgressBar'
