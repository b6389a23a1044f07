export { ToastRegion, type ToastRegionProps } from './Toast'
export {
  createToaster,
  toast,
  type ToastAction,
  type ToastData,
  type Toaster,
  type ToastOptions,
  type ToastVariant,
} from './toaster'
