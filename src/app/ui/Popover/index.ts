export { Popover, PopoverTrigger, type PopoverProps, type PopoverTriggerProps } from './Popover'
export { overlaySurface } from './Popover.styles'
