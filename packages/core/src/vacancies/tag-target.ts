import type { TagTarget, TagTargets } from "../tags";
import { canManage, canSee } from "./access";
import { findVacancy } from "./store";

/** Who may tag a vacancy (the tags routes): admins; its readers only read its tags; anyone else does not find it. */
export const vacancyTagTarget: TagTarget = {
  async canTag(actor, clientId, itemId) {
    const vacancy = await findVacancy(clientId, itemId);
    if (!vacancy) return "missing";
    if (canManage(actor)) return "write";
    return canSee(actor, vacancy) ? "read" : "missing";
  },
};

/** The vacancies' taggable model (the leaf the tags Lambda loads). */
export const tagTargets: TagTargets = { vacancy: vacancyTagTarget };
