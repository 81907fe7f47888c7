import { attachedFileProperties } from "../files";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A response to a vacancy: one per person and vacancy, so its key is the vacancy's partition and
 * the person (`create` fails its condition on a second response: `vacancies.already_responded`).
 * Access patterns:
 * - the caller's own response: Get pk = clientId + vacancyId, sk = userId (a page of the list
 *   asks for its vacancies' in one BatchGet);
 * - a vacancy's responses newest first: Query gsi1 pk = clientId + vacancyId, sk = responseId (a ULID);
 * - the purge of a deleted vacancy: Query the partition (the byVacancy key).
 */
export const VacancyResponseEntity = defineEntity({
  model: { entity: "vacancyResponse", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    vacancyId: { type: "string", required: true },
    userId: { type: "string", required: true },
    responseId: { type: "string", required: true },
    message: { type: "string", required: true },
    cv: {
      type: "map",
      properties: attachedFileProperties,
    },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byVacancy: {
      pk: { field: "pk", composite: ["clientId", "vacancyId"] },
      sk: { field: "sk", composite: ["userId"] },
    },
    byTime: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "vacancyId"] },
      sk: { field: "gsi1sk", composite: ["responseId"] },
    },
  },
});

export type VacancyResponseRecord = EntityItem<typeof VacancyResponseEntity>;
