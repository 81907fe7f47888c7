import type { Actor } from "@intranet/contracts";
import type { EventView } from "@intranet/contracts/calendar";
import { eventFor } from "./access";
import { toEventView } from "./views";

/** GET /api/event/{id}: one occurrence with its event (organizer, admins, members; else 404). */
export async function getEvent(actor: Actor, occurrenceId: string): Promise<EventView> {
  const context = await eventFor(actor, occurrenceId);
  return toEventView(context.series, context.occurrence, context);
}
