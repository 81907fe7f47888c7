import {
  getNotification,
  getUnreadCount,
  listMyNotifications,
  listNotifications,
  markAllRead,
  markRead,
} from "@intranet/core/notifications/center";
import { getIntegrations, putIntegrations, testIntegrations } from "@intranet/core/notifications/integrations";
import { requestEmail, requestMessage, requestNotification } from "@intranet/core/notifications/requests";
import {
  getTenantSettings,
  getUserSettings,
  putTenantSettings,
  putUserSettings,
} from "@intranet/core/notifications/settings";
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  previewTemplate,
  updateTemplate,
} from "@intranet/core/notifications/templates";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";
import { notificationsRoutes } from "@intranet/contracts/notifications";

export const handler = areaHandler(notificationsRoutes, {
  page: ({ actor, params, query }) => listNotifications(actor, params, query),
  unread: ({ actor, params }) => getUnreadCount(actor, params.client_id, params.user_id),
  mine: ({ actor, params, query }) => listMyNotifications(actor, params.client_id, query),
  get: ({ actor, params, query }) => getNotification(actor, params.id, query.user_id),
  markRead: ({ actor, params }) => markRead(actor, params.id),
  markAllRead: ({ actor, params }) => markAllRead(actor, params.client_id),
  create: async ({ actor, body }) => reply(202, await requestNotification(actor, body)),
  sendEmail: async ({ actor, body }) => reply(202, await requestEmail(actor, body)),
  message: async ({ actor, body }) => reply(202, await requestMessage(actor, body)),
  listTemplates: ({ actor }) => listTemplates(actor),
  getTemplate: ({ actor, params }) => getTemplate(actor, params.code),
  createTemplate: async ({ actor, body }) => reply(201, await createTemplate(actor, body)),
  updateTemplate: ({ actor, body }) => updateTemplate(actor, body),
  deleteTemplate: ({ actor, params }) => deleteTemplate(actor, params.code),
  renderTemplate: ({ actor, body }) => previewTemplate(actor, body.code, body.variables),
  userSettings: ({ actor, params }) => getUserSettings(actor, params.user_id),
  putUserSettings: ({ actor, params, body }) => putUserSettings(actor, params.user_id, body),
  clientSettings: ({ actor, params }) => getTenantSettings(actor, params.client_id),
  putClientSettings: ({ actor, params, body }) => putTenantSettings(actor, params.client_id, body),
  integrations: ({ actor, params }) => getIntegrations(actor, params.client_id),
  putIntegrations: ({ actor, params, body }) => putIntegrations(actor, params.client_id, body),
  testIntegrations: ({ actor, params }) => testIntegrations(actor, params.client_id),
});
