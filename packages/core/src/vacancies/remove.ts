import type { Actor } from "@intranet/contracts";
import { isConditionFailure } from "../db";
import { AppError, isAppError, requireTenant } from "../platform";
import { deletePost } from "../posts";
import { detachAllFrom } from "../tags";
import { canManage } from "./access";
import { db } from "./entities";
import { publish } from "./events";
import { findVacancy } from "./store";

/**
 * DELETE /api/vacancy/{id} (administrators): the vacancy goes (conditioned on existing, so of two
 * racing deletions one answers 404), and with it its tags and its wall post. Once it is gone no
 * response can be added (the response's transaction needs it open), so the subscriber's purge of
 * the responses and their CVs on `vacancy.deleted` misses none.
 */
export async function removeVacancy(actor: Actor, vacancyId: string): Promise<void> {
  const clientId = requireTenant(actor);
  if (!canManage(actor)) throw new AppError("vacancies.forbidden");
  const vacancy = await findVacancy(clientId, vacancyId);
  if (!vacancy) throw new AppError("vacancies.not_found");
  await db()
    .entities.vacancy.delete({ clientId, vacancyId })
    .where((attributes, { exists }) => exists(attributes.vacancyId))
    .go()
    .catch((error: unknown) => {
      if (isConditionFailure(error)) throw new AppError("vacancies.not_found");
      throw error;
    });
  await detachAllFrom(clientId, "vacancy", vacancyId);
  if (vacancy.postId) await deletePost(actor, vacancy.postId).catch(unlessGone("posts.not_found"));
  await publish({ type: "vacancy.deleted", tenantId: clientId, detail: { vacancyId } });
}

/** Something already deleted (by someone else, or a retried call) is nothing to do. */
const unlessGone = (code: string) => (error: unknown) => {
  if (!isAppError(error) || error.code !== code) throw error;
};
