import { VisuallyHidden } from "../../../ui/VisuallyHidden";
import { useChatTranslation, usePlural } from "../i18n";

/**
 * The number of rooms to read as the menu's pill (the shell's badge style; nothing at zero, 99+ above).
 * The pill is hidden from screen readers, which hear the exact count in words instead, within the entry's name.
 */
export function UnreadRoomsBadge({ count, place }: { count: number; place: "menu" | "tab" }) {
  // Before the early return: the texts load with the shell, not when the first unread room arrives.
  const { t } = useChatTranslation();
  const plural = usePlural();
  if (count <= 0) return null;
  return (
    <>
      <span
        className={`notification-badge ${place === "tab" ? "shell-tab-badge" : "shell-menu-count"}`}
        data-testid="chat-unread-rooms"
        aria-hidden
      >
        {count > 99 ? "99+" : count}
      </span>
      <VisuallyHidden>{t(`unreadRooms_${plural(count)}`, { count })}</VisuallyHidden>
    </>
  );
}
