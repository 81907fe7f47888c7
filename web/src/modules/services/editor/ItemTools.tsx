import { Button } from "@blueprintjs/core";
import { useServicesTranslation } from "../i18n";
import { moved } from "./draft";

interface ItemToolsProps<T> {
  items: T[];
  index: number;
  /** The item as buttons name it ("Field 2", "Step 3"). */
  name: string;
  removeLabel: string;
  /** The fewest items the list keeps (a form keeps one field). */
  minItems?: number;
  onChange(items: T[]): void;
}

/** An editor list item's move up, move down and remove buttons (the form's fields, the route's steps). */
export function ItemTools<T>({ items, index, name, removeLabel, minItems = 0, onChange }: ItemToolsProps<T>) {
  const { t } = useServicesTranslation();
  return (
    <div className="services-actions">
      <Button
        icon="arrow-up"
        variant="minimal"
        aria-label={`${t("editor.moveUp")}: ${name}`}
        disabled={index === 0}
        onClick={() => onChange(moved(items, index, -1))}
      />
      <Button
        icon="arrow-down"
        variant="minimal"
        aria-label={`${t("editor.moveDown")}: ${name}`}
        disabled={index === items.length - 1}
        onClick={() => onChange(moved(items, index, 1))}
      />
      <Button
        icon="trash"
        variant="minimal"
        aria-label={removeLabel}
        disabled={items.length <= minItems}
        onClick={() => onChange(items.filter((_, at) => at !== index))}
      />
    </div>
  );
}
