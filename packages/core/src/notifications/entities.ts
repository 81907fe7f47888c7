import { NotificationCounterEntity, NotificationEntity, NotificationGuardEntity } from "./notification.entity";
import {
  NotificationDefaultsEntity,
  NotificationIntegrationsEntity,
  NotificationSettingsEntity,
} from "./settings.entity";
import { NotificationTemplateEntity } from "./template.entity";

/**
 * The notifications module's entities under their service keys, registered in `src/entities.ts`.
 * This file imports entity definitions only (no services, no db), so the registry stays a leaf.
 */
export const notificationsEntities = {
  notification: NotificationEntity,
  notificationCounter: NotificationCounterEntity,
  notificationGuard: NotificationGuardEntity,
  notificationSettings: NotificationSettingsEntity,
  notificationDefaults: NotificationDefaultsEntity,
  notificationIntegrations: NotificationIntegrationsEntity,
  notificationTemplate: NotificationTemplateEntity,
};
