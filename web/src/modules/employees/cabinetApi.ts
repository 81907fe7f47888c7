import {
  adminRoutes,
  type AiCompanyData,
  type CompanyIntegrationsBody,
  type InterfaceBody,
} from "@intranet/contracts/admin";
import { clientsRoutes, type ClientSettings } from "@intranet/contracts/clients";
import {
  notificationsRoutes,
  type IntegrationsBody,
  type NotificationSettingsBody,
} from "@intranet/contracts/notifications";
import type { FeatureRight } from "@intranet/contracts/roles";
import { usersRoutes } from "@intranet/contracts/users";
import { callRoute } from "../../api/client";

/** TanStack Query keys of the cabinet's company settings (one company each). */
export const cabinetKeys = {
  notifications: (client: string) => ["employeeCabinet", "notifications", client] as const,
  ai: (client: string) => ["employeeCabinet", "ai", client] as const,
  integrations: (client: string) => ["employeeCabinet", "integrations", client] as const,
  chats: (client: string) => ["employeeCabinet", "chats", client] as const,
};

// Errors are shown in place (the tab's alert, its error state, a field), never as the app's dialog.
const quiet = { no_show: true };

/** The cabinet's company-wide settings (product-spec §2 employee cabinet tabs), that company's admins. */
export const cabinetApi = {
  /** Start page, default language, the mood meter (answers the company). */
  settings: (id: string, body: ClientSettings) => callRoute(clientsRoutes.settings, { params: { id }, body }, quiet),
  /** The company's default notification channels, in general and per section. */
  notifications: (clientId: string) =>
    callRoute(notificationsRoutes.clientSettings, { params: { client_id: clientId } }, quiet),
  putNotifications: (clientId: string, body: NotificationSettingsBody) =>
    callRoute(notificationsRoutes.putClientSettings, { params: { client_id: clientId }, body }, quiet),
  /** The menu for everyone: names per language, order, hidden entries (answers the company). */
  putInterface: (id: string, body: InterfaceBody) =>
    callRoute(adminRoutes.putInterface, { params: { id }, body }, quiet),
  ai: (id: string) => callRoute(adminRoutes.getAi, { params: { id } }, quiet),
  putAi: (id: string, body: AiCompanyData) => callRoute(adminRoutes.putAi, { params: { id }, body }, quiet),
  /** The personnel system (1C) link and the mailing service, secrets masked. */
  integrations: (id: string) => callRoute(adminRoutes.getIntegrations, { params: { id } }, quiet),
  putIntegrations: (id: string, body: CompanyIntegrationsBody) =>
    callRoute(adminRoutes.putIntegrations, { params: { id }, body }, quiet),
  /** Telegram, MS Teams and Slack, where notifications are posted. */
  chats: (clientId: string) => callRoute(notificationsRoutes.integrations, { params: { client_id: clientId } }, quiet),
  putChats: (clientId: string, body: IntegrationsBody) =>
    callRoute(notificationsRoutes.putIntegrations, { params: { client_id: clientId }, body }, quiet),
  testChats: (clientId: string) =>
    callRoute(notificationsRoutes.testIntegrations, { params: { client_id: clientId } }, quiet),
  /** One person's feature rights (the rights table saves a row at a time). */
  setRights: (id: string, rights: FeatureRight[]) =>
    callRoute(usersRoutes.setRights, { params: { id }, body: { rights } }, quiet),
};
