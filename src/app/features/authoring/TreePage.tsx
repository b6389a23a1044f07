import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { ChevronRight, ChevronsDownUp, ChevronsUpDown, FilePlus, FileText, Folder, FolderPlus, GripVertical, MoreHorizontal } from 'lucide-react'
import { createContext, type ReactElement, useCallback, useContext, useMemo, useState } from 'react'
import {
  Button as AriaButton,
  Collection,
  type Key,
  Tree,
  TreeItem,
  TreeItemContent,
  useDragAndDrop,
} from 'react-aria-components'
import styled from 'styled-components'
import { Badge } from '@app/ui/Badge'
import { Button } from '@app/ui/Button'
import { ErrorState } from '@app/ui/ErrorState'
import { refusalOf } from '@app/api/errors'
import { useMenuGroup, withMenuGroup } from '@app/ui/Link'
import { Menu } from '@app/ui/Menu'
import { onDemand } from '@app/ui/onDemand'
import { Spinner } from '@app/ui/Spinner'
import { toast } from '@app/ui/Toast'
import { useConfirm } from '@app/ui/AlertDialog'
import { PageHeading } from '@app/shell/PageHeading'
import { usePageCompany } from '@app/shell/usePage'
import {
  type AuthoringTreeNode,
  authoringOptionsQueryOptions,
  authoringTreeQueryOptions,
  useDeleteNode,
  useMoveNode,
  usePositionNode,
} from './api'
import { NODE_STATUS_LABEL, STAGING_STATUS_LABEL, STAGING_STATUS_TONE } from './labels'
import { countNodes, dropPlace, locate, nodeName, OPEN_ALL_UP_TO, placesOf, sectionIds, sectionsOf } from './tree'

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  .hint {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
`

/** The node dialogs and their fields, fetched once the tree is drawn: the tree draws without them. */
const dialogCode = onDemand(() => import('./NodeDialogs'))

const StyledTree = styled(Tree)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  outline: none;
  color: ${({ theme }) => theme.color.text.default};

  .row {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    padding-inline-start: calc(
      ${({ theme }) => theme.space.xs} + (var(--tree-item-level) - 1) * ${({ theme }) => theme.space.lg}
    );
    border-radius: ${({ theme }) => theme.radius.sm};
    outline: none;
    cursor: pointer;
  }
  .row[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  .row[data-focus-visible] {
    outline: ${({ theme }) => theme.border.width.focus} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: calc(-1 * ${({ theme }) => theme.border.width.focus});
  }
  .row[data-drop-target] {
    background: ${({ theme }) => theme.color.surface.selected};
    outline: ${({ theme }) => theme.border.width.thin} dashed ${({ theme }) => theme.color.accent.default};
  }
  .row[data-dragging] {
    opacity: 0.5;
  }
  .row[data-has-child-items] .title {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .chevron,
  .spacer,
  .grip {
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
  .grip {
    cursor: grab;
    color: ${({ theme }) => theme.color.text.muted};
  }
  .chevron svg,
  .grip svg,
  .icon {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
  .chevron svg {
    transition: transform ${({ theme }) => theme.motion.duration.fast};
  }
  .chevron[data-open] svg {
    transform: rotate(90deg);
  }
  .icon {
    flex: none;
    color: ${({ theme }) => theme.color.text.muted};
  }
  .title {
    flex: 1 1 12rem;
    min-width: 0;
  }
  .number {
    color: ${({ theme }) => theme.color.text.muted};
    font-variant-numeric: tabular-nums;
    margin-inline-end: ${({ theme }) => theme.space.xs};
  }
  .states {
    display: inline-flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xxs};
  }
  .drop-line {
    height: ${({ theme }) => theme.border.width.thick};
    margin: 0 ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.color.accent.default};
  }
` as typeof Tree

type DialogState =
  | { kind: 'create'; nodeKind: 'section' | 'document'; parent: AuthoringTreeNode | null }
  | { kind: 'rename'; node: AuthoringTreeNode }
  | { kind: 'move' | 'copy'; node: AuthoringTreeNode }
  | { kind: 'configs'; node: AuthoringTreeNode }
  | null

/** Badges of a node's state: withdrawn or offline, open drafts per language, a missing translation, a review overdue. */
function NodeStates({ node }: { node: AuthoringTreeNode }) {
  const { t, i18n } = useLingui()
  return (
    <span className="states">
      {node.status !== 'active' && <Badge variant="warning">{i18n._(NODE_STATUS_LABEL[node.status])}</Badge>}
      {node.stagings.map((staging) => (
        <Badge key={staging.id} variant={STAGING_STATUS_TONE[staging.status]}>
          {staging.lang.toUpperCase()}
          {' · '}
          {staging.kind === 'obsolete' ? t`Withdrawal` : ''} {i18n._(STAGING_STATUS_LABEL[staging.status])}
        </Badge>
      ))}
      {node.missing_translation && <Badge variant="warning">{t`Translation missing`}</Badge>}
      {node.review_overdue && <Badge variant="danger">{t`Review overdue`}</Badge>}
    </span>
  )
}

/** The sections open in the tree. */
const OpenContext = createContext<ReadonlySet<Key>>(new Set())
/** What a row's drawing reads besides its node: a row drawn before one of them changed is drawn again. */
const RowInputs = createContext<readonly unknown[]>([])

/**
 * A section's rows, all of them only while it is open. A folded section holds its first row alone, which
 * is never drawn but tells the tree the section can open: the tree of a big manual costs what it shows,
 * not what it holds. A component of its own, so that opening one section redraws only what changes.
 */
function OpenChildren({ node, children }: { node: AuthoringTreeNode; children: (node: AuthoringTreeNode) => ReactElement }) {
  const open = useContext(OpenContext).has(node.id)
  const items = useMemo(() => (open ? node.children : node.children.slice(0, 1)), [open, node.children])
  return (
    <Collection items={items} dependencies={useContext(RowInputs)}>
      {children}
    </Collection>
  )
}

export interface AuthoringTreeProps {
  nodes: readonly AuthoringTreeNode[]
  /** The page of a node. */
  hrefOf: (node: AuthoringTreeNode) => string
  /** Whether the caller may change the tree (an authoring role). */
  canEdit: boolean
  /** Sections open at first; when absent, every one in a tree of up to `OPEN_ALL_UP_TO` nodes, none in a bigger one. */
  defaultExpanded?: Iterable<Key>
}

/**
 * The manual's tree for editing: each node with its states and a menu of actions (new section or
 * document inside, rename, move, copy, up, down, configure, delete). Nodes are moved by dragging them
 * (mouse, touch, or the keyboard's drag mode) or with the "Move to…" dialog.
 */
export function AuthoringTree({ nodes, hrefOf, canEdit, defaultExpanded }: AuthoringTreeProps) {
  const { t, i18n } = useLingui()
  const group = useMenuGroup()
  // A big manual opens folded to its top sections: thousands of rows at once would take seconds to draw.
  const [expanded, setExpanded] = useState<Set<Key>>(
    () => new Set(defaultExpanded ?? (countNodes(nodes) <= OPEN_ALL_UP_TO ? sectionIds(nodes) : [])),
  )
  const places = useMemo(() => placesOf(nodes), [nodes])
  // react-aria keeps each row as first drawn until its node changes: what else a row shows is named here
  // (the actions come with the options, which may arrive after the tree; a moved node's siblings are the
  // same objects, but their first and last places are not).
  const rowInputs = useMemo(() => [canEdit, group, i18n.locale, hrefOf, places], [canEdit, group, i18n.locale, hrefOf, places])
  const [dialog, setDialog] = useState<DialogState>(null)
  const sections = useMemo(() => sectionsOf(nodes), [nodes])
  const move = useMoveNode('move')
  const position = usePositionNode()
  const remove = useDeleteNode()
  const { confirm, confirmDialog } = useConfirm()
  const dialogs = dialogCode.useModule()

  const { dragAndDropHooks } = useDragAndDrop<AuthoringTreeNode>({
    isDisabled: !canEdit,
    getItems: (keys) =>
      [...keys].map((key) => {
        const found = locate(nodes, Number(key))
        return { 'text/plain': found ? nodeName(found.node) : String(key), 'application/x-manual-node': String(key) }
      }),
    acceptedDragTypes: ['application/x-manual-node'],
    shouldAcceptItemDrop: (target) => locate(nodes, Number(target.key))?.node.kind === 'section',
    onMove: (event) => {
      const moved = Number([...event.keys][0])
      const place = dropPlace(nodes, moved, Number(event.target.key), event.target.dropPosition)
      if (!place || moved === Number(event.target.key)) return
      const name = nodeName(locate(nodes, moved)?.node ?? { number: null, title: '' })
      move.mutate(
        { id: moved, ...place },
        {
          onSuccess: () => toast.positive(t`“${name}” moved.`),
          onError: (error) => toast.negative(refusalOf(error) ?? t`The node could not be moved.`),
        },
      )
    },
    renderDropIndicator: () => <div className="drop-line" />,
  })

  const shift = (node: AuthoringTreeNode, by: -1 | 1) => {
    const index = places.get(node.id)?.index ?? 0
    position.mutate(
      { id: node.id, position: index + by },
      { onSuccess: () => toast.positive(by < 0 ? t`Moved up.` : t`Moved down.`) },
    )
  }
  const askDelete = async (node: AuthoringTreeNode) => {
    const name = nodeName(node)
    const yes = await confirm({
      title: t`Delete “${name}”?`,
      message:
        node.kind === 'section'
          ? t`The section and everything in it go to the deleted documents, where an administrator can restore them.`
          : t`The document goes to the deleted documents, where an administrator can restore it.`,
      variant: 'danger',
      confirmLabel: t`Delete`,
    })
    if (!yes) return
    remove.mutate(node.id, { onSuccess: () => toast.positive(t`“${name}” deleted.`) })
  }

  const act = (node: AuthoringTreeNode, key: Key) => {
    switch (key) {
      case 'new-section':
      case 'new-document':
        setDialog({ kind: 'create', nodeKind: key === 'new-section' ? 'section' : 'document', parent: node })
        break
      case 'rename':
      case 'move':
      case 'copy':
      case 'configs':
        setDialog({ kind: key, node })
        break
      case 'up':
        shift(node, -1)
        break
      case 'down':
        shift(node, 1)
        break
      case 'delete':
        void askDelete(node)
        break
    }
  }

  const toggle = (key: Key) =>
    setExpanded((keys) => {
      const next = new Set(keys)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })

  const renderNode = (node: AuthoringTreeNode) => {
    const name = nodeName(node)
    const { siblings, index } = places.get(node.id) ?? { siblings: [], index: -1 }
    const disabled = [...(index <= 0 ? ['up'] : []), ...(index === siblings.length - 1 ? ['down'] : [])]
    return (
      <TreeItem
        id={node.id}
        textValue={name}
        className="row"
        href={node.kind === 'document' ? withMenuGroup(hrefOf(node), group) : undefined}
        onAction={node.kind === 'section' ? () => toggle(node.id) : undefined}
      >
        <TreeItemContent>
          {({ hasChildItems, isExpanded, allowsDragging }) => (
            <>
              {allowsDragging && (
                <AriaButton slot="drag" className="grip" aria-label={t`Drag “${name}”`}>
                  <GripVertical aria-hidden="true" />
                </AriaButton>
              )}
              {hasChildItems ? (
                <AriaButton slot="chevron" className="chevron" data-open={isExpanded || undefined}>
                  <ChevronRight aria-hidden="true" focusable="false" />
                </AriaButton>
              ) : (
                <span className="spacer" />
              )}
              {node.kind === 'document' ? (
                <FileText className="icon" aria-hidden="true" focusable="false" />
              ) : (
                <Folder className="icon" aria-hidden="true" focusable="false" />
              )}
              <span className="title">
                {node.number && <span className="number">{node.number}</span>}
                {node.title}
              </span>
              <NodeStates node={node} />
              {canEdit && (
                <Menu
                  label={<MoreHorizontal aria-hidden="true" />}
                  aria-label={t`Actions for “${name}”`}
                  variant="ghost"
                  hideChevron
                  placement="bottom end"
                  disabledKeys={disabled}
                  onAction={(key) => act(node, key)}
                >
                  {node.kind === 'section' && <Menu.Item id="new-section">{t`New section inside`}</Menu.Item>}
                  {node.kind === 'section' && <Menu.Item id="new-document">{t`New document inside`}</Menu.Item>}
                  <Menu.Item id="rename">{t`Rename`}</Menu.Item>
                  <Menu.Item id="move">{t`Move to…`}</Menu.Item>
                  <Menu.Item id="copy">{t`Copy to…`}</Menu.Item>
                  <Menu.Item id="up">{t`Move up`}</Menu.Item>
                  <Menu.Item id="down">{t`Move down`}</Menu.Item>
                  <Menu.Item id="configs">{t`Configure`}</Menu.Item>
                  <Menu.Item id="delete" variant="danger">
                    {t`Delete`}
                  </Menu.Item>
                </Menu>
              )}
            </>
          )}
        </TreeItemContent>
        <OpenChildren node={node}>{renderNode}</OpenChildren>
      </TreeItem>
    )
  }

  return (
    <>
      <div className="toolbar">
        {canEdit && (
          <>
            <Button icon={<FolderPlus />} onPress={() => setDialog({ kind: 'create', nodeKind: 'section', parent: null })}>
              {t`New section`}
            </Button>
            <Button icon={<FilePlus />} onPress={() => setDialog({ kind: 'create', nodeKind: 'document', parent: null })}>
              {t`New document`}
            </Button>
          </>
        )}
        <Button variant="ghost" icon={<ChevronsUpDown />} onPress={() => setExpanded(new Set(sectionIds(nodes)))}>
          {t`Open all sections`}
        </Button>
        <Button variant="ghost" icon={<ChevronsDownUp />} onPress={() => setExpanded(new Set())}>
          {t`Close all sections`}
        </Button>
      </div>
      {canEdit && (
        <p className="hint">{t`Drag a node to move it, or use its actions menu and “Move to…” from the keyboard.`}</p>
      )}
      <OpenContext.Provider value={expanded}>
        <RowInputs.Provider value={rowInputs}>
          <StyledTree
            aria-label={t`The manual's documents`}
            items={nodes}
            dependencies={rowInputs}
            expandedKeys={expanded}
            onExpandedChange={setExpanded}
            dragAndDropHooks={dragAndDropHooks}
            renderEmptyState={() => t`The manual has no section yet.`}
          >
            {renderNode}
          </StyledTree>
        </RowInputs.Provider>
      </OpenContext.Provider>
      {dialogs && dialog?.kind === 'create' && (
        <dialogs.NodeNameDialog
          mode={{ kind: 'create', nodeKind: dialog.nodeKind, parent: dialog.parent }}
          isOpen
          onOpenChange={(open) => !open && setDialog(null)}
        />
      )}
      {dialogs && dialog?.kind === 'rename' && (
        <dialogs.NodeNameDialog mode={{ kind: 'rename', node: dialog.node }} isOpen onOpenChange={(open) => !open && setDialog(null)} />
      )}
      {dialogs && (dialog?.kind === 'move' || dialog?.kind === 'copy') && (
        <dialogs.MoveDialog
          mode={dialog.kind}
          node={dialog.node}
          sections={sections}
          isOpen
          onOpenChange={(open) => !open && setDialog(null)}
        />
      )}
      {dialogs && dialog?.kind === 'configs' && (
        <dialogs.ConfigsDialog node={dialog.node} isOpen onOpenChange={(open) => !open && setDialog(null)} />
      )}
      {confirmDialog}
    </>
  )
}

/** authoring/document: the manual's tree for editing. */
export function TreePage() {
  const { t } = useLingui()
  const company = usePageCompany().code
  const hrefOf = useCallback((node: AuthoringTreeNode) => `/${company}/pages/authoring/document/${node.id}`, [company])
  const tree = useQuery(authoringTreeQueryOptions())
  const options = useQuery(authoringOptionsQueryOptions())
  return (
    <Page>
      <PageHeading />
      {tree.isPending ? (
        <Spinner label={t`Loading the manual`} />
      ) : tree.isError ? (
        <ErrorState message={t`The manual could not be loaded.`} onRetry={() => void tree.refetch()} isRetrying={tree.isFetching} />
      ) : (
        <AuthoringTree
          nodes={tree.data.nodes}
          hrefOf={hrefOf}
          canEdit={options.data?.me.authoring ?? false}
        />
      )}
    </Page>
  )
}
