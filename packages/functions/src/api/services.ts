import {
  addStep,
  catalogue,
  convertService,
  createGroup,
  createService,
  deleteGroup,
  deleteService,
  getRequest,
  getService,
  inbox,
  inboxCount,
  listGroups,
  listTemplates,
  passStep,
  removeStep,
  requestFileUrl,
  runnedRequests,
  serviceOrders,
  servicesByArticle,
  startOrdersExport,
  startRequest,
  updateGroup,
  updateService,
  updateStep,
} from "@intranet/core/services";
import { servicesRoutes } from "@intranet/contracts/services";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

/** The services' Lambda: thin, each route calls the services module's service. */
export const handler = areaHandler(servicesRoutes, {
  groups: ({ actor, params }) => listGroups(actor, params.client),
  createGroup: async ({ actor, body }) => reply(201, await createGroup(actor, body)),
  updateGroup: ({ actor, params, body }) => updateGroup(actor, params.id, body),
  removeGroup: async ({ actor, params }) => {
    await deleteGroup(actor, params.id);
    return reply(204);
  },
  catalogue: ({ actor, params, query }) => catalogue(actor, params.client, query),
  get: ({ actor, params }) => getService(actor, params.id),
  byArticle: ({ actor, params }) => servicesByArticle(actor, params.id),
  templates: ({ actor, params }) => listTemplates(actor, params.client),
  create: async ({ actor, body }) => reply(201, await createService(actor, body)),
  update: ({ actor, params, body }) => updateService(actor, params.id, body),
  remove: async ({ actor, params }) => {
    await deleteService(actor, params.id);
    return reply(204);
  },
  convert: ({ actor, params, body }) => convertService(actor, params.id, body),
  addStep: async ({ actor, params, body }) => reply(201, await addStep(actor, params.bp, body)),
  updateStep: ({ actor, params, body }) => updateStep(actor, params.bp, params.step_id, body),
  removeStep: ({ actor, params }) => removeStep(actor, params.bp, params.step_id),
  start: async ({ actor, body }) => reply(201, await startRequest(actor, body)),
  sendServiceReq: async ({ actor, body }) => reply(201, await startRequest(actor, body, { simpleOnly: true })),
  request: ({ actor, params }) => getRequest(actor, params.id),
  requestFile: ({ actor, params }) => requestFileUrl(actor, params.id, params.file),
  passStep: ({ actor, params, body }) => passStep(actor, params.id, body),
  runned: ({ actor, params, query }) => runnedRequests(actor, params.user, query),
  inbox: ({ actor, params, query }) => inbox(actor, params.user, query),
  inboxCount: ({ actor, params }) => inboxCount(actor, params.user),
  orders: ({ actor, params, query }) => serviceOrders(actor, params.id, query),
  ordersExcel: async ({ actor, params, query }) => reply(202, await startOrdersExport(actor, params.id, query)),
});
