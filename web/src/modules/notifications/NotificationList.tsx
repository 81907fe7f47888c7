import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import type { ClientView, NotificationSectionFilter, NotificationView } from "@intranet/contracts";
import type { CenterOwner, ReadFilter } from "./shell/keys";
import { LoadMore } from "../../ui/LoadMore";
import { NotificationItem } from "./NotificationItem";
import { useNotificationPages } from "./useNotificationPages";
import { useNow } from "./useNow";
import { useNotificationsTranslation } from "./i18n";

interface NotificationListProps {
  owner: CenterOwner;
  client: ClientView;
  section: NotificationSectionFilter;
  read: ReadFilter;
  onOpen: (item: NotificationView, follow?: boolean) => void;
}

/** The notifications of one section and read filter, paged by time (infinite scroll). */
export function NotificationList({ owner, client, section, read, onOpen }: NotificationListProps) {
  const { t } = useNotificationsTranslation();
  const now = useNow();
  const pages = useNotificationPages(owner, section, read);
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  if (pages.isPending) return <Spinner size={32} className="notification-spinner" />;
  if (pages.isError && items.length === 0)
    return (
      <NonIdealState
        icon="error"
        title={t("loadFailed")}
        action={<Button icon="refresh" text={t("retry")} onClick={() => void pages.refetch()} />}
      />
    );
  if (items.length === 0)
    return <NonIdealState icon="notifications" title={t(read === "unread" ? "emptyUnread" : "empty")} />;
  const fetchMore = () => {
    if (!pages.isFetchingNextPage) void pages.fetchNextPage();
  };
  return (
    <>
      <ul className="notification-list" aria-label={t("title")}>
        {items.map((item) => (
          <NotificationItem
            key={item._id}
            item={item}
            client={client}
            now={now}
            onOpen={onOpen}
            showSection={section === "all"}
          />
        ))}
      </ul>
      {pages.hasNextPage ? (
        <LoadMore
          className="notification-more"
          text={t("showMore")}
          onMore={fetchMore}
          loading={pages.isFetchingNextPage}
          generation={items.length}
        />
      ) : null}
    </>
  );
}
