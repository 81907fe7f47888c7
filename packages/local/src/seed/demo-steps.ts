import type { FeatureRight } from "@intranet/contracts";
import type { SeededPerson } from "./demo-cast";
import { seedDemoArticles } from "./demo-articles";
import { seedDemoCalendar } from "./demo-calendar";
import { seedDemoChat } from "./demo-chat";
import { seedDemoGroups } from "./demo-groups";
import { seedDemoMoods } from "./demo-moods";
import { seedDemoPolls } from "./demo-polls";
import { seedDemoShop } from "./demo-shop";
import { seedDemoStructure } from "./demo-structure";
import { seedDemoVacancies } from "./demo-vacancies";
import { seedDemoWall } from "./demo-wall";

export interface DemoStepContext {
  clientId: string;
  people: SeededPerson[];
  rights: FeatureRight[];
}

/**
 * The demo's content, one step per module, in the order they depend on each other. Each writes
 * through the services like the API and is not safe to rerun over its own half-done output, so
 * each is guarded by its own progress item (seed/progress.ts): done once, whatever ran before.
 */
export const demoSteps: Array<{ name: string; run(context: DemoStepContext): Promise<void> }> = [
  { name: "wall", run: ({ clientId, people, rights }) => seedDemoWall(clientId, people, rights) },
  { name: "groups", run: ({ clientId, people, rights }) => seedDemoGroups(clientId, people, rights) },
  { name: "shop", run: ({ clientId, people, rights }) => seedDemoShop(clientId, people, rights) },
  { name: "structure", run: ({ clientId, people }) => seedDemoStructure(clientId, people) },
  // After the structure: answers and moods count in the departments people are in.
  { name: "polls", run: ({ clientId, people, rights }) => seedDemoPolls(clientId, people, rights) },
  { name: "moods", run: ({ clientId, people, rights }) => seedDemoMoods(clientId, people, rights) },
  // After the structure: the Manchester breakfast's audience is read from people's records.
  { name: "calendar", run: ({ clientId, people, rights }) => seedDemoCalendar(clientId, people, rights) },
  // After the structure: the commission policy is Sales'.
  { name: "articles", run: ({ clientId, people, rights }) => seedDemoArticles(clientId, people, rights) },
  // After the structure: the frontend vacancy is Engineering's.
  { name: "vacancies", run: ({ clientId, people, rights }) => seedDemoVacancies(clientId, people, rights) },
  { name: "chat", run: ({ clientId, people, rights }) => seedDemoChat(clientId, people, rights) },
];
