import type { Actor } from "@intranet/contracts";
import type { CatalogueView, ServiceGroupView, ServiceSummary } from "@intranet/contracts/services";
import type * as z from "zod/mini";
import type { catalogueQuerySchema } from "@intranet/contracts/services";
import type { AccessProfile } from "../audiences";
import { AppError, requireTenant, tenantOfPath } from "../platform";
import { managesServices, serviceCan } from "./access";
import type { ServiceGroupRecord } from "./group.entity";
import { db } from "./entities";
import { groupsOf } from "./groups";
import type { ServiceRecord } from "./service.entity";
import { profileOf, requireManager } from "./store";
import { grantsOf, toGroupView, toServiceSummary } from "./views";

export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

/** A company's services (Query gsi1; at most serviceLimits.servicesMax), by name. */
export async function servicesOf(clientId: string): Promise<ServiceRecord[]> {
  const { data } = await db().entities.service.query.byTenant({ clientId }).go({ pages: "all" });
  return data.sort((a, b) => a.name.localeCompare(b.name));
}

/** What the catalogue lists for the caller: admins everything (templates too), others what they may order. */
function listed(actor: Actor, profile: AccessProfile, service: ServiceRecord): boolean {
  const can = serviceCan(actor, profile, { ...service, grants: grantsOf(service) });
  return can.manage || can.order;
}

const words = (q: string | undefined): string[] => (q ?? "").toLowerCase().split(/\s+/).filter(Boolean);

function matches(service: ServiceRecord, wanted: string[]): boolean {
  if (!wanted.length) return true;
  const text = `${service.name} ${service.excerpt}`.toLowerCase();
  return wanted.every((word) => text.includes(word));
}

/**
 * The groups as the caller may see them: admins get each group's whole count (they delete only
 * empty groups); anyone else the count of the services they see in it, so a group never tells of
 * services that are not for them.
 */
function groupViews(actor: Actor, groups: ServiceGroupRecord[], visible: ServiceRecord[]): CatalogueView["groups"] {
  if (managesServices(actor)) return groups.map(toGroupView);
  return groups.map((group) => ({
    ...toGroupView(group),
    servicesCount: visible.filter((service) => service.groupId === group.groupId).length,
  }));
}

/** What the caller sees of a company's catalogue: its groups and the services listed for them. */
async function visibleCatalogue(actor: Actor, tenantId: string) {
  const [groups, services, profile] = await Promise.all([
    groupsOf(tenantId),
    servicesOf(tenantId),
    profileOf(actor, tenantId),
  ]);
  const visible = services.filter((service) => listed(actor, profile, service));
  return { groups: groupViews(actor, groups, visible), visible, profile };
}

/** GET /api/service_group/byClient/{client}: `{client}` must be the caller's company. */
export async function listGroups(actor: Actor, clientId: string): Promise<ServiceGroupView[]> {
  return (await visibleCatalogue(actor, tenantOfPath(actor, clientId))).groups;
}

/** GET /api/bp/byClient/{client}: the groups and the services the caller sees; `group` one group, `q` words. */
export async function catalogue(actor: Actor, clientId: string, query: CatalogueQuery): Promise<CatalogueView> {
  const { groups, visible, profile } = await visibleCatalogue(actor, tenantOfPath(actor, clientId));
  const wanted = words(query.q);
  return {
    groups,
    services: visible
      .filter((service) => !query.group || service.groupId === query.group)
      .filter((service) => matches(service, wanted))
      .map((service) => toServiceSummary(actor, profile, service)),
  };
}

/** GET /api/service/byArticle/{id}: the services an article describes, that the caller sees (Query gsi2). */
export async function servicesByArticle(actor: Actor, articleId: string): Promise<ServiceSummary[]> {
  const clientId = requireTenant(actor);
  const [{ data }, profile] = await Promise.all([
    db().entities.service.query.byArticle({ clientId, articleId }).go({ pages: "all" }),
    profileOf(actor, clientId),
  ]);
  return data
    .filter((service) => listed(actor, profile, service))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((service) => toServiceSummary(actor, profile, service));
}

/** GET /api/bp/tmpls/{client}: the company's templates (admins). */
export async function listTemplates(actor: Actor, clientId: string): Promise<ServiceSummary[]> {
  const tenantId = tenantOfPath(actor, clientId);
  if (tenantId !== requireManager(actor)) throw new AppError("services.no_access");
  const [services, profile] = await Promise.all([servicesOf(tenantId), profileOf(actor, tenantId)]);
  return services.filter((service) => service.template).map((service) => toServiceSummary(actor, profile, service));
}
