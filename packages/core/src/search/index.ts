/** The search module's door: what other modules and packages may use. */
export {
  type ReindexResult,
  type SearchSource,
  reindexAllTenants,
  reindexTenant,
  registerSearchSource,
  scheduleTenantReindex,
  searchSources,
  unregisterSearchSource,
} from "./reindex";
export { search } from "./query";
