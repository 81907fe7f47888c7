import { Button, SegmentedControl, Tab, Tabs } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { TabsPanel } from "../../ui/TabsPanel";
import { markAllNotificationsRead } from "./shell/markRead";
import { useUnreadCount } from "./shell/useUnreadCount";
import { NotificationList } from "./NotificationList";
import { readFilters, sectionFilters } from "./options";
import { SettingsDialog } from "./SettingsDialog";
import { useCenterFilters } from "./useCenterFilters";
import { useOpenNotification } from "./useOpenNotification";
import { useNotificationsTranslation } from "./i18n";

/**
 * /notifications (product-spec §2, §3, §4): section tabs, a read filter, the list paged by time,
 * "mark all as read" and the user's channel settings. The unread count is the badge's own entry.
 */
export function NotificationCenter({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useNotificationsTranslation();
  const queryClient = useQueryClient();
  const owner = { clientId: client._id, userId: me._id };
  const unread = useUnreadCount(me, client);
  const { section, read, set } = useCenterFilters();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const open = useOpenNotification(owner);
  const markAll = useMutation({ mutationFn: () => markAllNotificationsRead(queryClient, owner) });

  return (
    <div className="notification-center">
      <div className="notification-head">
        <h1 className="notification-heading">
          {t("title")}
          {unread > 0 ? <span className="notification-count">{t("unreadCount", { count: unread })}</span> : null}
        </h1>
        <div className="notification-actions">
          <Button
            icon="tick"
            text={t("markAll")}
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          />
          <Button
            icon="cog"
            aria-label={t("settings.open")}
            title={t("settings.open")}
            onClick={() => setSettingsOpen(true)}
          />
        </div>
      </div>
      <Tabs
        id="notification-sections"
        selectedTabId={section}
        onChange={(next) => set({ section: sectionFilters.find((key) => key === next) ?? "all" })}
        className="notification-tabs tabs-scroll"
        aria-label={t("sectionsLabel")}
      >
        {sectionFilters.map((key) => (
          <Tab key={key} id={key} title={t(`sections.${key}`)} />
        ))}
      </Tabs>
      <SegmentedControl
        className="notification-filter"
        aria-label={t("filter.label")}
        size="small"
        value={read}
        onValueChange={(value) => set({ read: readFilters.find((key) => key === value) ?? "any" })}
        options={readFilters.map((key) => ({ value: key, label: t(`filter.${key}`) }))}
      />
      <TabsPanel tabsId="notification-sections" tabId={section}>
        <NotificationList owner={owner} client={client} section={section} read={read} onOpen={open} />
      </TabsPanel>
      {settingsOpen ? <SettingsDialog userId={me._id} onClose={() => setSettingsOpen(false)} /> : null}
    </div>
  );
}
