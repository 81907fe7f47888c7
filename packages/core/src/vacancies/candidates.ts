import type { Actor } from "@intranet/contracts";
import type { VacancyListQuery } from "@intranet/contracts/vacancies";
import { decodeCursor, encodeCursor, hasSearchWords, searchIds } from "../search";
import { itemsWithTags } from "../tags";
import { canSee } from "./access";
import { findVacancies } from "./store";
import type { VacancyRecord } from "./vacancy.entity";

/** Vacancies a text query reads at most (the best matches; search's own reader checks apply). */
const TEXT_MATCHES_MAX = 120;

export const isNarrowed = (query: Pick<VacancyListQuery, "tags" | "search">): boolean =>
  Boolean(query.tags?.length) || Boolean(query.search && hasSearchWords(query.search));

/**
 * The list narrowed by tags (the tags door: one Query per tag) and/or words (the global search's
 * vacancy query, which answers only what the caller may find): the candidates' records in one
 * BatchGet, those of the status the caller sees, newest first; pages are slices of that list with
 * a cursor bound to the query.
 */
export async function candidatesPage(
  actor: Actor,
  clientId: string,
  status: VacancyListQuery["status"],
  query: VacancyListQuery,
): Promise<{ items: VacancyRecord[]; cursor: string | null }> {
  const key = JSON.stringify([query.search ?? "", query.tags ?? [], status]);
  const offset = query.cursor ? decodeCursor(query.cursor, key, ["vacancy"]).offset : 0;
  const words = query.search && hasSearchWords(query.search) ? query.search : undefined;
  const [byTags, byWords] = await Promise.all([
    query.tags?.length ? itemsWithTags(clientId, "vacancy", query.tags) : undefined,
    words ? searchIds(actor, words, "vacancy", TEXT_MATCHES_MAX) : undefined,
  ]);
  const ids = byTags && byWords ? byTags.filter((id) => byWords.includes(id)) : (byTags ?? byWords ?? []);
  const matches = (await findVacancies(clientId, ids))
    .filter((vacancy) => canSee(actor, vacancy) && (status === "all" || vacancy.status === status))
    .sort((a, b) => b.vacancyId.localeCompare(a.vacancyId));
  const next = offset + query.limit;
  return {
    items: matches.slice(offset, next),
    cursor: next < matches.length ? encodeCursor("vacancy", next, key) : null,
  };
}
