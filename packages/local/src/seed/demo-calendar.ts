import type { FeatureRight } from "@intranet/contracts";
import { eventBodySchema, type EventInput } from "@intranet/contracts/calendar";
import { createEvent } from "@intranet/core/calendar";
import { demoCast, type SeededPerson } from "./demo-cast";
import type { DemoStep } from "./demo-step";

const DAY = 86_400_000;
const zone = "Europe/London";

/** After the structure: the Manchester breakfast's audience is read from people's records. */
export const demoStep: DemoStep = {
  name: "calendar",
  order: 70,
  run: ({ clientId, people, rights }) => seedDemoCalendar(clientId, people, rights),
};

/**
 * The demo calendar (issue 10), through the calendar's services like the API, so occurrences,
 * invitations and reminders are real: Engineering's stand-up three times a week (started three
 * weeks ago), the company all-hands for everyone, a breakfast for the Manchester office and a few
 * one-off meetings on the next working days. Events are created "a month ago" so the past weeks have some too.
 */
export async function seedDemoCalendar(clientId: string, people: SeededPerson[], rights: FeatureRight[]) {
  const cast = demoCast(clientId, people, rights);
  const idOf = (login: string) => cast.find(login).userId;
  const madeAt = new Date(Date.now() - 30 * DAY);
  const create = (organizer: string, event: Omit<EventInput, "timeZone">) =>
    createEvent(
      cast.actorOf(organizer, ["calendar", "events_create"]),
      eventBodySchema.parse({ timeZone: zone, ...event }),
      madeAt,
    );

  await create("frank.green", {
    name: "Engineering stand-up",
    description: "Fifteen minutes: what we did, what we do next, what blocks us.",
    date: londonDate(mondayOfWeek(-3)),
    start: "09:30",
    end: "09:45",
    color: "green",
    members: { userIds: ["grace.hill", "henry.irwin", "isla.jones"].map(idOf) },
    link: "https://meet.example.com/eng-standup",
    repeat: { period: "week", weekdays: ["MO", "WE", "FR"], count: 36 },
  });
  await create("demo-admin", {
    name: "Company all-hands: Q4 results",
    description: "Ben presents the quarter's results and the plans for next year. Questions welcome.",
    date: londonDate(nextThursday()),
    start: "16:00",
    end: "17:00",
    color: "violet",
    members: { audiences: [{ kind: "all" }] },
    link: "https://meet.example.com/all-hands",
    comment: "The recording will be on the wall afterwards.",
  });
  await create("chloe.davis", {
    name: "Sales pipeline review",
    date: londonDate(daysFromToday(1)),
    start: "11:00",
    end: "12:00",
    color: "orange",
    members: { userIds: ["daniel.evans", "emma.foster"].map(idOf) },
  });
  await create("liam.moore", {
    name: "Website relaunch: design review",
    description: "Mia shows the new home page and the product pages.",
    date: londonDate(daysFromToday(2)),
    start: "14:00",
    end: "15:00",
    color: "turquoise",
    members: { userIds: ["mia.nash", "grace.hill", "henry.irwin"].map(idOf) },
  });
  await create("frank.green", {
    name: "Manchester office breakfast",
    date: londonDate(daysFromToday(4)),
    start: "08:30",
    end: "09:15",
    color: "gold",
    members: { audiences: [{ kind: "city", city: "Manchester" }] },
  });
  await create("jack.king", {
    name: "Month-end close check-in",
    date: londonDate(daysFromToday(-2)),
    start: "15:00",
    end: "15:30",
    color: "blue",
    members: { userIds: [idOf("kate.lewis")] },
  });
}

/** The working day `days` working days from today (a meeting never lands on a weekend). */
function daysFromToday(days: number): Date {
  let at = Date.now();
  const step = days < 0 ? -1 : 1;
  for (let left = Math.abs(days); left > 0;) {
    at += step * DAY;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(at);
}

/** Thursday of next week at the latest: the one after today. */
function nextThursday(): Date {
  return new Date(Date.now() + (7 - ((new Date().getUTCDay() + 3) % 7)) * DAY);
}

/** Monday of the week `weeks` from this one. */
function mondayOfWeek(weeks: number): Date {
  const today = new Date();
  return new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY + weeks * 7 * DAY);
}

const londonDate = (at: Date) => at.toLocaleDateString("en-CA", { timeZone: zone });
