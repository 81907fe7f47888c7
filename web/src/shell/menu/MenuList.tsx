import { Menu, MenuItem } from "@blueprintjs/core";
import { useLocation, useNavigate } from "react-router-dom";
import { isUnder } from "../../app/paths";
import { UnreadBadge } from "../../modules/notifications/shell/UnreadBadge";
import type { MenuEntry } from "./useMenu";

/**
 * The menu entries as links (real anchors: open in a new tab works), the current one marked, with a
 * count by entry key where there is one (the notifications' unread badge).
 */
export function MenuList({
  entries,
  counts = {},
  onNavigate,
}: {
  entries: MenuEntry[];
  counts?: Partial<Record<string, number>>;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Menu className="shell-menu">
      {entries.map((entry) => (
        <MenuItem
          key={entry.key}
          icon={entry.icon}
          text={entry.label}
          labelElement={<UnreadBadge count={counts[entry.key] ?? 0} className="shell-menu-count" />}
          href={entry.to}
          active={isUnder(pathname, entry.to)}
          onClick={(event) => {
            if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            void navigate(entry.to);
            onNavigate?.();
          }}
        />
      ))}
    </Menu>
  );
}
