/** The audiences module's door: who an object is for, and who is in an audience (docs/architecture.md, "Audiences and grants"). */
export { canRead, canWrite, isInAudience, levelFor } from "./access";
export { type CarriedGrants, carryGrants } from "./carry";
export { chosenRecipientIds, isChosenRecipient } from "./chosen-recipients";
export { audiencesEntities } from "./entities";
export { label, labelsOfAudience, monthsSince, normalizeValue } from "./labels";
export { type MembersPage, audiencePage, cardsOf, membersOf, readersOf, verifiedEntries } from "./members";
export { peopleNamedIn, requireCompanyPeople } from "./named-people";
export { type DirectoryFilter, cardMatches, directoryPage, facetValues } from "./directory";
export { type AccessProfile, accessProfileFrom, accessProfileOf, labelsOfPerson } from "./profile";
export { DIRECTORY_CHANGED, syncPeople, syncPerson } from "./sync";
export { type DirectoryCardRecord } from "./card.entity";
export { type DirectoryEntryRecord } from "./entry.entity";
export { type FacetKind, facetKinds } from "./value.entity";
export { handleDirectoryEvent, resyncDirectory } from "./subscriber";
export { type ReadablePage, TENURE, grantLabels, indexGrants, readablePage, unindexGrants } from "./grant-index";
export { type GrantEntryRecord } from "./grant-entry.entity";
export { audienceSearchLabels, grantSearchReaders } from "./search-labels";
