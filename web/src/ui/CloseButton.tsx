import { Button } from "@blueprintjs/core";

/** A small "×" that closes or removes what it sits on; its label is both the name read out and the tooltip. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <Button variant="minimal" size="small" icon="cross" aria-label={label} title={label} onClick={onClick} />;
}
