import {
  servicesRoutes as routes,
  type PassStepBody,
  type ServiceBodyInput,
  type StartRequestBody,
} from "@intranet/contracts/services";
import { callRoute, type RequestOptions } from "../../api/client";

/** TanStack Query keys of the services; everything under `services`, so a change refreshes every view. */
export const servicesKeys = {
  all: ["services"] as const,
  catalogue: (client: string) => ["services", "catalogue", client] as const,
  groups: (client: string) => ["services", "groups", client] as const,
  service: (id: string) => ["services", "service", id] as const,
  runned: (user: string) => ["services", "runned", user] as const,
  inbox: (user: string) => ["services", "inbox", user] as const,
  inboxCount: (user: string) => ["services", "inboxCount", user] as const,
  request: (id: string) => ["services", "request", id] as const,
};

/** Lists and pages show their own failures in place. */
const quiet = { no_show: true } as const;

/** The services' calls (rules-calls-errors-spec §7 Services), from contracts/services/routes.ts. */
export const servicesApi = {
  catalogue: (client: string) => callRoute(routes.catalogue, { params: { client }, query: {} }, quiet),
  groups: (client: string) => callRoute(routes.groups, { params: { client } }, quiet),
  createGroup: (name: string, options?: RequestOptions) => callRoute(routes.createGroup, { body: { name } }, options),
  renameGroup: (id: string, name: string, options?: RequestOptions) =>
    callRoute(routes.updateGroup, { params: { id }, body: { name } }, options),
  removeGroup: (id: string) => callRoute(routes.removeGroup, { params: { id } }),
  get: (id: string) => callRoute(routes.get, { params: { id } }, quiet),
  create: (body: ServiceBodyInput, options?: RequestOptions) => callRoute(routes.create, { body }, options),
  update: (id: string, body: ServiceBodyInput, options?: RequestOptions) =>
    callRoute(routes.update, { params: { id }, body }, options),
  remove: (id: string) => callRoute(routes.remove, { params: { id } }),
  start: (body: StartRequestBody, options?: RequestOptions) => callRoute(routes.start, { body }, options),
  request: (id: string) => callRoute(routes.request, { params: { id } }, quiet),
  passStep: (id: string, body: PassStepBody, options?: RequestOptions) =>
    callRoute(routes.passStep, { params: { id }, body }, options),
  requestFile: (id: string, file: string) => callRoute(routes.requestFile, { params: { id, file } }),
  runned: (user: string) => callRoute(routes.runned, { params: { user }, query: {} }, quiet),
  inbox: (user: string) => callRoute(routes.inbox, { params: { user }, query: {} }, quiet),
  inboxCount: (user: string) => callRoute(routes.inboxCount, { params: { user } }, quiet),
};
