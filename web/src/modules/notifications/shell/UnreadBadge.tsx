import { VisuallyHidden } from "../../../ui/VisuallyHidden";
import { usePlural } from "../../../i18n/usePlural";
import { useNotificationsTranslation } from "../i18n";

interface UnreadBadgeProps {
  count: number;
  className?: string;
  /** Screen readers hear the exact count in words (the menu entry); off where a label says it (the bell). */
  spoken?: boolean;
}

/** The unread count as a small pill (nothing at zero; 99+ above 99), hidden from screen readers. */
export function UnreadBadge({ count, className, spoken = false }: UnreadBadgeProps) {
  const { t } = useNotificationsTranslation();
  const plural = usePlural();
  if (count <= 0) return null;
  return (
    <>
      <span className={`notification-badge${className ? ` ${className}` : ""}`} aria-hidden>
        {count > 99 ? "99+" : count}
      </span>
      {spoken ? <VisuallyHidden>{t(`menuUnread_${plural(count)}`, { count })}</VisuallyHidden> : null}
    </>
  );
}
