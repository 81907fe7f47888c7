import { checkMood, exportMood, moodStats, rateMood } from "@intranet/core/mood";
import { moodRoutes } from "@intranet/contracts/mood";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

/** The mood meter's Lambda: thin, each route calls the mood module's service. */
export const handler = areaHandler(moodRoutes, {
  check: ({ actor, params, query }) => checkMood(actor, params.user, query.day),
  rate: ({ actor, body }) => rateMood(actor, body),
  stat: ({ actor, params }) => moodStats(actor, params.client, params.from, params.to),
  excel: async ({ actor, params, query }) =>
    reply(202, await exportMood(actor, params.client, params.from, params.to, query.lang)),
});
