import type {
  MarkAllReadResult,
  MarkReadResult,
  NotificationPage,
  NotificationSectionFilter,
  NotificationSettingsBody,
  NotificationSettingsView,
  UnreadCount,
} from "@intranet/contracts";
import { apiRequest, type RequestOptions } from "./client";

const part = encodeURIComponent;

/** The notification center's calls (rules-calls-errors-spec §7 Notifications), the user's own side. */
export const notificationsApi = {
  /**
   * A page of the center, newest first: `time` is `now` for the first page, then the previous
   * answer's `next` (the id of its last item). `read` filters read (true) or unread (false) items.
   */
  page: (
    params: { clientId: string; userId: string; section: NotificationSectionFilter; time: string },
    read?: boolean,
  ) =>
    apiRequest<NotificationPage>(
      "GET",
      `/api/notification/${part(params.clientId)}/${params.section}/${part(params.userId)}/${part(params.time)}`,
      { query: { read } },
    ),
  /** The badge. */
  unread: (clientId: string, userId: string, options?: RequestOptions) =>
    apiRequest<UnreadCount>("GET", `/api/notification/unread/${part(clientId)}/${part(userId)}`, options),
  markRead: (id: string) => apiRequest<MarkReadResult>("PUT", `/api/notification/${part(id)}/read`),
  markAllRead: (clientId: string) =>
    apiRequest<MarkAllReadResult>("PUT", `/api/notification/${part(clientId)}/all/read`),
  settings: (userId: string) => apiRequest<NotificationSettingsView>("GET", `/api/user/notifications/${part(userId)}`),
  saveSettings: (userId: string, body: NotificationSettingsBody) =>
    apiRequest<NotificationSettingsView>("PUT", `/api/user/notifications/${part(userId)}`, { body, no_show: true }),
};
