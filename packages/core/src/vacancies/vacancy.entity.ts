import { vacancyStatuses } from "@intranet/contracts/vacancies";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A vacancy (product-spec §3 Vacancy). Its partition `clientId + vacancyId` is an item collection:
 * the vacancy (sk `$vacancy_1`) and its responses (response.entity.ts), so a deletion's purge is
 * one Query of one key. Access patterns:
 * - by id: Get pk = clientId + vacancyId (get, update, delete, respond);
 * - the list by status, newest first: Query gsi1 pk = clientId + status, sk = vacancyId (a ULID);
 * - every vacancy of a company, newest first (admins' "all", search's re-index): Query gsi2
 *   pk = clientId, sk = vacancyId.
 * `responsesCount` changes only by ADD in the transaction that creates a response.
 */
export const VacancyEntity = defineEntity({
  model: { entity: "vacancy", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    vacancyId: { type: "string", required: true },
    status: { type: vacancyStatuses, required: true },
    title: { type: "string", required: true },
    /** Sanitised HTML (richText's document profile). */
    description: { type: "string", required: true },
    requirements: { type: "string", required: true },
    conditions: { type: "string", required: true },
    /** The three parts' plain text, for search. */
    text: { type: "string", required: true },
    salaryFrom: { type: "number" },
    salaryTo: { type: "number" },
    currency: { type: "string", required: true },
    city: { type: "string", required: true },
    departmentId: { type: "string" },
    /** Who gets the responses; empty: every active administrator at the time of a response. */
    recipients: { type: "list", items: { type: "string" }, required: true },
    authorId: { type: "string", required: true },
    /** The company wall's post announcing it (deleted with it). */
    postId: { type: "string" },
    responsesCount: { type: "number", required: true, default: 0 },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "vacancyId"] },
      sk: { field: "sk", composite: [] },
    },
    byStatus: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "status"] },
      sk: { field: "gsi1sk", composite: ["vacancyId"] },
    },
    byClient: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["clientId"] },
      sk: { field: "gsi2sk", composite: ["vacancyId"] },
    },
  },
});

export type VacancyRecord = EntityItem<typeof VacancyEntity>;
