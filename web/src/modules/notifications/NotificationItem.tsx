import type { ClientView, NotificationView } from "@intranet/contracts";
import type { KeyboardEvent, MouseEvent } from "react";
import { htmlLang, isLanguage } from "../../i18n/languages";
import { safeNotificationHtml } from "./shell/html";
import { localizedNotification } from "./shell/localized";
import { ActorName } from "./ActorName";
import { fullTime, relativeTime } from "./relativeTime";
import { useNotificationsTranslation } from "./i18n";

interface NotificationItemProps {
  item: NotificationView;
  client: ClientView;
  now: number;
  /** Marks it read and, unless `follow` is false (the browser opens it itself), follows its link. */
  onOpen: (item: NotificationView, follow?: boolean) => void;
  /** Shown with the section's name (the `all` tab). */
  showSection: boolean;
}

/** Safe HTML of the server (see shell/notifications/html.ts) as an element's content. */
function Html({ html, className }: { html: string; className: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: safeNotificationHtml(html) }} />;
}

/**
 * One notification: unread ones highlighted with a dot; a click (or Enter) marks it read and
 * follows its link. With a link it is a real anchor, so "open in a new tab" works too.
 */
export function NotificationItem({ item, client, now, onOpen, showSection }: NotificationItemProps) {
  const { t, i18n } = useNotificationsTranslation();
  const locale = isLanguage(i18n.language) ? htmlLang(i18n.language) : i18n.language;
  const { title, body } = localizedNotification(item, i18n.language);
  const onClick = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) {
      onOpen(item, false);
      return;
    }
    event.preventDefault();
    onOpen(item);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    onOpen(item);
  };
  const content = (
    <>
      <span className={`notification-dot${item.read ? "" : " notification-dot-unread"}`} aria-hidden />
      <span className="notification-text">
        <Html className="notification-title" html={title} />
        {body ? <Html className="notification-body" html={body} /> : null}
        <span className="notification-meta">
          <ActorName actor={item.actor} client={client} />
          <time dateTime={item.time} title={fullTime(item.time, locale)}>
            {relativeTime(item.time, now, locale)}
          </time>
          {showSection ? <span>{t(`sections.${item.section}`)}</span> : null}
          {item.read ? null : <span className="notification-unread-label">{t("unreadMark")}</span>}
        </span>
      </span>
    </>
  );
  const className = "notification-item-main";
  const external = item.link?.startsWith("https://");
  return (
    <li className={`notification-item${item.read ? "" : " notification-item-unread"}`}>
      {item.link ? (
        <a
          href={item.link}
          className={className}
          onClick={onClick}
          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {content}
        </a>
      ) : (
        <div role="button" tabIndex={0} className={className} onClick={onClick} onKeyDown={onKeyDown}>
          {content}
        </div>
      )}
    </li>
  );
}
