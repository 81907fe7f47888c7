import {
  clientFileStat,
  clientStat,
  cloneCompany,
  createClient,
  listFeatures,
  switchFeature,
  listClients,
  requestClientPurge,
  getClient,
  getClientByWorkspace,
  setClientBlocked,
  updateClient,
  updateClientSettings,
  updateCompanyCard,
} from "@intranet/core/clients";
import { cloneWork } from "../clone-parts";
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
  companyCard: ({ actor, params, body }) => updateCompanyCard(actor, params.id, body),
  stat: ({ actor, params }) => clientStat(actor, params.id),
  fileStat: ({ actor, params }) => clientFileStat(actor, params.id),
  fullDelete: async ({ actor, params }) => reply(202, await requestClientPurge(actor, params.id)),
  clone: async ({ actor, params, body }) =>
    reply(201, await cloneCompany(actor, params.old, params.workspace, body, cloneWork)),
});
