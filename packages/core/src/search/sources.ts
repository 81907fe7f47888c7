import type { DomainEvent } from "../events";
import type { ScopeDocuments, SearchDocument } from "./document";
import { replaceScope } from "./write";

/**
 * The search port (DESIGN §10): a module with searchable documents declares a source and the
 * functions layer registers it (functions/src/search-sources.ts, one line per module). Indexing
 * runs in the bus subscriber and the re-index job, never on a request path.
 */
export interface SearchSource {
  /** The module's key, e.g. "people"; one source per module. */
  name: string;
  /** Bus event types that may change this source's documents (the subscriber's rows). */
  events: readonly string[];
  /** The scopes an event touches (a comment's event touches its post's scope). */
  scopesOf(event: DomainEvent): string[];
  /** A scope's documents as they are now; none when the object is gone. */
  load(tenantId: string, scope: string): Promise<SearchDocument[]>;
  /** Every scope of a tenant with its documents, a page at a time (the re-index). */
  scan(tenantId: string): AsyncIterable<ScopeDocuments[]>;
}

const sources = new Map<string, SearchSource>();

export function registerSearchSource(source: SearchSource): void {
  if (sources.has(source.name)) throw new Error(`Search source "${source.name}" is registered twice`);
  sources.set(source.name, source);
}

/** Removes a source (tests). */
export function unregisterSearchSource(name: string): void {
  sources.delete(name);
}

export const searchSources = (): SearchSource[] => [...sources.values()];

/** Every event type some source listens to. */
export const searchEventTypes = (): string[] => [...new Set(searchSources().flatMap((source) => [...source.events]))];

/**
 * The bus subscriber's work: each source that listens to the event reloads the scopes it names
 * and search replaces them. Idempotent, so EventBridge's at-least-once delivery and retries are safe.
 */
export async function indexEvent(event: DomainEvent): Promise<{ scopes: number }> {
  let scopes = 0;
  for (const source of sources.values()) {
    if (!source.events.includes(event.type)) continue;
    for (const scope of source.scopesOf(event)) {
      await replaceScope(event.tenantId, source.name, scope, await source.load(event.tenantId, scope));
      scopes += 1;
    }
  }
  return { scopes };
}
