import { hasRole } from "@intranet/contracts/roles";
import type { ShellPart, ShellPartProps, ShellPartView } from "../types";
import { NotificationBell } from "./shell/NotificationBell";
import { UnreadBadge } from "./shell/UnreadBadge";
import { useNotificationCenter } from "./shell/useNotificationCenter";

/**
 * The notifications' always-on part (manifest `shellPart`): the live listener (popup, sound, unread
 * count), the header bell and the unread badge on the notifications menu entry.
 */
function useShellPart({ me, client, realtime }: ShellPartProps): ShellPartView {
  const unread = useNotificationCenter(me, client, realtime);
  return {
    // A superadmin visiting a company has no notification center there: no bell.
    header: client && !hasRole(me, "superadmin") ? <NotificationBell count={unread} /> : null,
    menuBadge: (key, place) =>
      key === "notifications" ? (
        <UnreadBadge count={unread} className={place === "tab" ? "shell-tab-badge" : "shell-menu-count"} spoken />
      ) : null,
  };
}

export const shellPart: ShellPart = { useShellPart };
