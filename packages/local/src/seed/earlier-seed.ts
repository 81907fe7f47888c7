import { db } from "@intranet/core/db";
import "@intranet/core/chat";
import { demoSteps } from "./demo-steps";
import { seedProgress, type StepState } from "./progress";

/**
 * A demo seeded before the steps had progress items (issue 29) has none. If its last step (the
 * chat) has written, the whole seed ran: its steps are recorded as done. Otherwise it was cut off
 * somewhere, which the old seed never noticed: it is reported as half-done, to be seeded afresh.
 */
export async function adoptEarlierSeed(clientId: string): Promise<Map<string, StepState>> {
  const { data: rooms } = await db().entities.chatRoom.query.byClient({ clientId }).go({ limit: 1 });
  if (!rooms.length) return new Map([["earlier seed", "running"]]);
  const progress = seedProgress(clientId);
  for (const step of demoSteps) await progress.finish(step.name);
  return new Map(demoSteps.map((step) => [step.name, "done"]));
}
