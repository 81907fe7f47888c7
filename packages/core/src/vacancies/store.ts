import type { Actor } from "@intranet/contracts";
import { getAll } from "../db";
import { AppError, requireTenant } from "../platform";
import { canSee, mayRespond } from "./access";
import { db } from "./entities";
import type { VacancyResponseRecord } from "./response.entity";
import type { VacancyRecord } from "./vacancy.entity";

export async function findVacancy(clientId: string, vacancyId: string): Promise<VacancyRecord | undefined> {
  const { data } = await db().entities.vacancy.get({ clientId, vacancyId }).go();
  return data ?? undefined;
}

/** Several vacancies in one BatchGet (100 keys a call), in the order asked; missing ones left out. */
export async function findVacancies(clientId: string, vacancyIds: string[]): Promise<VacancyRecord[]> {
  const found = await getAll(
    [...new Set(vacancyIds)].map((vacancyId) => ({ clientId, vacancyId })),
    (keys) => db().entities.vacancy.get(keys).go(),
  );
  const byId = new Map(found.map((vacancy) => [vacancy.vacancyId, vacancy]));
  return vacancyIds.flatMap((vacancyId) => byId.get(vacancyId) ?? []);
}

/** The vacancy as the caller meets it: another tenant's, a deleted one or a closed one they may not see is `vacancies.not_found`. */
export async function vacancyFor(actor: Actor, vacancyId: string): Promise<VacancyRecord> {
  const vacancy = await findVacancy(requireTenant(actor), vacancyId);
  if (!vacancy || !canSee(actor, vacancy)) throw new AppError("vacancies.not_found");
  return vacancy;
}

export async function findResponse(
  clientId: string,
  vacancyId: string,
  userId: string,
): Promise<VacancyResponseRecord | undefined> {
  const { data } = await db().entities.vacancyResponse.get({ clientId, vacancyId, userId }).go();
  return data ?? undefined;
}

/** When the person responded to each of these vacancies (those they did): one BatchGet of their response keys. */
export async function respondedAmong(
  clientId: string,
  userId: string,
  vacancyIds: string[],
): Promise<Map<string, string>> {
  if (!vacancyIds.length) return new Map();
  const responses = await getAll(
    [...new Set(vacancyIds)].map((vacancyId) => ({ clientId, vacancyId, userId })),
    (keys) =>
      db()
        .entities.vacancyResponse.get(keys)
        .go({ attributes: ["vacancyId", "createdAt"] }),
  );
  return new Map(responses.map((response) => [response.vacancyId, response.createdAt]));
}

/** When the caller responded (undefined: not yet): one Get; none for a superadmin, who never responds. */
export async function respondedAt(actor: Actor, clientId: string, vacancyId: string): Promise<string | undefined> {
  if (!mayRespond(actor)) return undefined;
  return (await findResponse(clientId, vacancyId, actor.userId))?.createdAt;
}
