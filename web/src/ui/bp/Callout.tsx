import type { ReactNode } from "react";
import { SvgIcon } from "./SvgIcon";

const icons = { danger: "error", success: "tick" } as const;

/** A Blueprint callout (`bp6-callout`) through Blueprint's CSS API only. */
export function Callout({
  intent,
  children,
  role,
}: {
  intent: "danger" | "success";
  children: ReactNode;
  role?: string;
}) {
  return (
    <div role={role} className={`bp6-callout bp6-intent-${intent} bp6-callout-has-body-content bp6-callout-icon`}>
      <SvgIcon name={icons[intent]} />
      {children}
    </div>
  );
}
