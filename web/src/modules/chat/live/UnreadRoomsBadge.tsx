import { CountBadge } from "../../../ui/CountBadge";
import { useChatTranslation, usePlural } from "../i18n";

/**
 * The number of rooms to read as the menu's pill (ui/CountBadge); screen readers hear the exact
 * count in words instead, within the entry's name.
 */
export function UnreadRoomsBadge({ count, place }: { count: number; place: "menu" | "tab" }) {
  // Before CountBadge's early return: the texts load with the shell, not when the first unread room arrives.
  const { t } = useChatTranslation();
  const plural = usePlural();
  return (
    <CountBadge
      count={count}
      className={place === "tab" ? "shell-tab-badge" : "shell-menu-count"}
      spoken={t(`unreadRooms_${plural(count)}`, { count })}
      testId="chat-unread-rooms"
    />
  );
}
