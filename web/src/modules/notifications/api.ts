import {
  notificationsRoutes as routes,
  type NotificationSectionFilter,
  type NotificationSettingsBody,
} from "@intranet/contracts/notifications";
import { callRoute } from "../../api/client";
import type { RequestOptions } from "../../api/client";

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
    callRoute(routes.page, {
      params: { client_id: params.clientId, section: params.section, user_id: params.userId, time: params.time },
      query: { read: read === undefined ? undefined : read ? "true" : "false" },
    }),
  /** The badge. */
  unread: (clientId: string, userId: string, options?: RequestOptions) =>
    callRoute(routes.unread, { params: { client_id: clientId, user_id: userId } }, options),
  markRead: (id: string) => callRoute(routes.markRead, { params: { id } }),
  markAllRead: (clientId: string) => callRoute(routes.markAllRead, { params: { client_id: clientId } }),
  settings: (userId: string) => callRoute(routes.userSettings, { params: { user_id: userId } }),
  saveSettings: (userId: string, body: NotificationSettingsBody) =>
    callRoute(routes.putUserSettings, { params: { user_id: userId }, body }, { no_show: true }),
};
