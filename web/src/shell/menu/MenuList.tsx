import { Menu, MenuItem } from "@blueprintjs/core";
import { useLocation, useNavigate } from "react-router-dom";
import { isUnder } from "../../app/paths";
import type { ReactNode } from "react";
import type { MenuEntry } from "./useMenu";

/**
 * The menu entries as links (real anchors: open in a new tab works), the current one marked, with a
 * badge by entry key where a module's shell part gives one (the notifications' unread count).
 */
export function MenuList({
  entries,
  badge,
  onNavigate,
}: {
  entries: MenuEntry[];
  badge?: (key: string, place: "menu") => ReactNode;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Menu className="shell-menu">
      {entries.map((entry) => {
        // The entry of the page shown: a path under it (the profile entry is one's own /profile/{id},
        // so a colleague's profile does not light it up).
        const current = isUnder(pathname, entry.to);
        return (
          <MenuItem
            key={entry.key}
            icon={entry.icon}
            text={entry.label}
            labelElement={badge?.(entry.key, "menu")}
            href={entry.to}
            active={current}
            aria-current={current ? "page" : undefined}
            onClick={(event) => {
              if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              void navigate(entry.to);
              onNavigate?.();
            }}
          />
        );
      })}
    </Menu>
  );
}
