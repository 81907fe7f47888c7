import {
  clientsRoutes as routes,
  type CloneClientBodyInput,
  type CompanyCardBody,
  type CreateClientBody,
  type FeatureCode,
  type UpdateClientBody,
} from "@intranet/contracts/clients";
import { callRoute } from "./client";
import type { RequestOptions } from "./client";

/** Clients calls (rules-calls-errors-spec §7 Clients): startup and the superadmin's client management. */
export const clientsApi = {
  byWorkspace: (workspace: string, options?: RequestOptions) =>
    callRoute(routes.byWorkspace, { params: { ws: workspace } }, options),
  get: (id: string, options?: RequestOptions) => callRoute(routes.get, { params: { id } }, options),
  list: () => callRoute(routes.list),
  create: (body: CreateClientBody, options?: RequestOptions) => callRoute(routes.create, { body }, options),
  update: (id: string, body: UpdateClientBody, options?: RequestOptions) =>
    callRoute(routes.update, { params: { id }, body }, options),
  companyCard: (id: string, body: CompanyCardBody, options?: RequestOptions) =>
    callRoute(routes.companyCard, { params: { id }, body }, options),
  stat: (id: string) => callRoute(routes.stat, { params: { id } }),
  features: () => callRoute(routes.features),
  switchFeature: (id: string, code: FeatureCode, active: boolean) =>
    callRoute(routes.switchFeature, { params: { client_id: id, code }, body: { active } }),
  block: (id: string) => callRoute(routes.block, { params: { id } }),
  unblock: (id: string) => callRoute(routes.unblock, { params: { id } }),
  clone: (id: string, workspace: string, body: CloneClientBodyInput, options?: RequestOptions) =>
    callRoute(routes.clone, { params: { old: id, workspace }, body }, options),
  fullDelete: (id: string) => callRoute(routes.fullDelete, { params: { id } }),
};
