export { Dialog, DialogTrigger, type DialogProps, type DialogSize, type DialogTriggerProps } from './Dialog'
