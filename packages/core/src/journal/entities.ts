import { registerEntities } from "../db";
import { JournalEntryEntity, JournalMarkEntity } from "./journal.entity";

/** The journal's entities under their (global, stable) service keys; its door exports the map. */
export const journalEntities = {
  journalEntry: JournalEntryEntity,
  journalMark: JournalMarkEntity,
};

export type JournalEntities = typeof journalEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends JournalEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(journalEntities);
