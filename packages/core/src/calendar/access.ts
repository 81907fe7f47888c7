import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import { accessProfileOf, canRead, type AccessProfile } from "../audiences";
import { AppError, requireTenant } from "../platform";
import type { CalEventRecord } from "./event.entity";
import { grantsOfMembers } from "./members";
import type { CalOccurrenceRecord } from "./occurrence.entity";
import { fieldsOf } from "./records";
import { findOccurrence } from "./store";

/** An occurrence as the caller meets it. */
export interface EventContext {
  clientId: string;
  series: CalEventRecord;
  occurrence: CalOccurrenceRecord;
  profile: AccessProfile;
  /** Organizer, or a reader of the occurrence's members (its own when changed on its own). */
  invited: boolean;
  /** The organizer and the company's admins (a superadmin inside the workspace too, as polls). */
  canEdit: boolean;
}

/**
 * The occurrence if the caller may see it: its organizer, the company's admins, and the people its
 * members name (read fresh: a move into a department counts at once). Anyone else, another
 * tenant, a missing or cancelled occurrence: `calendar.not_found` alike. One round of reads.
 */
export async function eventFor(actor: Actor, occurrenceId: string): Promise<EventContext> {
  const clientId = requireTenant(actor);
  const [found, profile] = await Promise.all([
    findOccurrence(clientId, occurrenceId),
    accessProfileOf(clientId, actor.userId),
  ]);
  if (!found) throw new AppError("calendar.not_found");
  const { series, occurrence } = found;
  const organizer = series.organizerId === actor.userId;
  const invited = organizer || canRead(profile, grantsOfMembers(fieldsOf(series, occurrence).members));
  const canEdit = organizer || isAdminOrAbove(actor);
  if (!invited && !canEdit) throw new AppError("calendar.not_found");
  return { clientId, series, occurrence, profile, invited, canEdit };
}

/** The same, for a change: who sees it but may not change it gets `calendar.edit_denied`. */
export async function editableEvent(actor: Actor, occurrenceId: string): Promise<EventContext> {
  const context = await eventFor(actor, occurrenceId);
  if (!context.canEdit) throw new AppError("calendar.edit_denied");
  return context;
}
