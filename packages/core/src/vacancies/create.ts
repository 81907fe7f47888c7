import type { Actor } from "@intranet/contracts";
import type { CreateVacancyBody, VacancyView } from "@intranet/contracts/vacancies";
import { clientLanguage } from "../clients";
import { named, ONCE, writeTransaction } from "../db";
import { AppError, newId, requireTenant } from "../platform";
import { publishWallPost, wallCommits } from "../posts";
import { setItemTags } from "../tags";
import { canManage } from "./access";
import { vacancyFields } from "./content";
import { publish } from "./events";
import type { VacancyRecord } from "./vacancy.entity";
import { vacancyView } from "./views";
import { vacancyPost } from "./wall";

/**
 * POST /api/vacancy (administrators): the vacancy opens and its announcement goes on the company
 * wall in the SAME transaction (the wall's commit builder), so there is never one without the
 * other. Its tags are linked right after (the tags module's own transaction; they were checked
 * before anything was written).
 */
export async function createVacancy(actor: Actor, body: CreateVacancyBody): Promise<VacancyView> {
  const clientId = requireTenant(actor);
  if (!canManage(actor)) throw new AppError("vacancies.forbidden");
  const [fields, language] = await Promise.all([vacancyFields(clientId, body), clientLanguage(clientId)]);
  const vacancyId = newId();
  const post = vacancyPost({ clientId, authorId: actor.userId, vacancyId, title: fields.title }, language);
  const at = new Date().toISOString();
  const vacancy: VacancyRecord = {
    clientId,
    vacancyId,
    status: "open",
    ...fields,
    authorId: actor.userId,
    postId: post.postId,
    responsesCount: 0,
    createdAt: at,
    updatedAt: at,
  };
  const outcome = await writeTransaction(
    (entities) => [named("vacancy", entities.vacancy.create(vacancy).commit()), ...wallCommits.post(entities, post)],
    ONCE,
  );
  if (!outcome.ok) throw new AppError("common.conflict");
  const tagIds = body.tagIds.length ? await setItemTags(clientId, "vacancy", vacancyId, body.tagIds) : [];
  await publish({ type: "vacancy.changed", tenantId: clientId, detail: { vacancyId } });
  await publishWallPost(post);
  return vacancyView(actor, vacancy, { tagIds, respondedAt: undefined });
}
