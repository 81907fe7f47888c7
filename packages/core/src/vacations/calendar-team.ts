import type { Actor } from "@intranet/contracts";
import type { NameParts } from "@intranet/contracts/users";
import { cardsOf, directoryPage } from "../audiences";
import { vacationLimits } from "@intranet/contracts/vacations";
import { monthsOf, overlaps } from "./days";
import { db } from "./entities";
import type { VacationMonthRecord } from "./month.entity";

/**
 * The absences a person's calendar shows in a range: their own (approved and waiting) and their
 * department colleagues' approved ones. Their card (1 GetItem), the department's people (one
 * directory Query and its cards), and one Query per month of the range.
 */
export async function teamAbsences(
  reader: Actor,
  clientId: string,
  range: { from: string; to: string },
): Promise<{ vacations: VacationMonthRecord[]; people: Map<string, NameParts> }> {
  const [own, months] = await Promise.all([
    cardsOf(clientId, [reader.userId]),
    Promise.all(
      monthsOf(range.from, range.to).map(
        async (month) =>
          (await db().entities.vacationMonth.query.byMonth({ clientId, month }).go({ pages: "all" })).data,
      ),
    ),
  ]);
  const card = own.get(reader.userId);
  const team = card?.deptId
    ? (
        await directoryPage(
          clientId,
          { dept: { deptId: card.deptId, subdepartments: false } },
          { size: vacationLimits.chartPeopleMax },
        )
      ).cards
    : card
      ? [card]
      : [];
  const people = new Map<string, NameParts>(
    team.map((person) => [
      person.userId,
      { firstName: person.firstName, lastName: person.lastName, middleName: person.middleName ?? null },
    ]),
  );
  const period = { start: range.from, end: range.to };
  const seen = new Set<string>();
  const vacations = months.flat().filter((item) => {
    if (seen.has(item.vacationId) || !people.has(item.userId) || !overlaps(item, period)) return false;
    if (item.userId !== reader.userId && item.status !== "approved") return false;
    seen.add(item.vacationId);
    return true;
  });
  return { vacations, people };
}
