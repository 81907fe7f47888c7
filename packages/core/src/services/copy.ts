import type { Actor } from "@intranet/contracts";
import type { StoredStep } from "@intranet/contracts/services";
import { carryGrants } from "../audiences";
import { named, type NamedCommit, writeTransaction } from "../db";
import { AppError, newId } from "../platform";
import { servicesOf } from "./catalogue";
import { publish } from "./events";
import type { ServiceGroupRecord } from "./group.entity";
import { groupsOf } from "./groups";
import type { ServiceRecord } from "./service.entity";
import { grantsOf, stepsOf } from "./views";

/** Items per transaction: the services and their groups' counts (DynamoDB takes 100). */
const BATCH = 40;

export interface CatalogueCopied {
  groups: number;
  services: number;
  /** Services that named people or departments not copied: copied as templates, for an admin to review. */
  templates: number;
}

/**
 * A clone's service catalogue (clients' clone): the source's groups and services (their forms,
 * routes, day limits, who may order them), never their requests, copied under new ids into a
 * company that has none yet. What names the other company's people or objects cannot come along:
 * a step's performer who is a person becomes the requester's direct chief, audiences of people go
 * (departments come under their copies' ids, `departmentIds`, when the structure was copied), a
 * responsible department not copied and the describing article go, and such a service is copied
 * as a template (listed for admins, never ordered) until an admin reviews it. A service that names
 * nobody is copied as it was. Descriptions lose their pictures (files are not copied) and their
 * mentions' links (the names stay as text).
 */
export async function copyCatalogue(
  actor: Actor,
  from: string,
  to: string,
  departmentIds: ReadonlyMap<string, string> = new Map(),
): Promise<CatalogueCopied> {
  const [groups, services] = await Promise.all([groupsOf(from), servicesOf(from)]);
  const at = new Date().toISOString();
  const groupIds = new Map(groups.map((group) => [group.groupId, newId()]));
  const newGroups = groups.map((group): ServiceGroupRecord => ({
    clientId: to,
    groupId: groupIds.get(group.groupId)!,
    name: group.name,
    createdAt: at,
  }));
  let templates = 0;
  const copies = services.flatMap((service) => {
    const groupId = groupIds.get(service.groupId);
    if (!groupId) return [];
    const copy = copyOf(service, { to, groupId, departmentIds, authorId: actor.userId, at });
    if (copy.template && !service.template) templates++;
    return [copy];
  });
  for (let start = 0; start < newGroups.length; start += BATCH)
    await commit(newGroups.slice(start, start + BATCH).map((group) => (e) => e.serviceGroup.create(group).commit()));
  for (let start = 0; start < copies.length; start += BATCH) {
    const batch = copies.slice(start, start + BATCH);
    const counts = new Map<string, number>();
    for (const service of batch) counts.set(service.groupId, (counts.get(service.groupId) ?? 0) + 1);
    await commit([
      ...batch.map((service) => (e: Entities) => e.service.create(service).commit()),
      ...[...counts].map(
        ([groupId, count]) =>
          (e: Entities) =>
            e.serviceGroup
              .update({ clientId: to, groupId })
              .add({ servicesCount: count })
              .where((a, op) => op.exists(a.groupId))
              .commit(),
      ),
    ]);
  }
  await publish(
    ...copies.map((service) => ({
      type: "service.changed" as const,
      tenantId: to,
      detail: { serviceId: service.serviceId },
    })),
  );
  return {
    groups: newGroups.length,
    services: copies.length,
    templates,
  };
}

type Entities = Parameters<Parameters<typeof writeTransaction>[0]>[0];

async function commit(writes: Array<(e: Entities) => NamedCommit["commit"]>): Promise<void> {
  const outcome = await writeTransaction((e) => writes.map((write, index) => named(`item.${index}`, write(e))));
  if (!outcome.ok) throw new AppError("common.conflict");
}

/** One service as it can be in the other company (see copyCatalogue). */
function copyOf(
  service: ServiceRecord,
  into: { to: string; groupId: string; departmentIds: ReadonlyMap<string, string>; authorId: string; at: string },
): ServiceRecord {
  let review = false;
  const steps = stepsOf(service).map((step): StoredStep => {
    if (step.performer.kind !== "user" && step.performer.kind !== "users") return step;
    review = true;
    return { ...step, performer: { kind: "chief" } };
  });
  const carried = carryGrants(grantsOf(service), into.departmentIds);
  if (carried.dropped) review = true;
  const departmentId = service.departmentId ? into.departmentIds.get(service.departmentId) : undefined;
  if (service.departmentId && !departmentId) review = true;
  if (service.articleId) review = true;
  return {
    clientId: into.to,
    serviceId: newId(),
    name: service.name,
    groupId: into.groupId,
    description: portable(service.description),
    excerpt: service.excerpt,
    articleId: "",
    type: service.type,
    ...(departmentId ? { departmentId } : {}),
    dayLimit: service.dayLimit,
    forAll: service.forAll,
    grants: carried.grants,
    template: service.template || review,
    comments: service.comments,
    fields: service.fields,
    steps,
    nextStep: service.nextStep,
    authorId: into.authorId,
    createdAt: into.at,
    updatedAt: into.at,
  };
}

/** A description without the other company's files (pictures) or people's links (mentions keep their text). */
const portable = (html: string): string =>
  html.replace(/<img\b[^>]*>/gi, "").replace(/<span data-mention="[^"]*">/g, "<span>");
