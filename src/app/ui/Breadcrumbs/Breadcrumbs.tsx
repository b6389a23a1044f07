import { useLingui } from '@lingui/react/macro'
import { ChevronRight } from 'lucide-react'
import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link as AriaLink,
} from 'react-aria-components'
import styled from 'styled-components'

export interface BreadcrumbItem {
  /** A stable key. */
  id: string
  /** The text shown. */
  label: string
  /** Where the crumb leads; the last crumb is the current page and is not a link. */
  href?: string
}

export interface BreadcrumbsProps {
  /** The trail from the top level to the current page. */
  items: readonly BreadcrumbItem[]
  /** Names the navigation landmark; 'Breadcrumbs' by default. */
  'aria-label'?: string
  /** A class name, for layout by the parent. */
  className?: string
}

const List = styled(AriaBreadcrumbs)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
    color: ${({ theme }) => theme.color.text.muted};
  }
` as typeof AriaBreadcrumbs

const Crumb = styled(AriaLink)`
  color: ${({ theme }) => theme.color.text.link};
  text-decoration: underline;
  text-underline-offset: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &[data-current] {
    color: ${({ theme }) => theme.color.text.default};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
    cursor: default;
  }
  &[data-hovered]:not([data-current]) {
    text-decoration-thickness: ${({ theme }) => theme.border.width.thick};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: ${({ theme }) => theme.border.width.thin};
  }
`

/** The trail of pages above the current one, in a navigation landmark; the last crumb has aria-current="page". */
export function Breadcrumbs({ items, 'aria-label': ariaLabel, className }: BreadcrumbsProps) {
  const { t } = useLingui()
  return (
    <nav aria-label={ariaLabel ?? t`Breadcrumbs`} className={className}>
      <List items={items}>
        {(item) => (
          <AriaBreadcrumb id={item.id}>
            {({ isCurrent }) => (
              <>
                <Crumb href={item.href}>{item.label}</Crumb>
                {!isCurrent && <ChevronRight aria-hidden="true" />}
              </>
            )}
          </AriaBreadcrumb>
        )}
      </List>
    </nav>
  )
}
