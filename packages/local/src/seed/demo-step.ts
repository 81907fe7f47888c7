import type { FeatureRight } from "@intranet/contracts";
import type { SeededPerson } from "./demo-cast";

/** What every demo step gets: the demo workspace, its seeded people and the workspace's default rights. */
export interface DemoStepContext {
  clientId: string;
  people: SeededPerson[];
  rights: FeatureRight[];
}

/**
 * One module's demo content (`seed/demo-<m>.ts` exports it as `demoStep`; `npm run gen` lists it
 * in demo-steps.ts). `name` keys its progress item (seed/progress.ts), so it never changes once
 * seeded; `order` places it after the steps whose data it reads (steps run lowest first).
 */
export interface DemoStep {
  name: string;
  order: number;
  run(context: DemoStepContext): Promise<void>;
}
