import type { Actor } from "@intranet/contracts";
import type { Audience, Grant } from "@intranet/contracts/audiences";
import type { Field, ServiceGroupView, ServiceSummary, ServiceView, StoredStep } from "@intranet/contracts/services";
import type { AccessProfile } from "../audiences";
import { serviceCan } from "./access";
import type { ServiceGroupRecord } from "./group.entity";
import type { ServiceRecord } from "./service.entity";

export const grantsOf = (service: Pick<ServiceRecord, "grants">): Grant[] => service.grants as Grant[];
export const stepsOf = (service: Pick<ServiceRecord, "steps">): StoredStep[] => service.steps as StoredStep[];
export const fieldsOf = (service: Pick<ServiceRecord, "fields">): Field[] => service.fields as Field[];

/** Whether the steps are enough to order: a simple service needs its one step, a multi-stage one 2 or more. */
export const stepsComplete = (service: Pick<ServiceRecord, "type" | "steps">): boolean =>
  stepsOf(service).length >= (service.type === "simple" ? 1 : 2);

export function toGroupView(group: ServiceGroupRecord): ServiceGroupView {
  return { _id: group.groupId, client_id: group.clientId, name: group.name, servicesCount: group.servicesCount ?? 0 };
}

/** The `can` of a view: `order` also needs the steps complete. */
export function canOf(actor: Actor, profile: AccessProfile, service: ServiceRecord): ServiceSummary["can"] {
  const { order, manage, orders } = serviceCan(actor, profile, { ...service, grants: grantsOf(service) });
  return { order: order && stepsComplete(service), manage, orders };
}

export function toServiceSummary(actor: Actor, profile: AccessProfile, service: ServiceRecord): ServiceSummary {
  return {
    _id: service.serviceId,
    client_id: service.clientId,
    name: service.name,
    groupId: service.groupId,
    type: service.type,
    template: service.template,
    departmentId: service.departmentId ?? null,
    dayLimit: service.dayLimit,
    stepsCount: stepsOf(service).length,
    excerpt: service.excerpt,
    can: canOf(actor, profile, service),
  };
}

export function toServiceView(actor: Actor, profile: AccessProfile, service: ServiceRecord): ServiceView {
  const audiences: Audience[] = service.forAll ? [] : grantsOf(service).map((grant) => grant.audience);
  return {
    ...toServiceSummary(actor, profile, service),
    description: service.description,
    articleId: service.articleId || null,
    forAll: service.forAll,
    audiences,
    comments: service.comments,
    fields: fieldsOf(service),
    steps: stepsOf(service),
    authorId: service.authorId,
    createdAt: service.createdAt,
    updatedAt: service.updatedAt,
  };
}
