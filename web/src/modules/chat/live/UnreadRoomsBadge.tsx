/** The number of rooms to read as the menu's pill (the shell's badge style; nothing at zero, 99+ above). */
export function UnreadRoomsBadge({ count, place }: { count: number; place: "menu" | "tab" }) {
  if (count <= 0) return null;
  return (
    <span
      className={`notification-badge ${place === "tab" ? "shell-tab-badge" : "shell-menu-count"}`}
      data-testid="chat-unread-rooms"
      aria-hidden
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
