/** The search module's door: what other modules and packages may use. */
export type { ScopeDocuments, SearchDocument } from "./document";
export { type ReaderLabelProvider, readerLabel, registerReaderLabels } from "./readers";
export { type ReindexResult, reindexAllTenants, reindexTenant, scheduleTenantReindex } from "./reindex";
export {
  type SearchSource,
  indexEvent,
  registerSearchSource,
  searchEventTypes,
  searchSources,
  unregisterSearchSource,
} from "./sources";
export { search } from "./query";
export { indexNewScopes, replaceScope } from "./write";
