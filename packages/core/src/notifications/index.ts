/** The notifications module's door: what other modules and packages may use. */
export {
  continueMarkAllRead,
  getNotification,
  getUnreadCount,
  listMyNotifications,
  listNotifications,
  markAllRead,
  markRead,
} from "./center";
export { type NotificationsCopied, copyNotificationSetup } from "./copy";
export { deliverNotifications, pushUnreadCounts } from "./delivery";
export { notificationsEntities } from "./entities";
export {
  type NotificationCreatedDetail,
  type NotificationRequestedDetail,
  type ReadAllRequestedDetail,
  type UnreadChangedDetail,
  notificationEvents,
} from "./events";
export { getIntegrations, putIntegrations, testIntegrations } from "./integrations";
export { readerLanguage, tenantLanguage } from "./language";
export { type NotificationRecord } from "./notification.entity";
export { type NotifyPayload, notify } from "./notify";
export { handlePostEvent } from "./post-events";
export { processNotificationRequest, requestEmail, requestMessage, requestNotification } from "./requests";
export { getTenantSettings, getUserSettings, putTenantSettings, putUserSettings } from "./settings";
export {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  previewTemplate,
  updateTemplate,
} from "./templates";
