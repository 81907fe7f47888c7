import { hasRole } from "@intranet/contracts/roles";
import type { ShellPart, ShellPartProps, ShellPartView } from "../types";
import { PlatformButton } from "./PlatformButton";

/** The platform's always-on part (manifest `shellPart`): the superadmin's header button to /app; nothing for anyone else. */
function useShellPart({ me }: ShellPartProps): ShellPartView {
  return { header: hasRole(me, "superadmin") ? <PlatformButton /> : null };
}

export const shellPart: ShellPart = { useShellPart };
