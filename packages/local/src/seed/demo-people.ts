/**
 * The demo workspace's people: a small company with departments, positions and birthdays spread
 * around today, so the address book, structure and birthday widgets have something to show.
 * Birthdays are given as offsets in days from the seeding date (year of birth fixed).
 */
export interface DemoPerson {
  login: string;
  firstName: string;
  lastName: string;
  department: string;
  position: string;
  gender: "man" | "woman";
  city: string;
  birthdayInDays: number;
  birthYear: number;
  workingSince: string;
}

export const demoAdmin: DemoPerson = {
  login: "demo-admin",
  firstName: "Alice",
  lastName: "Morgan",
  department: "Management",
  position: "HR director",
  gender: "woman",
  city: "London",
  birthdayInDays: 40,
  birthYear: 1984,
  workingSince: "2015-03-02",
};

export const demoEmployees: DemoPerson[] = [
  ["ben.carter", "Ben", "Carter", "Management", "Chief executive officer", "man", 120, 1975, "2012-01-10"],
  ["chloe.davis", "Chloe", "Davis", "Sales", "Head of sales", "woman", 0, 1988, "2016-06-01"],
  ["daniel.evans", "Daniel", "Evans", "Sales", "Account manager", "man", 2, 1993, "2020-09-14"],
  ["emma.foster", "Emma", "Foster", "Sales", "Account manager", "woman", 15, 1996, "2022-02-07"],
  ["frank.green", "Frank", "Green", "Engineering", "Head of engineering", "man", 5, 1982, "2014-11-03"],
  ["grace.hill", "Grace", "Hill", "Engineering", "Software engineer", "woman", 9, 1994, "2019-04-22"],
  ["henry.irwin", "Henry", "Irwin", "Engineering", "Software engineer", "man", 30, 1991, "2018-08-13"],
  ["isla.jones", "Isla", "Jones", "Engineering", "QA engineer", "woman", 200, 1997, "2023-01-16"],
  ["jack.king", "Jack", "King", "Finance", "Chief accountant", "man", 60, 1979, "2013-05-20"],
  ["kate.lewis", "Kate", "Lewis", "Finance", "Accountant", "woman", 1, 1990, "2021-03-01"],
  ["liam.moore", "Liam", "Moore", "Marketing", "Marketing manager", "man", 90, 1989, "2017-10-09"],
  ["mia.nash", "Mia", "Nash", "Marketing", "Designer", "woman", 300, 1995, "2024-06-03"],
].map(([login, firstName, lastName, department, position, gender, birthdayInDays, birthYear, workingSince]) => ({
  login: login as string,
  firstName: firstName as string,
  lastName: lastName as string,
  department: department as string,
  position: position as string,
  gender: gender as "man" | "woman",
  // Engineering works from the Manchester office; everyone else from London.
  city: department === "Engineering" ? "Manchester" : "London",
  birthdayInDays: birthdayInDays as number,
  birthYear: birthYear as number,
  workingSince: workingSince as string,
}));

/** ISO birth date whose month and day fall `offsetDays` after `today`. */
export function birthDate(person: Pick<DemoPerson, "birthdayInDays" | "birthYear">, today = new Date()): string {
  const day = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + person.birthdayInDays),
  );
  const month = String(day.getUTCMonth() + 1).padStart(2, "0");
  const date = String(day.getUTCDate()).padStart(2, "0");
  // 29 February only exists in leap years: fall back to the 28th.
  return month === "02" && date === "29" ? `${person.birthYear}-02-28` : `${person.birthYear}-${month}-${date}`;
}
