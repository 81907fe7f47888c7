import {
  clientIdParamsSchema,
  clientSettingsSchema,
  cloneClientBodySchema,
  cloneClientParamsSchema,
  createClientBodySchema,
  featureSwitchBodySchema,
  featureSwitchParamsSchema,
  updateClientBodySchema,
  workspaceParamsSchema,
} from "@intranet/contracts";
import { defineRoutes } from "../http/route";

/**
 * Clients (tenants): superadmin only unless stated. Paths as the spec writes them (rules spec §7
 * Clients); block/unblock and settings are not in the spec and follow `{id}/<action>`.
 * Services re-check who may act on WHICH client (a tenant's admin only on their own).
 */
export const clientsRoutes = defineRoutes("clients", {
  list: { method: "GET", path: "/api/clients", access: "superadmin", summary: "All clients, newest first" },
  create: {
    method: "POST",
    path: "/api/clients",
    access: "superadmin",
    summary: "A client with its first administrator",
    body: createClientBodySchema,
  },
  get: {
    method: "GET",
    path: "/api/clients/{id}",
    access: "user",
    summary: "One client: a superadmin, or a member of that client",
    params: clientIdParamsSchema,
  },
  update: {
    method: "PUT",
    path: "/api/clients/{id}",
    access: "superadmin",
    summary: "Company data, design, settings, default rights",
    params: clientIdParamsSchema,
    body: updateClientBodySchema,
  },
  byWorkspace: {
    method: "GET",
    path: "/api/clients/by_ws/{ws}",
    access: "user",
    summary: "The client behind a workspace code (startup): own client, or any for a superadmin",
    params: workspaceParamsSchema,
  },
  features: {
    method: "GET",
    path: "/api/clients/features/all",
    access: "user",
    summary: "Feature codes with their names",
  },
  switchFeature: {
    method: "PUT",
    path: "/api/clients/features/switch/{client_id}/{code}",
    access: "superadmin",
    summary: "Sets a client's feature on or off (toggles without a body)",
    params: featureSwitchParamsSchema,
    body: featureSwitchBodySchema,
  },
  block: {
    method: "PUT",
    path: "/api/clients/{id}/block",
    access: "superadmin",
    summary: "Blocks a client: its users are refused from their next request",
    params: clientIdParamsSchema,
  },
  unblock: {
    method: "PUT",
    path: "/api/clients/{id}/unblock",
    access: "superadmin",
    summary: "Unblocks a client",
    params: clientIdParamsSchema,
  },
  settings: {
    method: "PUT",
    path: "/api/clients/{id}/settings",
    access: "admin",
    summary: "Start page, language, mood meter: that client's admin or a superadmin",
    params: clientIdParamsSchema,
    body: clientSettingsSchema,
  },
  stat: {
    method: "GET",
    path: "/api/clients/stat/{id}",
    access: "admin",
    summary: "Users by state and storage figures: that client's admin or a superadmin",
    params: clientIdParamsSchema,
  },
  fileStat: {
    method: "GET",
    path: "/api/clients/{id}/filestat",
    access: "admin",
    summary: "Storage used, limit, available and files count: that client's admin or a superadmin",
    params: clientIdParamsSchema,
  },
  fullDelete: {
    method: "DELETE",
    path: "/api/clients/{id}/fullDelete",
    access: "superadmin",
    summary: "Removes the client with all its data and files (202; done in the background)",
    params: clientIdParamsSchema,
  },
  clone: {
    method: "POST",
    path: "/api/clients/{old}/clone/{workspace}",
    access: "superadmin",
    summary: "A new client set up like an existing one, under a new workspace and name",
    params: cloneClientParamsSchema,
    body: cloneClientBodySchema,
  },
});
