import { clientFileStat, clientStat } from "@intranet/core/clients/stats";
import { cloneClient } from "@intranet/core/clients/clone";
import { createClient } from "@intranet/core/clients/create";
import { listFeatures, switchFeature } from "@intranet/core/clients/features";
import { listClients } from "@intranet/core/clients/list";
import { requestClientPurge } from "@intranet/core/clients/purge-request";
import { getClient, getClientByWorkspace } from "@intranet/core/clients/read";
import { setClientBlocked } from "@intranet/core/clients/status";
import { updateClient, updateClientSettings } from "@intranet/core/clients/update";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";
import { clientsRoutes } from "@intranet/contracts/clients";

export const handler = areaHandler(clientsRoutes, {
  list: ({ actor }) => listClients(actor),
  create: async ({ actor, body }) => reply(201, await createClient(actor, body)),
  get: ({ actor, params }) => getClient(actor, params.id),
  update: ({ actor, params, body }) => updateClient(actor, params.id, body),
  byWorkspace: ({ actor, params }) => getClientByWorkspace(actor, params.ws),
  features: () => listFeatures(),
  switchFeature: ({ actor, params, body }) => switchFeature(actor, params.client_id, params.code, body?.active),
  block: ({ actor, params }) => setClientBlocked(actor, params.id, true),
  unblock: ({ actor, params }) => setClientBlocked(actor, params.id, false),
  settings: ({ actor, params, body }) => updateClientSettings(actor, params.id, body),
  stat: ({ actor, params }) => clientStat(actor, params.id),
  fileStat: ({ actor, params }) => clientFileStat(actor, params.id),
  fullDelete: async ({ actor, params }) => reply(202, await requestClientPurge(actor, params.id)),
  clone: async ({ actor, params, body }) =>
    reply(201, await cloneClient(actor, params.old, params.workspace, body.name)),
});
