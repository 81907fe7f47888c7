import type { Actor } from "@intranet/contracts";
import type { UpdateVacancyBody, VacancyView } from "@intranet/contracts/vacancies";
import { isConditionFailure } from "../db";
import { AppError, requireTenant } from "../platform";
import { setItemTags } from "../tags";
import { canManage } from "./access";
import { vacancyFields } from "./content";
import { db } from "./entities";
import { publish } from "./events";
import { findVacancy, respondedAt } from "./store";
import type { VacancyRecord } from "./vacancy.entity";
import { vacancyView } from "./views";
import { postFollowsVacancy } from "./wall";

const optional = ["salaryFrom", "salaryTo", "departmentId"] as const;

/**
 * PUT /api/vacancy/{id} (administrators): the whole vacancy again with its status (close it, open
 * it again). One patch of the fields (the response counter is left to its ADDs), conditioned on
 * the vacancy still existing; cleared optional fields are removed. Then its tags become exactly
 * the ones given, and its wall post follows it in search (closed: found only by who still sees it).
 */
export async function updateVacancy(actor: Actor, vacancyId: string, body: UpdateVacancyBody): Promise<VacancyView> {
  const clientId = requireTenant(actor);
  if (!canManage(actor)) throw new AppError("vacancies.forbidden");
  const current = await findVacancy(clientId, vacancyId);
  if (!current) throw new AppError("vacancies.not_found");
  const fields = await vacancyFields(clientId, body);
  const updatedAt = new Date().toISOString();
  const { salaryFrom, salaryTo, departmentId, ...kept } = fields;
  const present = { salaryFrom, salaryTo, departmentId };
  const cleared = optional.filter((name) => present[name] === undefined);
  const set = { ...kept, ...definedOf(present), status: body.status, updatedAt };
  const patch = db().entities.vacancy.patch({ clientId, vacancyId }).set(set);
  const { data } = await (cleared.length ? patch.remove([...cleared]) : patch)
    .go({ response: "all_new" })
    .catch((error: unknown) => {
      if (isConditionFailure(error)) throw new AppError("vacancies.not_found");
      throw error;
    });
  const tagIds = await setItemTags(clientId, "vacancy", vacancyId, body.tagIds);
  await postFollowsVacancy(current, data as VacancyRecord, actor.userId);
  await publish({ type: "vacancy.changed", tenantId: clientId, detail: { vacancyId } });
  const responded = await respondedAt(actor, clientId, vacancyId);
  // The item as written (all_new): the counter as ADDed meanwhile, cleared fields gone.
  return vacancyView(actor, data as VacancyRecord, { tagIds, respondedAt: responded });
}

function definedOf<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
