import { CountBadge } from "../../../ui/CountBadge";
import { usePlural } from "../../../i18n/usePlural";
import { useNotificationsTranslation } from "../i18n";

interface UnreadBadgeProps {
  count: number;
  className?: string;
  /** Screen readers hear the exact count in words (the menu entry); off where a label says it (the bell). */
  spoken?: boolean;
}

/** The unread count as the shell's pill (ui/CountBadge). */
export function UnreadBadge({ count, className, spoken = false }: UnreadBadgeProps) {
  const { t } = useNotificationsTranslation();
  const plural = usePlural();
  return (
    <CountBadge
      count={count}
      {...(className ? { className } : {})}
      {...(spoken ? { spoken: t(`menuUnread_${plural(count)}`, { count }) } : {})}
    />
  );
}
