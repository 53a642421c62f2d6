/**
 * An editable tree (menus, category trees): the sortable tree with folding and the reorder rule of
 * `treeRules.ts`. A drag that reorders the top level or a first level within its parent calls
 * `onReorder` with the siblings' new order; any other drop (to another parent, below the first
 * level) is refused with the rule's message and the tree stays as it was. Each row gets its drag
 * handle (none when read-only) and a fold toggle when it has children; the caller renders the rest.
 *
 * Rows are memoised (`EditableRow`): a row renders again when its node, label, depth, fold state or
 * child count change, not when another row does. For that the caller passes a stable `renderRow`
 * and `getLabel` (`useCallback`) and nodes that keep their identity when unchanged (react-query's
 * structural sharing does; `collapsed` and `withOrder` keep it too).
 */
import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { formatMessage } from '#core/messages';
import { useT, useUiLanguage } from '../../i18n/context';
import { notifyError } from '../../ui/feedback';
import { SortableTree, type SortableTreeNodeState } from './SortableTree';
import type { TreeId, TreeNodeShape } from './tree';
import { childCounts, collapsed, reorderOf } from './treeRules';

export interface EditableTreeProps<N extends TreeNodeShape<N>> {
  readonly tree: readonly N[];
  /** The children of `parentId` (null: the top level) in their new order. */
  readonly onReorder: (parentId: TreeId | null, ids: readonly TreeId[]) => void;
  readonly getLabel: (node: N) => string;
  /** The row's content after the handle and the fold toggle. */
  readonly renderRow: (node: N, depth: number) => ReactNode;
  readonly readOnly?: boolean;
}

interface EditableRowProps<N> {
  readonly id: TreeId;
  readonly node: N;
  readonly depth: number;
  readonly handle: ReactNode;
  readonly isDragging: boolean;
  readonly label: string;
  /** The node's children in the whole tree (folded ones included). */
  readonly childCount: number;
  readonly isFolded: boolean;
  readonly readOnly: boolean;
  readonly onToggle: (id: TreeId) => void;
  readonly renderRow: (node: N, depth: number) => ReactNode;
}

function EditableRowView<N>({
  id,
  node,
  depth,
  handle,
  isDragging,
  label,
  childCount,
  isFolded,
  readOnly,
  onToggle,
  renderRow,
}: EditableRowProps<N>) {
  const t = useT();
  return (
    <Paper withBorder p={6} shadow={isDragging ? 'sm' : undefined} data-testid={`tree-row-${id}`}>
      <Group gap="xs" wrap="nowrap" align="center">
        {readOnly ? null : handle}
        {childCount > 0 ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => onToggle(id)}
            aria-expanded={!isFolded}
            aria-label={t(isFolded ? 'trees.unfold' : 'trees.fold', { item: label })}
          >
            {isFolded ? <IconChevronRight size={16} /> : <IconChevronDown size={16} />}
          </ActionIcon>
        ) : (
          <span style={{ width: 22, flex: 'none' }} aria-hidden />
        )}
        {renderRow(node, depth)}
      </Group>
    </Paper>
  );
}

/** One row: its frame, handle and fold toggle around the caller's content; memoised. */
const EditableRow = memo(EditableRowView) as typeof EditableRowView;

export function EditableTree<N extends TreeNodeShape<N>>({
  tree,
  onReorder,
  getLabel,
  renderRow,
  readOnly = false,
}: EditableTreeProps<N>) {
  const t = useT();
  const { language } = useUiLanguage();
  const [folded, setFolded] = useState<ReadonlySet<TreeId>>(new Set());
  const visible = useMemo(() => collapsed(tree, folded), [tree, folded]);
  const childCount = useMemo(() => childCounts(tree), [tree]);
  const toggle = useCallback(
    (id: TreeId) =>
      setFolded((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const renderNode = useCallback(
    (node: N, { handle, depth, isDragging }: SortableTreeNodeState) => (
      <EditableRow
        id={node.id}
        node={node}
        depth={depth}
        handle={handle}
        isDragging={isDragging}
        label={getLabel(node)}
        childCount={childCount.get(node.id) ?? 0}
        isFolded={folded.has(node.id)}
        readOnly={readOnly}
        onToggle={toggle}
        renderRow={renderRow}
      />
    ),
    [getLabel, folded, readOnly, toggle, renderRow, childCount],
  );

  if (tree.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('trees.empty')}
      </Text>
    );
  }
  return (
    <SortableTree
      tree={visible}
      disabled={readOnly}
      getLabel={getLabel}
      onChange={(next) => {
        const change = reorderOf(visible, next);
        if (change.kind === 'refused') notifyError(new Error(formatMessage('moveNotAllowed', language)), language);
        else if (change.kind === 'reorder') onReorder(change.parentId, change.ids);
      }}
      renderNode={renderNode}
    />
  );
}
