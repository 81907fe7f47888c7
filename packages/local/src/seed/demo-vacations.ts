import type { FeatureRight } from "@intranet/contracts";
import { createVacationBodySchema } from "@intranet/contracts/vacations";
import { adjustBalance, createVacation, personVacations, saveSettings } from "@intranet/core/vacations";
import * as z from "zod/mini";
import { demoCast, type SeededPerson } from "./demo-cast";
import type { DemoStep } from "./demo-step";

const rights: FeatureRight[] = ["vacations"];

export const demoStep: DemoStep = {
  name: "vacations",
  // After the structure (requests go to the department's head); the chat stays last (earlier-seed.ts).
  order: 94,
  run: ({ clientId, people, rights: defaultRights }) => seedDemoVacations(clientId, people, defaultRights),
};

/** A day relative to today (YYYY-MM-DD). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Planned by HR (the demo admin): approved at once, a past one after the warning. */
const planned: Array<[login: string, start: number, length: number]> = [
  ["henry.irwin", -40, 10],
  ["emma.foster", -12, 5],
  ["grace.hill", 14, 7],
  ["henry.irwin", 18, 7],
  ["daniel.evans", 5, 5],
  ["kate.lewis", 2, 3],
  ["liam.moore", 35, 14],
];

/**
 * The demo vacations (issue 37), through the module's services: the company asks the chief to
 * approve requests; everyone's balance opens with the 28 yearly days (Grace carried 5 over);
 * Engineering has a past vacation and two that overlap next month (Grace and Henry), Sales one next
 * week and one past, and Isla's request waits for Frank, her chief. Run again, it adds nothing to a
 * person who has vacations already.
 */
export async function seedDemoVacations(clientId: string, people: SeededPerson[], defaultRights: FeatureRight[]) {
  const cast = demoCast(clientId, people, defaultRights);
  const hr = cast.actorOf("demo-admin", rights);
  await saveSettings(hr, clientId, { dayCount: "calendar", approval: true, yearlyDays: 28 });
  const seeded = new Set<string>();
  for (const person of people) {
    const book = await personVacations(hr, person.userId);
    if (book.vacations.length) seeded.add(person.login);
  }
  const grace = cast.find("grace.hill");
  if (!seeded.has("grace.hill"))
    await adjustBalance(hr, grace.userId, { delta: 5, note: "Carried over from last year" });
  for (const [login, start, length] of planned) {
    if (seeded.has(login)) continue;
    const body = { start: day(start), end: day(start + length - 1), userId: cast.find(login).userId };
    await createVacation(hr, z.parse(createVacationBodySchema, { ...body, confirmPast: start <= 0 }));
  }
  if (!seeded.has("isla.jones"))
    await createVacation(
      cast.actorOf("isla.jones", rights),
      z.parse(createVacationBodySchema, { start: day(30), end: day(34), comment: "Family wedding" }),
    );
}
