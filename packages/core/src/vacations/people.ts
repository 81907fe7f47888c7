import type { ChartPerson } from "@intranet/contracts/vacations";

/** A person as the chart and the requests name them (the SPA orders the parts by language). */
export function chartPerson(person: {
  userId: string;
  firstName: string;
  lastName: string;
  middleName?: string | null;
  position?: string | null;
  department?: string | null;
}): ChartPerson {
  return {
    userId: person.userId,
    firstName: person.firstName,
    lastName: person.lastName,
    middleName: person.middleName ?? null,
    position: person.position ?? null,
    department: person.department ?? null,
  };
}
