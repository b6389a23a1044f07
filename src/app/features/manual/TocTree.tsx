import { Plural, useLingui } from '@lingui/react/macro'
import { FileText, Folder } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Button as AriaButton, Collection, type Key, Tree, TreeItem, TreeItemContent } from 'react-aria-components'
import styled from 'styled-components'
import type { TocNode } from '@shared/contract/qpm-user'
import { SearchField } from '@app/ui/SearchField'
import { useMenuGroup, withMenuGroup } from '@app/ui/Link'
import { VisuallyHidden } from '@app/ui/VisuallyHidden'
import { Chevron } from './styles'
import { documentsOf, filterToc, sectionIds, sectionsAbove } from './toc'

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`

const StyledTree = styled(Tree)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  outline: none;
  color: ${({ theme }) => theme.color.text.default};

  .row {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    padding-inline-start: calc(
      ${({ theme }) => theme.space.sm} + (var(--tree-item-level) - 1) * ${({ theme }) => theme.space.lg}
    );
    border-radius: ${({ theme }) => theme.radius.sm};
    border-inline-start: ${({ theme }) => theme.border.width.focus} solid transparent;
    cursor: pointer;
    outline: none;
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  .row[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  .row[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: calc(-1 * ${({ theme }) => theme.border.width.focus});
  }
  .row[aria-current] {
    background: ${({ theme }) => theme.color.surface.selected};
    border-inline-start-color: ${({ theme }) => theme.color.accent.default};
    color: ${({ theme }) => theme.color.accent.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  .row[data-has-child-items] {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .chevron,
  .spacer {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    cursor: pointer;
  }
  .icon {
    flex: none;
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.color.text.muted};
  }
  .number {
    color: ${({ theme }) => theme.color.text.muted};
    font-variant-numeric: tabular-nums;
    margin-inline-end: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
` as typeof Tree

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
`

export interface TocTreeProps {
  /** The table of contents (qpm/user/table_of_contents). */
  nodes: readonly TocNode[]
  /** The document shown beside the tree: marked as the current page, its sections open. */
  currentId?: number
  /** The page of a document. */
  hrefOf: (node: TocNode) => string
  /** Names the tree. */
  label: string
  /** Open every top-level section at first (the contents page); otherwise only those above the current document. */
  expandTopLevel?: boolean
  /** A section to open at first, with the sections above it. */
  openSectionId?: number
}

/** The manual's table of contents: an accessible tree with a filter box. */
export function TocTree({ nodes, currentId, hrefOf, label, expandTopLevel = false, openSectionId }: TocTreeProps) {
  const { t } = useLingui()
  const group = useMenuGroup()
  const opened = useMemo(() => {
    const above = currentId === undefined ? [] : (sectionsAbove(nodes, currentId) ?? []).map((node) => node.id)
    const top = expandTopLevel ? nodes.filter((node) => !node.is_page).map((node) => node.id) : []
    const asked =
      openSectionId === undefined ? [] : [...(sectionsAbove(nodes, openSectionId) ?? []).map((node) => node.id), openSectionId]
    return new Set<Key>([...top, ...above, ...asked])
  }, [nodes, currentId, expandTopLevel, openSectionId])
  const [filter, setFilter] = useState('')
  const [expanded, setExpanded] = useState<Set<Key>>(opened)
  const shown = useMemo(() => filterToc(nodes, filter), [nodes, filter])
  const matches = filter.trim() ? documentsOf(shown).length : null

  const changeFilter = (value: string) => {
    setFilter(value)
    // While filtering, every section holding a match is open; clearing goes back to the first state.
    setExpanded(value.trim() ? new Set<Key>(sectionIds(filterToc(nodes, value))) : opened)
  }
  const toggle = (key: Key) =>
    setExpanded((keys) => {
      const next = new Set(keys)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })

  // react-aria keeps each row as first drawn until its node changes: what else a row shows is named here
  // (the current page changes as the reader goes from one document to the next, with the same contents).
  const rowInputs = [currentId, group, hrefOf]
  const renderNode = (node: TocNode) => {
    const current = node.is_page && node.id === currentId
    const name = [node.number, node.title].filter(Boolean).join(' ')
    return (
      <TreeItem
        id={node.id}
        textValue={name}
        className="row"
        href={node.is_page ? withMenuGroup(hrefOf(node), group) : undefined}
        onAction={node.is_page ? undefined : () => toggle(node.id)}
        render={(props) => <div {...props} aria-current={current ? 'page' : undefined} />}
      >
        <TreeItemContent>
          {({ hasChildItems, isExpanded }) => (
            <>
              {hasChildItems ? (
                <AriaButton slot="chevron" className="chevron">
                  <Chevron aria-hidden="true" data-open={isExpanded || undefined} />
                </AriaButton>
              ) : (
                <span className="spacer" />
              )}
              {node.is_page ? (
                <FileText className="icon" aria-hidden="true" focusable="false" />
              ) : (
                <Folder className="icon" aria-hidden="true" focusable="false" />
              )}
              <span>
                {node.number && <span className="number">{node.number}</span>}
                {node.title}
              </span>
            </>
          )}
        </TreeItemContent>
        <Collection items={node.children} dependencies={rowInputs}>
          {renderNode}
        </Collection>
      </TreeItem>
    )
  }

  return (
    <Root>
      <SearchField label={t`Filter the contents`} value={filter} onChange={changeFilter} />
      {/* Always present, so the count is read as the filter changes. */}
      <VisuallyHidden elementType="p">
        <output>
          {matches === null ? null : matches === 0 ? (
            t`No document matches “${filter}”.`
          ) : (
            <Plural value={matches} one="# document matches" other="# documents match" />
          )}
        </output>
      </VisuallyHidden>
      {shown.length === 0 ? (
        <Empty aria-hidden="true">{t`No document matches “${filter}”.`}</Empty>
      ) : (
        <StyledTree
          aria-label={label}
          items={shown}
          dependencies={rowInputs}
          expandedKeys={expanded}
          onExpandedChange={setExpanded}
        >
          {renderNode}
        </StyledTree>
      )}
    </Root>
  )
}
