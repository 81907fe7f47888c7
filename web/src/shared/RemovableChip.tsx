import { Button, Tag, type IconName } from "@blueprintjs/core";
import "./recipientsField.css";

/** A chosen person or audience in a picker's list, with its remove button (named after it). */
export function RemovableChip({
  icon,
  text,
  removeLabel,
  onRemove,
}: {
  icon: IconName;
  text: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <span role="listitem" className="recipients-chip">
      <Tag minimal icon={icon} className="recipients-chip-tag">
        {text}
      </Tag>
      <Button
        variant="minimal"
        size="small"
        icon="cross"
        aria-label={removeLabel}
        title={removeLabel}
        onClick={onRemove}
      />
    </span>
  );
}
