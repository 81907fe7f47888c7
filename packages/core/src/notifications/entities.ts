import { registerEntities } from "../db";
import { NotificationCounterEntity, NotificationEntity, NotificationGuardEntity } from "./notification.entity";
import {
  NotificationDefaultsEntity,
  NotificationIntegrationsEntity,
  NotificationSettingsEntity,
} from "./settings.entity";
import { NotificationTemplateEntity } from "./template.entity";

/** The notifications module's entities under their (global, stable) service keys; its door exports the map. */
export const notificationsEntities = {
  notification: NotificationEntity,
  notificationCounter: NotificationCounterEntity,
  notificationGuard: NotificationGuardEntity,
  notificationSettings: NotificationSettingsEntity,
  notificationDefaults: NotificationDefaultsEntity,
  notificationIntegrations: NotificationIntegrationsEntity,
  notificationTemplate: NotificationTemplateEntity,
};

export type NotificationsEntities = typeof notificationsEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends NotificationsEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(notificationsEntities);
