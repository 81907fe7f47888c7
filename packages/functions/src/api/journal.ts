import { exportJournal, listJournal } from "@intranet/core/admin";
import { journalRoutes } from "@intranet/contracts/journal";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

export const handler = areaHandler(journalRoutes, {
  list: async ({ actor, params, query }) => reply(200, await listJournal(actor, params.client_id, query)),
  section: async ({ actor, params, query }) =>
    reply(200, await listJournal(actor, params.client_id, query, params.section)),
  export: async ({ actor, params, query }) => reply(202, await exportJournal(actor, params.client_id, query)),
});
