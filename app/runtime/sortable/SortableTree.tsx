/**
 * A tree reordered by dragging a handle (menus, category trees...): the tree is shown flattened,
 * each row indented by its depth. A dragged row moves among the rows vertically and changes level
 * horizontally (pointer: one indent of horizontal offset is one level; keyboard: on the handle,
 * space or enter picks it up, up and down arrows move it, right and left arrows change its level,
 * space or enter drops it, Escape cancels). Its subtree moves with it. Announced to screen readers
 * in the UI language. The pure tree operations are in `tree.ts`.
 */
import {
  closestCenter,
  DndContext,
  MeasuringStrategy,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo, useState, type ReactNode } from 'react';
import { useSortableRow, useSortableSensors, useSortableT } from './SortableList';
import {
  applyDrop,
  flattenTree,
  projectDrop,
  siblingPosition,
  withoutDescendants,
  type FlatNode,
  type Projection,
  type TreeId,
  type TreeNodeShape,
} from './tree';

const KEYBOARD_LEVEL_CODES: Readonly<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowLeft: -1 };

/** Up and down move among the rows (keeping the horizontal offset); right and left move one indent. */
function treeKeyboardCoordinates(indentWidth: number): KeyboardCoordinateGetter {
  return (event, args) => {
    const level = KEYBOARD_LEVEL_CODES[event.code];
    if (level !== undefined) {
      event.preventDefault();
      return { ...args.currentCoordinates, x: args.currentCoordinates.x + level * indentWidth };
    }
    const next = sortableKeyboardCoordinates(event, args);
    return next ? { ...next, x: args.currentCoordinates.x } : next;
  };
}

/** What the render prop gets for each node. */
export interface SortableTreeNodeState {
  /** The drag handle, for the caller to place in the row. */
  readonly handle: ReactNode;
  /** The row's depth (0: a root node), the projected one while the row is dragged. */
  readonly depth: number;
  readonly isDragging: boolean;
}

export interface SortableTreeProps<N extends TreeNodeShape<N>> {
  readonly tree: readonly N[];
  readonly onChange: (tree: N[]) => void;
  /** The node's name in announcements and in the handle's label. */
  readonly getLabel: (node: N) => string;
  readonly renderNode: (node: N, state: SortableTreeNodeState) => ReactNode;
  /** Pixels per level (indentation, and horizontal drag per level). */
  readonly indentWidth?: number;
  readonly disabled?: boolean;
  /** Space between rows (CSS length). */
  readonly gap?: number | string;
}

interface DragState {
  readonly activeId: TreeId;
  readonly overId: TreeId;
  readonly offsetX: number;
}

function TreeRow({
  id,
  label,
  depth,
  indentWidth,
  disabled,
  children,
}: {
  readonly id: TreeId;
  readonly label: string;
  readonly depth: number;
  readonly indentWidth: number;
  readonly disabled: boolean;
  readonly children: (state: SortableTreeNodeState) => ReactNode;
}) {
  const { setNodeRef, style, handle, isDragging } = useSortableRow(id, label, disabled);
  return (
    <div ref={setNodeRef} style={{ ...style, paddingLeft: depth * indentWidth }} data-depth={depth}>
      {children({ handle, depth, isDragging })}
    </div>
  );
}

export function SortableTree<N extends TreeNodeShape<N>>({
  tree,
  onChange,
  getLabel,
  renderNode,
  indentWidth = 24,
  disabled = false,
  gap = 6,
}: SortableTreeProps<N>) {
  const st = useSortableT();
  const sensors = useSortableSensors(useMemo(() => treeKeyboardCoordinates(indentWidth), [indentWidth]));
  const [drag, setDrag] = useState<DragState | null>(null);
  const rows = useMemo(() => flattenTree(tree), [tree]);
  const visible = useMemo(() => (drag ? withoutDescendants(rows, drag.activeId) : rows), [rows, drag]);
  const projectionOf = (state: DragState | null): Projection | null =>
    state ? projectDrop(visible, state.activeId, state.overId, Math.round(state.offsetX / indentWidth)) : null;
  const projection = projectionOf(drag);

  const labelOf = (id: UniqueIdentifier | undefined): string => {
    const node = rows.find((row) => row.id === id)?.node;
    return node ? getLabel(node) : '';
  };
  /** Level (1-based) and position among its new siblings if `state` were dropped now. */
  const describeDrop = (state: DragState) => {
    const landing = projectionOf(state);
    const landed = landing ? flattenTree(applyDrop(tree, state.activeId, state.overId, landing)) : rows;
    const own = landed.find((row) => row.id === state.activeId);
    return {
      item: labelOf(state.activeId),
      depth: (own?.depth ?? 0) + 1,
      ...siblingPosition(landed, state.activeId),
    };
  };
  const describeRow = (id: UniqueIdentifier) => ({ item: labelOf(id), ...siblingPosition(rows, id) });
  const announcements: Announcements = {
    onDragStart: ({ active }) => st('picked', describeRow(active.id)),
    onDragMove: ({ active, over }) =>
      drag && over ? st('treeMoved', describeDrop({ ...drag, activeId: active.id, overId: over.id })) : undefined,
    onDragOver: ({ active, over }) =>
      drag && over ? st('treeMoved', describeDrop({ ...drag, activeId: active.id, overId: over.id })) : undefined,
    onDragEnd: ({ active, over }) =>
      drag && over
        ? st('treeDropped', describeDrop({ ...drag, activeId: active.id, overId: over.id }))
        : st('cancelled', describeRow(active.id)),
    onDragCancel: ({ active }) => st('cancelled', describeRow(active.id)),
  };
  const screenReaderInstructions: ScreenReaderInstructions = { draggable: st('treeInstructions') };

  const start = ({ active }: DragStartEvent) => setDrag({ activeId: active.id, overId: active.id, offsetX: 0 });
  const moveBy = ({ delta }: DragMoveEvent) =>
    setDrag((current) => (current && current.offsetX !== delta.x ? { ...current, offsetX: delta.x } : current));
  const over = ({ over: target }: DragOverEvent) =>
    setDrag((current) => (current && target ? { ...current, overId: target.id } : current));
  const end = ({ active, over: target }: DragEndEvent) => {
    const landing = drag && target ? projectionOf({ ...drag, activeId: active.id, overId: target.id }) : null;
    setDrag(null);
    if (!landing || !target) return;
    const next = applyDrop(tree, active.id, target.id, landing);
    if (JSON.stringify(flattenTree(next).map(rowShape)) !== JSON.stringify(rows.map(rowShape))) onChange(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={start}
      onDragMove={moveBy}
      onDragOver={over}
      onDragEnd={end}
      onDragCancel={() => setDrag(null)}
    >
      <SortableContext items={visible.map((row) => row.id)} strategy={verticalListSortingStrategy} disabled={disabled}>
        <div style={{ display: 'flex', flexDirection: 'column', gap }}>
          {visible.map((row) => (
            <TreeRow
              key={row.id}
              id={row.id}
              label={getLabel(row.node)}
              depth={drag?.activeId === row.id && projection ? projection.depth : row.depth}
              indentWidth={indentWidth}
              disabled={disabled}
            >
              {(state) => renderNode(row.node, state)}
            </TreeRow>
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}

/** A row's place (id, parent, depth), to tell whether a drop changed anything. */
function rowShape<N>(row: FlatNode<N>): readonly [TreeId, TreeId | null, number] {
  return [row.id, row.parentId, row.depth];
}
