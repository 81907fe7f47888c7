import type { DatedEntrySource } from "../calendar";
import { personName } from "@intranet/contracts/users";
import { teamAbsences } from "./calendar-team";

/**
 * Absences in a person's calendar (issue 37): their own vacations (approved and waiting) and their
 * department colleagues' approved ones, as all-day entries that open the team chart at that month
 * (calendar-team.ts says what it costs). The title is the English-order name, for the feed; the
 * SPA names the person in the reader's order.
 */
export const datedEntries: DatedEntrySource = {
  right: "vacations",
  async list(reader, clientId, range) {
    const { vacations, people } = await teamAbsences(reader, clientId, range);
    return vacations.map((vacation) => {
      const person = people.get(vacation.userId)!;
      return {
        source: "vacations",
        id: vacation.vacationId,
        kind: "absence" as const,
        title: personName(person, "en"),
        day: vacation.start,
        endDay: vacation.end,
        path: `/vacations?tab=chart&from=${vacation.start.slice(0, 7)}-01`,
        overdue: false,
        tentative: vacation.status === "pending",
        person,
      };
    });
  },
};
