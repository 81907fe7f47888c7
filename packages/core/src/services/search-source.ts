import { grantSearchReaders } from "../audiences";
import type { DomainEvent } from "../events";
import { readerLabel, type SearchDocument, type SearchSource } from "../search";
import { db } from "./entities";
import type { ServiceRecord } from "./service.entity";
import { findService } from "./store";
import { grantsOf } from "./views";

const SCOPE = "service:";
const scopeOf = (serviceId: string) => `${SCOPE}${serviceId}`;

/**
 * Who finds a service: the company's admins, and those who may order it (its grants' audiences:
 * `grantSearchReaders`). A template is found by admins only.
 */
function readersOf(service: ServiceRecord): string[] {
  const orderers = service.template ? [] : (grantSearchReaders(grantsOf(service)) ?? []);
  return [...new Set([readerLabel.admins, ...orderers])];
}

/** A service by its name and its description's text. */
export function serviceDocument(service: ServiceRecord): SearchDocument {
  return {
    type: "service",
    id: service.serviceId,
    title: service.name,
    text: { title: service.name, headings: "", body: service.excerpt },
    readers: readersOf(service),
    path: `/services/${service.serviceId}`,
    meta: { subtitle: service.excerpt },
    date: service.createdAt,
  };
}

/**
 * The services module's one search source. Requests (type `serviceRequest`, request-search.ts) get
 * their own scope prefix and events here when they are indexed; this file indexes services only.
 */
export const servicesSearchSource: SearchSource = {
  name: "services",
  events: ["service.changed", "service.deleted"],
  scopesOf: (event: DomainEvent) => {
    const serviceId = (event.detail as { serviceId?: unknown }).serviceId;
    return event.type.startsWith("service.") &&
      typeof serviceId === "string" &&
      !event.type.startsWith("service.request")
      ? [scopeOf(serviceId)]
      : [];
  },
  async load(tenantId, scope) {
    if (!scope.startsWith(SCOPE)) return [];
    const service = await findService(tenantId, scope.slice(SCOPE.length));
    return service ? [serviceDocument(service)] : [];
  },
  async *scan(tenantId) {
    let cursor: string | null = null;
    do {
      const page: { data: ServiceRecord[]; cursor: string | null } = await db()
        .entities.service.query.byTenant({ clientId: tenantId })
        .go({ cursor, limit: 100 });
      yield page.data.map((service) => ({ scope: scopeOf(service.serviceId), docs: [serviceDocument(service)] }));
      cursor = page.cursor;
    } while (cursor);
  },
};
