import type { Actor } from "@intranet/contracts";
import {
  vacationLimits,
  type ChartQuery,
  type ChartVacation,
  type VacationChartView,
} from "@intranet/contracts/vacations";
import { cardMatches, cardsOf, directoryPage, type DirectoryCardRecord, type DirectoryFilter } from "../audiences";
import { requireTenant } from "../platform";
import { hasSearchWords, searchIds } from "../search";
import { monthsOf, overlaps } from "./days";
import { db } from "./entities";
import { chartPerson } from "./people";

/** The people of the chart: the department's (and below), or the best matches of the words in it. */
async function peopleOf(actor: Actor, clientId: string, query: ChartQuery) {
  const filter: DirectoryFilter = query.dept ? { dept: { deptId: query.dept, subdepartments: true } } : {};
  if (query.search && hasSearchWords(query.search)) {
    const ids = await searchIds(actor, query.search, "person", vacationLimits.chartPeopleMax);
    const cards = [...(await cardsOf(clientId, ids)).values()].filter((card) => cardMatches(card, filter));
    return { cards: cards.sort(byName), truncated: false };
  }
  const page = await directoryPage(clientId, filter, { size: vacationLimits.chartPeopleMax });
  return { cards: page.cards, truncated: page.cursor !== null };
}

const byName = (a: DirectoryCardRecord, b: DirectoryCardRecord) => a.order.localeCompare(b.order);

/**
 * GET /api/user/vacations: a department's people and their absences over a period (at most half a
 * year), for everyone with the right — when, not why. The people: one directory Query (and its
 * cards' BatchGets); the absences: one Query per month of the period, in parallel, whatever the
 * company holds in other months.
 */
export async function vacationChart(actor: Actor, query: ChartQuery): Promise<VacationChartView> {
  const clientId = requireTenant(actor);
  const [people, months] = await Promise.all([
    peopleOf(actor, clientId, query),
    Promise.all(
      monthsOf(query.from, query.to).map(
        async (month) =>
          (await db().entities.vacationMonth.query.byMonth({ clientId, month }).go({ pages: "all" })).data,
      ),
    ),
  ]);
  const shown = new Set(people.cards.map((card) => card.userId));
  const vacations = new Map<string, ChartVacation>();
  for (const item of months.flat())
    if (shown.has(item.userId) && overlaps(item, { start: query.from, end: query.to }))
      vacations.set(item.vacationId, {
        _id: item.vacationId,
        userId: item.userId,
        start: item.start,
        end: item.end,
        days: item.days,
        status: item.status,
      });
  return {
    from: query.from,
    to: query.to,
    people: people.cards.map((card) => chartPerson({ ...card, middleName: card.middleName ?? null })),
    vacations: [...vacations.values()].sort((a, b) => a.start.localeCompare(b.start)),
    truncated: people.truncated,
  };
}
