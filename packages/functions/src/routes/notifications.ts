import {
  clientNotificationSettingsParamsSchema,
  createNotificationBodySchema,
  emailNotificationBodySchema,
  integrationsBodySchema,
  messageBodySchema,
  notificationClientParamsSchema,
  notificationGetQuerySchema,
  notificationIdParamsSchema,
  notificationMineParamsSchema,
  notificationMineQuerySchema,
  notificationPageParamsSchema,
  notificationPageQuerySchema,
  notificationSettingsBodySchema,
  notificationUnreadParamsSchema,
  templateBodySchema,
  templateCodeParamsSchema,
  templateRenderBodySchema,
  templateUpdateBodySchema,
  userNotificationSettingsParamsSchema,
} from "@intranet/contracts";
import { defineRoutes } from "../http/route";

/**
 * Notifications (rules spec §7 Notifications and `GET and PUT /api/user/notifications/{user_id} or
 * /client/{client_id}`): the center, the unread badge, admin sends, templates, channel settings and
 * chat integrations. Spec paths as written; the paths the spec does not show are:
 * - PUT /api/notification/{id}/read and PUT /api/notification/{client_id}/all/read (product-spec
 *   §4: "marked viewed singly or all together");
 * - GET /api/notif_template/{code}, DELETE /api/notif_template/{code} (the spec lists the verbs on
 *   /api/notif_template; a DELETE names its template in the path), POST /api/notif_template/render;
 * - GET and PUT /api/notification/integrations/{client_id}, POST …/{client_id}/test.
 * Overlapping shapes resolve by literal segments first (API Gateway and packages/local/…/match.ts):
 * `/api/user/notifications/client/{client_id}` wins over the users area's `/api/user/{id}/…` routes,
 * `/api/notification/integrations/{client_id}` over `/api/notification/{id}/read`.
 */
export const notificationsRoutes = defineRoutes("notifications", {
  page: {
    method: "GET",
    path: "/api/notification/{client_id}/{section}/{user_id}/{time}",
    access: "user",
    summary:
      "A user's notifications, newest first, 20 before {time} (now, an ISO time, epoch ms, or the last item's id); ?read=true|false; section all = every section",
    params: notificationPageParamsSchema,
    query: notificationPageQuerySchema,
  },
  unread: {
    method: "GET",
    path: "/api/notification/unread/{client_id}/{user_id}",
    access: "user",
    summary: "The unread count { count } (one counter item)",
    params: notificationUnreadParamsSchema,
  },
  mine: {
    method: "GET",
    path: "/api/notification/{client_id}/all",
    access: "user",
    summary: "The caller's notifications, newest first (?time=&read=&section=)",
    params: notificationMineParamsSchema,
    query: notificationMineQuerySchema,
  },
  get: {
    method: "GET",
    path: "/api/notification/{id}",
    access: "user",
    summary: "One of the caller's notifications (an admin may add ?user_id=)",
    params: notificationIdParamsSchema,
    query: notificationGetQuerySchema,
  },
  markRead: {
    method: "PUT",
    path: "/api/notification/{id}/read",
    access: "user",
    summary: "Marks one of the caller's notifications read (the unread count drops once)",
    params: notificationIdParamsSchema,
  },
  markAllRead: {
    method: "PUT",
    path: "/api/notification/{client_id}/all/read",
    access: "user",
    summary: "Marks all the caller's notifications read",
    params: notificationClientParamsSchema,
  },
  create: {
    method: "POST",
    path: "/api/notification",
    access: "admin",
    summary: "Notifies users (or everyone) through their channels; a template or a title and body (202)",
    body: createNotificationBodySchema,
  },
  sendEmail: {
    method: "PUT",
    path: "/api/notification",
    access: "admin",
    summary: "Sends an e-mail notification to users (or everyone) (202)",
    body: emailNotificationBodySchema,
  },
  message: {
    method: "POST",
    path: "/api/message",
    access: "admin",
    summary: "A message from the administration to users (or everyone) (202)",
    body: messageBodySchema,
  },
  listTemplates: {
    method: "GET",
    path: "/api/notif_template",
    access: "admin",
    summary: "The tenant's notification templates and the built-in ones it did not override",
  },
  getTemplate: {
    method: "GET",
    path: "/api/notif_template/{code}",
    access: "admin",
    summary: "The template that applies to a code",
    params: templateCodeParamsSchema,
  },
  createTemplate: {
    method: "POST",
    path: "/api/notif_template",
    access: "admin",
    summary: "Creates a template; the code is unique in the tenant (a built-in code is overridden)",
    body: templateBodySchema,
  },
  updateTemplate: {
    method: "PUT",
    path: "/api/notif_template",
    access: "admin",
    summary: "Changes a template named by code (a built-in one gets the tenant's override)",
    body: templateUpdateBodySchema,
  },
  deleteTemplate: {
    method: "DELETE",
    path: "/api/notif_template/{code}",
    access: "admin",
    summary: "Deletes the tenant's template (the built-in one applies again)",
    params: templateCodeParamsSchema,
  },
  renderTemplate: {
    method: "POST",
    path: "/api/notif_template/render",
    access: "admin",
    summary: "Renders a template with values (escaped), as recipients would see it",
    body: templateRenderBodySchema,
  },
  userSettings: {
    method: "GET",
    path: "/api/user/notifications/{user_id}",
    access: "user",
    summary: "A user's notification channels (own choice and what applies); the user or an admin",
    params: userNotificationSettingsParamsSchema,
  },
  putUserSettings: {
    method: "PUT",
    path: "/api/user/notifications/{user_id}",
    access: "user",
    summary: "Replaces a user's channel choice (general and per section, likes); the user or an admin",
    params: userNotificationSettingsParamsSchema,
    body: notificationSettingsBodySchema,
  },
  clientSettings: {
    method: "GET",
    path: "/api/user/notifications/client/{client_id}",
    access: "admin",
    summary: "The tenant's default notification channels",
    params: clientNotificationSettingsParamsSchema,
  },
  putClientSettings: {
    method: "PUT",
    path: "/api/user/notifications/client/{client_id}",
    access: "admin",
    summary: "Replaces the tenant's default notification channels",
    params: clientNotificationSettingsParamsSchema,
    body: notificationSettingsBodySchema,
  },
  integrations: {
    method: "GET",
    path: "/api/notification/integrations/{client_id}",
    access: "admin",
    summary: "Telegram, Teams and Slack integrations (secrets masked)",
    params: notificationClientParamsSchema,
  },
  putIntegrations: {
    method: "PUT",
    path: "/api/notification/integrations/{client_id}",
    access: "admin",
    summary: "Sets (object), removes (null) or keeps (absent) each chat integration",
    params: notificationClientParamsSchema,
    body: integrationsBodySchema,
  },
  testIntegrations: {
    method: "POST",
    path: "/api/notification/integrations/{client_id}/test",
    access: "admin",
    summary: "Posts a test message to every configured chat; one result per channel",
    params: notificationClientParamsSchema,
  },
});
