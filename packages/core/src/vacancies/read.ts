import type { Actor } from "@intranet/contracts";
import type { VacancyListQuery, VacancyPage, VacancyView } from "@intranet/contracts/vacancies";
import { pageOf } from "../db";
import { requireTenant, tenantOfPath } from "../platform";
import { tagsOfItem, tagsOfItems } from "../tags";
import { canManage, mayRespond } from "./access";
import { candidatesPage, isNarrowed } from "./candidates";
import { db } from "./entities";
import { respondedAmong, respondedAt, vacancyFor } from "./store";
import type { VacancyRecord } from "./vacancy.entity";
import { vacancySummary, vacancyView } from "./views";

/** GET /api/vacancy/{id}: three reads at once (the vacancy, its tags, the caller's response). */
export async function getVacancy(actor: Actor, vacancyId: string): Promise<VacancyView> {
  const clientId = requireTenant(actor);
  const [vacancy, tagIds, responded] = await Promise.all([
    vacancyFor(actor, vacancyId),
    tagsOfItem(clientId, "vacancy", vacancyId),
    respondedAt(actor, clientId, vacancyId),
  ]);
  return vacancyView(actor, vacancy, { tagIds, respondedAt: responded });
}

/**
 * GET /api/vacancies/{client}: newest first. Employees see the open ones; admins choose open,
 * closed or all. A page is ONE Query of the status (or company) index, plus ONE Query of the
 * vacancies' tag links and ONE BatchGet of the caller's responses to the page's vacancies (none
 * for a superadmin, who never responds). Tags and words narrow the list first (candidates.ts).
 */
export async function listVacancies(actor: Actor, client: string, query: VacancyListQuery): Promise<VacancyPage> {
  const clientId = tenantOfPath(actor, client);
  const status = canManage(actor) ? query.status : "open";
  const page = isNarrowed(query)
    ? await candidatesPage(actor, clientId, status, query)
    : await indexPage(clientId, status, query);
  const ids = page.items.map((vacancy) => vacancy.vacancyId);
  const [tags, responded] = await Promise.all([
    ids.length ? tagsOfItems(clientId, "vacancy") : new Map<string, string[]>(),
    mayRespond(actor) ? respondedAmong(clientId, actor.userId, ids) : new Map<string, string>(),
  ]);
  return {
    items: page.items.map((vacancy) =>
      vacancySummary(actor, vacancy, {
        tagIds: tags.get(vacancy.vacancyId) ?? [],
        respondedAt: responded.get(vacancy.vacancyId),
      }),
    ),
    cursor: page.cursor,
  };
}

function indexPage(
  clientId: string,
  status: VacancyListQuery["status"],
  query: Pick<VacancyListQuery, "cursor" | "limit">,
): Promise<{ items: VacancyRecord[]; cursor: string | null }> {
  const vacancies = db().entities.vacancy.query;
  const base = status === "all" ? vacancies.byClient({ clientId }) : vacancies.byStatus({ clientId, status });
  return pageOf(base, { cursor: query.cursor, size: query.limit, order: "desc" });
}
