/** The search module's door: what other modules and packages may use. */
export type { ScopeDocuments, SearchDocument } from "./document";
export { type ReaderLabelProvider, readerLabel, registerReaderLabels, registerReaderLabelsLoader } from "./readers";
export { type ReindexResult, reindexAllTenants, reindexTenant, scheduleTenantReindex } from "./reindex";
export {
  type SearchSource,
  indexEvent,
  registerSearchSource,
  searchEventTypes,
  searchSources,
  unregisterSearchSource,
} from "./sources";
export { hasSearchWords, search, searchIds } from "./query";
export { decodeCursor, encodeCursor } from "./cursor";
export { indexNewScopes, replaceScope } from "./write";
export { SEARCH_TERMS_VERSION, stemsOf } from "./text";
