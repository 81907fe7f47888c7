import { registerEntities } from "../db";
import { IdpJournalEntity } from "./journal.entity";
import { IdpLateEntity } from "./late.entity";
import { IdpLinkEntity } from "./link.entity";
import { IdpNoteEntity } from "./note.entity";
import { IdpPlanEntity } from "./plan.entity";
import { IdpStatsEntity } from "./stats.entity";

/** The development plans' entities under their (global, stable) service keys. */
export const idpEntities = {
  idpPlan: IdpPlanEntity,
  idpLink: IdpLinkEntity,
  idpNote: IdpNoteEntity,
  idpJournal: IdpJournalEntity,
  idpStats: IdpStatsEntity,
  idpLate: IdpLateEntity,
};

export type IdpEntities = typeof idpEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends IdpEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(idpEntities);
