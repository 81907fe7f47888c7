import type { FeatureRight } from "@intranet/contracts";
import { rateMood } from "@intranet/core/mood";
import { demoCast, type SeededPerson } from "./demo-cast";
import type { DemoStep } from "./demo-step";

const DAY_MS = 86_400_000;

/** After the structure: moods count in the departments people are in. */
export const demoStep: DemoStep = {
  name: "moods",
  order: 60,
  run: ({ clientId, people, rights }) => seedDemoMoods(clientId, people, rights),
};

/**
 * Two weeks of moods (issue 13) before today, through the mood meter's service as each day's
 * rating was given (today is left for the people themselves): most people rate most days, with a
 * mood that drifts by person and weekday, so the cabinet's moods tab has averages and a
 * distribution (and a department or two below the five ratings shown).
 */
export async function seedDemoMoods(clientId: string, people: SeededPerson[], rights: FeatureRight[]): Promise<void> {
  const { actorOf } = demoCast(clientId, people, rights);
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
  for (let back = 14; back >= 1; back--) {
    const noon = new Date(today - back * DAY_MS);
    const weekday = noon.getUTCDay();
    if (weekday === 0 || weekday === 6) continue; // nobody arrives at work at the weekend
    for (const [index, person] of people.entries()) {
      if ((index + back) % 5 === 0) continue; // a day off or a skipped question now and then
      const rating = Math.min(10, Math.max(1, 6 + (index % 4) - (weekday === 1 ? 1 : 0) + ((back + index) % 3) - 1));
      await rateMood(actorOf(person), { rating, day: noon.toISOString().slice(0, 10) }, noon);
    }
  }
}
