import {
  servicesRoutes as routes,
  type RequestStatus,
  type ServiceType,
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
  templates: (client: string) => ["services", "templates", client] as const,
  runned: (user: string, filters: MyOrdersFilters = {}) => ["services", "runned", user, filters] as const,
  orders: (service: string, filters: OrdersFilters = {}) => ["services", "orders", service, filters] as const,
  inbox: (user: string) => ["services", "inbox", user] as const,
  inboxCount: (user: string) => ["services", "inboxCount", user] as const,
  request: (id: string) => ["services", "request", id] as const,
};

/** My orders' filters (GET bp/runned/{user}): one service, open or finished, a period. */
export interface MyOrdersFilters {
  bp?: string;
  finished?: "true" | "false";
  from?: string;
  to?: string;
}

/** A service's orders' filters (GET bp/orders/{id}): a status, a period. */
export interface OrdersFilters {
  status?: RequestStatus;
  from?: string;
  to?: string;
}

/** A filter object without its empty values, as the query string takes it. */
const filled = <T extends object>(filters: T): Partial<T> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== "")) as Partial<T>;
const page = (cursor: string | null) => (cursor ? { cursor } : {});

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
  templates: (client: string) => callRoute(routes.templates, { params: { client } }, quiet),
  convert: (id: string, type: ServiceType, options?: RequestOptions) =>
    callRoute(routes.convert, { params: { id }, body: { type } }, options),
  start: (body: StartRequestBody, options?: RequestOptions) => callRoute(routes.start, { body }, options),
  request: (id: string) => callRoute(routes.request, { params: { id } }, quiet),
  passStep: (id: string, body: PassStepBody, options?: RequestOptions) =>
    callRoute(routes.passStep, { params: { id }, body }, options),
  requestFile: (id: string, file: string) => callRoute(routes.requestFile, { params: { id, file } }),
  runned: (user: string, filters: MyOrdersFilters = {}, cursor: string | null = null) =>
    callRoute(routes.runned, { params: { user }, query: { ...filled(filters), ...page(cursor) } }, quiet),
  orders: (service: string, filters: OrdersFilters = {}, cursor: string | null = null) =>
    callRoute(routes.orders, { params: { id: service }, query: { ...filled(filters), ...page(cursor) } }, quiet),
  ordersExcel: (service: string, filters: OrdersFilters = {}) =>
    callRoute(routes.ordersExcel, { params: { id: service }, query: filled(filters) }),
  inbox: (user: string, cursor: string | null = null) =>
    callRoute(routes.inbox, { params: { user }, query: page(cursor) }, quiet),
  inboxCount: (user: string) => callRoute(routes.inboxCount, { params: { user } }, quiet),
};
