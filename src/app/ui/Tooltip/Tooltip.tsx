import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react'
import { TOOLTIP_DELAY_MS } from '@shared/constants'
import { cloneElement, isValidElement, useState, type ReactElement, type ReactNode, type Ref } from 'react'
import styled from 'styled-components'

export interface TooltipProps {
  /** The tooltip text: a short description of the trigger, never essential information alone. */
  content: ReactNode
  /** The trigger: one focusable element that accepts a ref and DOM event props. */
  children: ReactElement
  /** Preferred side; it flips when there is no room. */
  placement?: Placement
  /** Hover delay before opening (ms); 600 by default (document 1 section 9). */
  delay?: number
  /** Open state, when controlled. */
  isOpen?: boolean
  /** Initial open state, for screenshots of an open tooltip. */
  defaultOpen?: boolean
  /** Called when the tooltip opens or closes. */
  onOpenChange?: (isOpen: boolean) => void
  /** Never show the tooltip. */
  isDisabled?: boolean
}

const Bubble = styled.div`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: ${({ theme }) => theme.size.tooltipMax};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface.inverse};
  color: ${({ theme }) => theme.color.text.inverse};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
  pointer-events: none;
`

/** A tooltip that opens on hover (after the delay) and on keyboard focus, closes on Escape, and describes its trigger. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = TOOLTIP_DELAY_MS,
  isOpen: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  isDisabled = false,
}: TooltipProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const open = !isDisabled && (controlledOpen ?? uncontrolledOpen)
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next)
    onOpenChange?.(next)
  }
  // Elements kept in state rather than floating-ui's ref object, so render reads no refs.
  const [reference, setReference] = useState<Element | null>(null)
  const [bubble, setBubble] = useState<HTMLElement | null>(null)
  const { floatingStyles, context } = useFloating({
    elements: { reference, floating: bubble },
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8 })],
  })
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { enabled: !isDisabled, delay: { open: delay, close: 0 }, move: false }),
    useFocus(context, { enabled: !isDisabled }),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ])
  const child = isValidElement<Record<string, unknown> & { ref?: Ref<Element> }>(children) ? children : null
  const setTrigger = useMergeRefs([setReference, child?.props.ref])
  if (!child) return children
  return (
    <>
      {cloneElement(child, getReferenceProps({ ...child.props, ref: setTrigger }))}
      {open && (
        <FloatingPortal>
          <Bubble ref={setBubble} style={floatingStyles} {...getFloatingProps()}>
            {content}
          </Bubble>
        </FloatingPortal>
      )}
    </>
  )
}
