/**
 * An editable tree (menus, category trees): the sortable tree with folding and the reorder rule of
 * `treeRules.ts`. A drag that reorders the top level or a first level within its parent calls
 * `onReorder` with the siblings' new order; any other drop (to another parent, below the first
 * level) is refused with the rule's message and the tree stays as it was. Each row gets its drag
 * handle (none when read-only) and a fold toggle when it has children; the caller renders the rest.
 */
import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { formatMessage } from '#core/messages';
import { useT, useUiLanguage } from '../../i18n/context';
import { notifyError } from '../../ui/feedback';
import { SortableTree } from './SortableTree';
import type { TreeId, TreeNodeShape } from './tree';
import { collapsed, reorderOf } from './treeRules';

export interface EditableTreeProps<N extends TreeNodeShape<N>> {
  readonly tree: readonly N[];
  /** The children of `parentId` (null: the top level) in their new order. */
  readonly onReorder: (parentId: TreeId | null, ids: readonly TreeId[]) => void;
  readonly getLabel: (node: N) => string;
  /** The row's content after the handle and the fold toggle. */
  readonly renderRow: (node: N, depth: number) => ReactNode;
  readonly readOnly?: boolean;
}

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
  const childCount = useMemo(() => {
    const counts = new Map<TreeId, number>();
    const walk = (nodes: readonly N[]) =>
      nodes.forEach((node) => {
        counts.set(node.id, node.children.length);
        walk(node.children);
      });
    walk(tree);
    return counts;
  }, [tree]);
  const toggle = (id: TreeId) =>
    setFolded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

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
      renderNode={(node, { handle, depth, isDragging }) => {
        const children = childCount.get(node.id) ?? 0;
        const isFolded = folded.has(node.id);
        const label = getLabel(node);
        return (
          <Paper withBorder p={6} shadow={isDragging ? 'sm' : undefined} data-testid={`tree-row-${node.id}`}>
            <Group gap="xs" wrap="nowrap" align="center">
              {readOnly ? null : handle}
              {children > 0 ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  onClick={() => toggle(node.id)}
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
      }}
    />
  );
}
