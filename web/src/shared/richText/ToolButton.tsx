import { Button, type IconName } from "@blueprintjs/core";

interface ToolButtonProps {
  label: string;
  icon?: IconName;
  /** Short text instead of an icon (H2, H3, H4). */
  text?: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** One toolbar button: the label is its tooltip and its accessible name; pressed state for marks. */
export function ToolButton({ label, icon, text, active, disabled, onClick }: ToolButtonProps) {
  return (
    <Button
      variant="minimal"
      size="small"
      icon={icon}
      text={text}
      title={label}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      active={active}
      disabled={disabled}
      // Keep the editor's selection: a mousedown on the button would blur it first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    />
  );
}
