import { grantSearchReaders } from "../audiences";
import type { DomainEvent } from "../events";
import { readerLabel, type SearchDocument, type SearchSource } from "../search";
import { allPages } from "../db";
import { db } from "./entities";
import type { ServiceRequestRecord } from "./request.entity";
import { peopleOf, valuesOf } from "./request-views";
import type { ServiceRecord } from "./service.entity";
import { findRequest, findService } from "./store";
import { grantsOf } from "./views";

const SCOPE = "service:";
const REQUEST = "request:";
const scopeOf = (serviceId: string) => `${SCOPE}${serviceId}`;
const requestScope = (requestId: string) => `${REQUEST}${requestId}`;

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
    path: `/service/${service.serviceId}`,
    meta: { subtitle: service.excerpt },
    date: service.createdAt,
  };
}

/**
 * Who finds a request: its initiator, every performer of its steps, the service's responsible
 * department and admins — the people who may open it (docs/modules/services.md "Who sees what").
 */
function requestDocument(request: ServiceRequestRecord): SearchDocument {
  const department = request.departmentId
    ? (grantSearchReaders([
        { audience: { kind: "department", deptId: request.departmentId, subdepartments: true }, level: "read" },
      ]) ?? [])
    : [];
  const values = Object.values(valuesOf(request))
    .filter((value): value is string => typeof value === "string")
    .join(" ");
  const title = `#${request.number} ${request.serviceName}`;
  return {
    type: "serviceRequest",
    id: request.requestId,
    title,
    text: { title, headings: "", body: values },
    readers: [...new Set([readerLabel.admins, ...peopleOf(request).map(readerLabel.user), ...department])],
    path: `/service/request/${request.requestId}`,
    // The status is a code the reader's language would have to name: the hit shows the day it was made.
    meta: { date: request.createdAt },
    date: request.createdAt,
  };
}

/** The services module's one search source: services (`service:<id>`) and requests (`request:<id>`). */
export const servicesSearchSource: SearchSource = {
  name: "services",
  events: ["service.changed", "service.deleted", "service.request_moved"],
  scopesOf: (event: DomainEvent) => {
    const requestId = (event.detail as { requestId?: unknown }).requestId;
    if (event.type === "service.request_moved") return typeof requestId === "string" ? [requestScope(requestId)] : [];
    const serviceId = (event.detail as { serviceId?: unknown }).serviceId;
    return event.type.startsWith("service.") &&
      typeof serviceId === "string" &&
      !event.type.startsWith("service.request")
      ? [scopeOf(serviceId)]
      : [];
  },
  async load(tenantId, scope) {
    if (scope.startsWith(REQUEST)) {
      const request = await findRequest(tenantId, scope.slice(REQUEST.length));
      return request ? [requestDocument(request)] : [];
    }
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
      for (const service of page.data) yield* requestScopes(tenantId, service.serviceId);
      cursor = page.cursor;
    } while (cursor);
  },
};

/** A service's requests, page by page (the re-index reaches requests through their services). */
async function* requestScopes(clientId: string, serviceId: string) {
  for await (const requests of allPages(db().entities.serviceRequest.query.byService({ clientId, serviceId }), 100))
    yield requests.map((request) => ({ scope: requestScope(request.requestId), docs: [requestDocument(request)] }));
}
