import { Button } from "@blueprintjs/core";

interface ItemToolsProps {
  /** The item's drag handle (SortableList). */
  handle: React.ReactNode | undefined;
  removeLabel: string;
  /** The list keeps its fewest items (a form keeps one field). */
  disabled?: boolean;
  onRemove(): void;
}

/** An editor list item's tools: its drag handle and its remove button (the form's fields, the route's steps). */
export function ItemTools({ handle, removeLabel, disabled = false, onRemove }: ItemToolsProps) {
  return (
    <div className="services-actions">
      {handle}
      <Button icon="trash" variant="minimal" aria-label={removeLabel} disabled={disabled} onClick={onRemove} />
    </div>
  );
}
