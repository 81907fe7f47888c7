import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Icon } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { moveByKey } from "./moveByKey";
import "./sortableList.css";

interface SortableListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  onReorder: (items: T[]) => void;
  /** The drag handle's accessible name for the item at `index` ("Drag to move: question 2"). */
  handleLabel: (index: number) => string;
  /** Draws an item; `handle` is its drag handle (absent while `disabled`), to put where it belongs. */
  renderItem: (item: T, index: number, handle: ReactNode | undefined) => ReactNode;
  disabled?: boolean;
  className?: string;
  /** The list's accessible name. */
  label?: string;
}

/**
 * A list reordered by dragging each item's handle — with a mouse, a finger, or the keyboard (focus
 * the handle, space, arrows, space) — on dnd-kit. The one sortable list of the SPA: a poll's
 * questions, a service's form fields and steps. Load it only in the chunks that edit such lists.
 */
export function SortableList<T>({
  items,
  keyOf,
  onReorder,
  handleLabel,
  renderItem,
  disabled = false,
  className,
  label,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) onReorder(moveByKey(items, keyOf, String(active.id), String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map(keyOf)} strategy={verticalListSortingStrategy}>
        <ol className={className ? `sortable-list ${className}` : "sortable-list"} aria-label={label}>
          {items.map((item, index) => (
            <SortableItem
              key={keyOf(item)}
              id={keyOf(item)}
              disabled={disabled}
              label={handleLabel(index)}
              render={(handle) => renderItem(item, index, handle)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  disabled,
  label,
  render,
}: {
  id: string;
  disabled: boolean;
  label: string;
  render: (handle: ReactNode | undefined) => ReactNode;
}) {
  const sortable = useSortable({ id, disabled });
  const handle = disabled ? undefined : (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      className="sortable-handle bp6-button bp6-minimal"
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={label}
      title={label}
    >
      <Icon icon="drag-handle-vertical" />
    </button>
  );
  return (
    <li
      ref={sortable.setNodeRef}
      className={sortable.isDragging ? "sortable-item sortable-item-dragging" : "sortable-item"}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      {render(handle)}
    </li>
  );
}
