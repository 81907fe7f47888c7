import {
  createVacancy,
  getVacancy,
  listResponses,
  listVacancies,
  removeVacancy,
  respondToVacancy,
  responseCvUrl,
  updateVacancy,
} from "@intranet/core/vacancies";
import { vacanciesRoutes } from "@intranet/contracts/vacancies";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

/** The vacancies' Lambda: thin, each route calls the vacancies module's service. */
export const handler = areaHandler(vacanciesRoutes, {
  list: ({ actor, params, query }) => listVacancies(actor, params.client, query),
  get: ({ actor, params }) => getVacancy(actor, params.id),
  create: async ({ actor, body }) => reply(201, await createVacancy(actor, body)),
  update: ({ actor, params, body }) => updateVacancy(actor, params.id, body),
  remove: async ({ actor, params }) => {
    await removeVacancy(actor, params.id);
    return reply(204);
  },
  respond: async ({ actor, body }) => reply(201, await respondToVacancy(actor, body)),
  responses: ({ actor, params }) => listResponses(actor, params.id),
  cv: ({ actor, params }) => responseCvUrl(actor, params.id, params.response),
});
