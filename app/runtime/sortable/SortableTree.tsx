/**
 * A tree reordered by dragging a handle (menus, category trees...): the tree is shown flattened,
 * each row indented by its depth. A dragged row moves among the rows vertically and changes level
 * horizontally (pointer: one indent of horizontal offset is one level; keyboard: on the handle,
 * space or enter picks it up, up and down arrows move it, right and left arrows change its level,
 * space or enter drops it, Escape cancels). Its subtree moves with it. Announced to screen readers
 * in the UI language. The pure tree operations are in `tree.ts`.
 *
 * Each row is memoised: it renders again when its own node, label or depth change, or while a drag
 * moves it, not when another row changes. The drag context's inputs (sensors, measuring, the row
 * ids) keep their identity across renders so that they do not wake every row either; a caller
 * that passes a stable `renderNode` (and nodes that keep their identity) gets the same.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type MeasuringConfiguration,
  type PointerSensorOptions,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { DragHandle, useSortableT } from './SortableList';
import {
  applyDrop,
  flattenTree,
  projectDrop,
  sameShape,
  siblingPosition,
  withoutDescendants,
  type Projection,
  type TreeId,
  type TreeNodeShape,
} from './tree';
import { sameItems } from './treeRules';

/** The droppables are measured while dragging (the rows move and fold). Hoisted: one identity. */
const MEASURING: MeasuringConfiguration = { droppable: { strategy: MeasuringStrategy.Always } };
/** The height of a row of the editable trees, the size of a row never shown yet (`contain-intrinsic-size`). */
const ROW_HEIGHT_PX = 42;
/** A drag starts after 4 px, so clicks still work (as the sortable list's). */
const POINTER_OPTIONS: PointerSensorOptions = { activationConstraint: { distance: 4 } };

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

interface TreeRowProps<N> {
  readonly id: TreeId;
  readonly node: N;
  readonly label: string;
  readonly depth: number;
  readonly indentWidth: number;
  readonly disabled: boolean;
  readonly renderNode: (node: N, state: SortableTreeNodeState) => ReactNode;
}

function TreeRowView<N>({ id, node, label, depth, indentWidth, disabled, renderNode }: TreeRowProps<N>) {
  const st = useSortableT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: st('roleDescription') },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    opacity: isDragging ? 0.6 : 1,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
    paddingLeft: depth * indentWidth,
    // Light until used: a row off screen skips style, layout and paint (keeping its last size, or
    // a row's usual height before it was ever shown), so a keystroke in one row does not lay out and
    // paint the hundreds of others. Not while dragged (its shadow would be clipped).
    contentVisibility: isDragging ? undefined : 'auto',
    containIntrinsicSize: isDragging ? undefined : `auto ${ROW_HEIGHT_PX}px`,
  };
  // The same handle element while its inputs stay, so a memoised row content is not woken by it.
  const handle = useMemo(
    () => (
      <DragHandle
        label={label}
        disabled={disabled}
        attributes={attributes}
        listeners={listeners}
        activator={setActivatorNodeRef}
      />
    ),
    [label, disabled, attributes, listeners, setActivatorNodeRef],
  );
  const content = useMemo(
    () => renderNode(node, { handle, depth, isDragging }),
    [renderNode, node, handle, depth, isDragging],
  );
  return (
    <div ref={setNodeRef} style={style} data-depth={depth}>
      {content}
    </div>
  );
}

/** One row of the tree, rendered again only when its own props change or the drag moves it. */
const TreeRow = memo(TreeRowView) as typeof TreeRowView;

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
  const keyboardOptions = useMemo(() => ({ coordinateGetter: treeKeyboardCoordinates(indentWidth) }), [indentWidth]);
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, keyboardOptions));
  const [drag, setDrag] = useState<DragState | null>(null);
  const rows = useMemo(() => flattenTree(tree), [tree]);
  const activeId = drag?.activeId;
  const visible = useMemo(() => (activeId === undefined ? rows : withoutDescendants(rows, activeId)), [rows, activeId]);
  // The ids of the sortable context keep their identity while they stay the same (a new array would
  // give every row a new context value, so every row would render again).
  const [ids, setIds] = useState<TreeId[]>(() => visible.map((row) => row.id));
  const nextIds = visible.map((row) => row.id);
  const visibleIds = sameItems(ids, nextIds) === ids ? ids : nextIds;
  if (visibleIds !== ids) setIds(visibleIds);
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
    if (!sameShape(flattenTree(next), rows)) onChange(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={MEASURING}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={start}
      onDragMove={moveBy}
      onDragOver={over}
      onDragEnd={end}
      onDragCancel={() => setDrag(null)}
    >
      <SortableContext items={visibleIds} strategy={verticalListSortingStrategy} disabled={disabled}>
        <div style={{ display: 'flex', flexDirection: 'column', gap }}>
          {visible.map((row) => (
            <TreeRow
              key={row.id}
              id={row.id}
              node={row.node}
              label={getLabel(row.node)}
              depth={drag?.activeId === row.id && projection ? projection.depth : row.depth}
              indentWidth={indentWidth}
              disabled={disabled}
              renderNode={renderNode}
            />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}
