import type { ReactNode } from 'react'
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
  type DialogTriggerProps,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components'
import styled from 'styled-components'
import { overlaySurface } from './Popover.styles'

export interface PopoverProps extends Omit<AriaPopoverProps, 'children' | 'className' | 'style'> {
  /** A heading at the top that also names the popover's dialog. */
  title?: string
  /** Names the dialog when there is no title. */
  'aria-label'?: string
  /** Draw an arrow pointing at the trigger. */
  showArrow?: boolean
  /** The popover's content; a function receives `close`. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode)
}

const Surface = styled(AriaPopover)`
  ${overlaySurface}
  max-width: min(${({ theme }) => theme.size.dialog.md}, calc(100vw - ${({ theme }) => theme.space.xl}));

  .arrow svg {
    display: block;
    width: ${({ theme }) => theme.space.md};
    height: ${({ theme }) => theme.space.md};
    fill: ${({ theme }) => theme.color.surface.raised};
    stroke: ${({ theme }) => theme.color.border.default};
    stroke-width: 1;
  }
  &[data-placement='bottom'] .arrow svg {
    transform: rotate(180deg);
  }
  &[data-placement='left'] .arrow svg {
    transform: rotate(-90deg);
  }
  &[data-placement='right'] .arrow svg {
    transform: rotate(90deg);
  }
`

const Content = styled(AriaDialog)`
  padding: ${({ theme }) => theme.space.lg};
  outline: none;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`

/** A non-modal dialog anchored to its trigger; Escape or a click outside closes it and focus returns. */
export function Popover({ title, 'aria-label': ariaLabel, showArrow = false, children, ...props }: PopoverProps) {
  return (
    <Surface offset={showArrow ? 12 : 8} {...props}>
      {showArrow && (
        <OverlayArrow className="arrow">
          <svg viewBox="0 0 12 12" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      )}
      <Content aria-label={title ? undefined : ariaLabel}>
        {({ close }) => (
          <>
            {title && <Heading slot="title">{title}</Heading>}
            {typeof children === 'function' ? children({ close }) : children}
          </>
        )}
      </Content>
    </Surface>
  )
}

export type PopoverTriggerProps = DialogTriggerProps

/** Pairs a pressable trigger (first child) with a `Popover` (second child). */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <AriaDialogTrigger {...props} />
}
