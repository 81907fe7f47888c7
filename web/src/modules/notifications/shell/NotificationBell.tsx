import { Button } from "@blueprintjs/core";
import { useLocation, useNavigate } from "react-router-dom";
import { isUnder, paths } from "../../../app/paths";
import { UnreadBadge } from "./UnreadBadge";
import { useNotificationsTranslation } from "../i18n";

/** The header bell: opens /notifications and shows the unread count. */
export function NotificationBell({ count }: { count: number }) {
  const { t } = useNotificationsTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const label = count > 0 ? t("bellUnread", { count }) : t("bell");
  return (
    <span className="notification-bell">
      <Button
        variant="minimal"
        icon="notifications"
        aria-label={label}
        title={label}
        active={isUnder(pathname, paths.notifications)}
        onClick={() => void navigate(paths.notifications)}
        className="shell-header-button"
      />
      <UnreadBadge count={count} className="notification-bell-badge" />
    </span>
  );
}
