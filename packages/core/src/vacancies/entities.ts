import { registerEntities } from "../db";
import { VacancyResponseEntity } from "./response.entity";
import { VacancyEntity } from "./vacancy.entity";

/** The vacancies' entities under their (global, stable) service keys; the door exports the map. */
export const vacanciesEntities = {
  vacancy: VacancyEntity,
  vacancyResponse: VacancyResponseEntity,
};

export type VacanciesEntities = typeof vacanciesEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends VacanciesEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(vacanciesEntities);
