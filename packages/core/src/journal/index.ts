/**
 * The audit journal's door: a platform capability (every Lambda that changes company data loads
 * it, so it stays small: entities and writing). Reading and exporting it is the admin module's.
 */
export { journalEntities } from "./entities";
export { changesOf, secretStates, type JournalFact } from "./facts";
export {
  type JournaledPlan,
  journalCommit,
  journalPut,
  journalSuperadminVisit,
  journaledChange,
  writeJournal,
} from "./write";
export { hasFilterExpression, journalQuery, toEntryView, type JournalFilter } from "./query";
