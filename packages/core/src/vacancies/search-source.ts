import { allPages } from "../db";
import type { DomainEvent } from "../events";
import type { SearchDocument, SearchSource } from "../search";
import { tagNames, tagsOfItem, tagsOfItems } from "../tags";
import { db } from "./entities";
import { findersOf } from "./finders";
import { findVacancy } from "./store";
import type { VacancyRecord } from "./vacancy.entity";
import { vacancyLink } from "./wall";
import { plugin } from "./plugin";

const SCOPE = "vacancy:";
const scopeOf = (vacancyId: string) => `${SCOPE}${vacancyId}`;

/** A vacancy by its title, its three parts' text, its city and its tags' names. */
export function vacancyDocument(vacancy: VacancyRecord, tags: string[]): SearchDocument {
  return {
    type: "vacancy",
    id: vacancy.vacancyId,
    title: vacancy.title,
    text: { title: vacancy.title, headings: "", body: [vacancy.text, vacancy.city].filter(Boolean).join("\n"), tags },
    readers: findersOf(vacancy),
    path: vacancyLink(vacancy.vacancyId),
    meta: vacancy.city ? { subtitle: vacancy.city } : {},
    date: vacancy.createdAt,
  };
}

/** The vacancies an event names: their own events, and tag links of model `vacancy` (ids only: the source re-reads). */
function vacancyIdsOf(event: DomainEvent): string[] {
  const detail = event.detail as {
    vacancyId?: unknown;
    model?: unknown;
    itemId?: unknown;
    items?: Array<{ model?: unknown; itemId?: unknown }>;
  };
  if (typeof detail.vacancyId === "string") return [detail.vacancyId];
  if (detail.model === "vacancy" && typeof detail.itemId === "string") return [detail.itemId];
  if (Array.isArray(detail.items))
    return detail.items.flatMap((item) =>
      item.model === "vacancy" && typeof item.itemId === "string" ? [item.itemId] : [],
    );
  return [];
}

const namesOf = (ids: string[], names: Map<string, string>) => ids.flatMap((tagId) => names.get(tagId) ?? []);

export const vacanciesSearchSource: SearchSource = {
  name: "vacancies",
  events: plugin.searchEvents,
  scopesOf: (event) => vacancyIdsOf(event).map(scopeOf),
  async load(tenantId, scope) {
    const vacancyId = scope.slice(SCOPE.length);
    const [vacancy, tagIds, names] = await Promise.all([
      findVacancy(tenantId, vacancyId),
      tagsOfItem(tenantId, "vacancy", vacancyId),
      tagNames(tenantId, "vacancies"),
    ]);
    return vacancy ? [vacancyDocument(vacancy, namesOf(tagIds, names))] : [];
  },
  async *scan(tenantId) {
    const [tags, names] = await Promise.all([tagsOfItems(tenantId, "vacancy"), tagNames(tenantId, "vacancies")]);
    for await (const vacancies of allPages(db().entities.vacancy.query.byClient({ clientId: tenantId })))
      yield vacancies.map((vacancy) => ({
        scope: scopeOf(vacancy.vacancyId),
        docs: [vacancyDocument(vacancy, namesOf(tags.get(vacancy.vacancyId) ?? [], names))],
      }));
  },
};
