import type { ModulePlugin } from "../platform";

/**
 * Vacancies: a response notifies the vacancy's recipients or every admin (section resp); a deleted
 * vacancy's responses and their CVs are purged (core/vacancies/subscriber.ts).
 */
export const plugin = {
  subscriptions: [
    {
      name: "VacancyEvents",
      eventTypes: ["vacancy.responded", "vacancy.deleted"],
      file: "vacancy-events",
      timeoutSeconds: 300,
    },
  ],
  searchEvents: ["vacancy.changed", "vacancy.deleted", "tag.attached", "tag.detached", "tag.deleted"],
  collections: [
    { name: "vacancies", entities: ["vacancy", "vacancyResponse"], fileModules: ["vacancies"], deletable: true },
  ],
} satisfies ModulePlugin;
