/**
 * A list reordered by dragging a handle, with the pointer or the keyboard (on the handle: space or
 * enter picks the item up, the arrows move it, space or enter drops it, Escape cancels), announced
 * to screen readers in the UI language. Items need stable ids; the caller renders each item and
 * places the handle it is given. Used by images and repeatable lists (`app/runtime/fields/`).
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
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
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useCallback, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useT, useUiLanguage } from '../../i18n/context';
import { translateSortable, type SortableMessageKey } from '../../i18n/sortable';
import type { SortableItemState, SortableListProps } from '../../../kinds/host/admin';
import { sortableMoveIndices } from './listMoves';

/** The sortable messages (`app/i18n/sortable.ts`) in the UI language. */
export function useSortableT(): (
  key: SortableMessageKey,
  params?: Readonly<Record<string, string | number>>,
) => string {
  const { language } = useUiLanguage();
  return useCallback((key, params) => translateSortable(key, language, params), [language]);
}

/** Pointer (after 4 px, so clicks still work) and keyboard sensors. */
export function useSortableSensors(coordinateGetter: KeyboardCoordinateGetter = sortableKeyboardCoordinates) {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
}

type SortableBindings = ReturnType<typeof useSortable>;

/** The grip button that starts a drag; labelled "Trascina per riordinare: <label>". */
export function DragHandle({
  label,
  disabled,
  attributes,
  listeners,
  activator,
}: {
  readonly label: string;
  readonly disabled: boolean;
  readonly attributes: SortableBindings['attributes'];
  readonly listeners: SortableBindings['listeners'];
  /** `setActivatorNodeRef`: focus returns to the handle after a keyboard drag. */
  readonly activator: SortableBindings['setActivatorNodeRef'];
}) {
  const t = useT();
  return (
    <ActionIcon
      ref={activator}
      variant="subtle"
      color="gray"
      aria-label={`${t('field.dragHandle')}: ${label}`}
      disabled={disabled}
      style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={18} aria-hidden />
    </ActionIcon>
  );
}

// The props are the host interface the field kinds' widgets are given (kinds/host/admin.tsx): this
// component implements it, so the two cannot drift apart.
export type { SortableItemState, SortableListProps } from '../../../kinds/host/admin';

/**
 * One sortable row of the list or the tree: its node ref, its moving style, its drag handle (with
 * the row's label) and whether it is being dragged.
 */
export function useSortableRow(id: UniqueIdentifier, label: string, disabled: boolean) {
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
  };
  // The same element while nothing of it changes, so a memoised row given it skips rendering.
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
  return { setNodeRef, style, handle, isDragging };
}

/** The handle's name when the list gives no naming hook: the one `getLabel` gave. */
function givenLabel(label: string): string {
  return label;
}

function SortableRow<T>({
  id,
  item,
  label,
  nameOf,
  index,
  disabled,
  children,
}: {
  readonly id: UniqueIdentifier;
  readonly item: T;
  readonly label: string;
  readonly nameOf: ((item: T, index: number) => string) | undefined;
  readonly index: number;
  readonly disabled: boolean;
  readonly children: (state: SortableItemState) => ReactNode;
}) {
  // The list's naming hook (the same one on every render of the list) or the name it was given.
  const named = nameOf ?? ((_: T, __: number) => givenLabel(label));
  const liveLabel = named(item, index);
  const { setNodeRef, style, handle, isDragging } = useSortableRow(id, liveLabel, disabled);
  return (
    <div ref={setNodeRef} style={style}>
      {children({ handle, index, isDragging })}
    </div>
  );
}

export function SortableList<T>({
  items,
  getId,
  getLabel,
  useLabel,
  renderItem,
  onReorder,
  disabled = false,
  gap = 6,
}: SortableListProps<T>) {
  const st = useSortableT();
  const sensors = useSortableSensors();
  const ids = items.map((item, index) => getId(item, index));
  const describe = (id: UniqueIdentifier | undefined) => {
    const index = id === undefined ? -1 : ids.indexOf(id);
    const item = items[index];
    return {
      item: item === undefined ? '' : getLabel(item, index),
      position: index + 1,
      total: items.length,
    };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => st('picked', describe(active.id)),
    onDragOver: ({ active, over }) =>
      over ? st('moved', { ...describe(over.id), item: describe(active.id).item }) : undefined,
    onDragEnd: ({ active, over }) =>
      st('dropped', { ...describe(over?.id ?? active.id), item: describe(active.id).item }),
    onDragCancel: ({ active }) => st('cancelled', describe(active.id)),
  };
  const screenReaderInstructions: ScreenReaderInstructions = { draggable: st('instructions') };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    const move = sortableMoveIndices(ids, active.id, over?.id);
    if (move) onReorder(move.from, move.to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragEnd={dragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <div style={{ display: 'flex', flexDirection: 'column', gap }}>
          {items.map((item, index) => {
            const id = ids[index] ?? index;
            return (
              <SortableRow
                key={id}
                id={id}
                item={item}
                label={useLabel ? '' : getLabel(item, index)}
                nameOf={useLabel}
                index={index}
                disabled={disabled}
              >
                {(state) => renderItem(item, state)}
              </SortableRow>
            );
          })}
        </div>
      </SortableContext>
    </DndContext>
  );
}
