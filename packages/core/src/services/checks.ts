import type { Actor } from "@intranet/contracts";
import type { Audience } from "@intranet/contracts/audiences";
import { serviceLimits, type Step } from "@intranet/contracts/services";
import { peopleNamedIn } from "../audiences";
import { AppError, config, isAppError } from "../platform";
import { departmentOutline } from "../structure";
import { notActiveAmong } from "../users";
import { db } from "./entities";
import { findGroup } from "./store";

/** The people steps name (a `user` or `users` performer). */
export const peopleOfSteps = (steps: readonly Step[]): string[] =>
  steps.flatMap((step) =>
    step.performer.kind === "user"
      ? [step.performer.userId]
      : step.performer.kind === "users"
        ? step.performer.userIds
        : [],
  );

/** Steps and audiences name active people of this company (`services.unknown_person`). */
export async function requirePeople(clientId: string, steps: readonly Step[], audiences: readonly Audience[] = []) {
  const named = [...new Set([...peopleOfSteps(steps), ...peopleNamedIn(audiences)])];
  if (named.length && (await notActiveAmong(clientId, named)).length) throw new AppError("services.unknown_person");
}

export async function requireGroup(clientId: string, groupId: string): Promise<void> {
  if (!(await findGroup(clientId, groupId))) throw new AppError("services.group_not_found");
}

/**
 * The article describing a service exists (`services.unknown_article`). The articles' door has no
 * existence check for other modules: its `getArticle` as the (admin) caller answers 404 otherwise.
 */
export async function requireArticle(actor: Actor, articleId: string): Promise<void> {
  try {
    // The knowledge base loads only when a service names an article, not in every services cold start.
    const { getArticle } = await import("../articles");
    await getArticle(actor, articleId);
  } catch (error) {
    if (isAppError(error)) throw new AppError("services.unknown_article");
    throw error;
  }
}

/** Departments of the company's administrative structure (`services.unknown_department`): one read for all. */
export async function requireDepartments(clientId: string, departmentIds: readonly string[]): Promise<void> {
  if (!departmentIds.length) return;
  const known = new Set((await departmentOutline(clientId, "administrative")).map((dept) => dept._id));
  if (departmentIds.some((deptId) => !known.has(deptId))) throw new AppError("services.unknown_department");
}

/** At most serviceLimits.servicesMax services per company (`services.too_many_services`). */
export async function requireRoomForService(clientId: string): Promise<void> {
  const { data } = await db()
    .entities.service.query.byTenant({ clientId })
    .go({ pages: "all", attributes: ["serviceId"] });
  if (data.length >= serviceLimits.servicesMax) throw new AppError("services.too_many_services");
}

/** The steps' count for the type (`services.too_many_steps`, `services.simple_one_step`). */
export function requireStepsCount(type: "simple" | "multi", count: number): void {
  if (count > serviceLimits.stepsMax) throw new AppError("services.too_many_steps");
  if (type === "simple" && count > 1) throw new AppError("services.simple_one_step");
}

/** The description cleaned (cleanDocument), and its plain text shortened for the catalogue. */
export async function cleanDescription(description: string): Promise<{ description: string; excerpt: string }> {
  // The sanitiser loads on the first write, not at every cold start.
  const { cleanDocument } = await import("../richText");
  const clean = cleanDocument(description, { mediaBaseUrl: config.mediaBaseUrl() });
  const text = clean.text.replace(/\s+/g, " ").trim();
  return { description: clean.html, excerpt: text.length > 200 ? `${text.slice(0, 199).trimEnd()}…` : text };
}
