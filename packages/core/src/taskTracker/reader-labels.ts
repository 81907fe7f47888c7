import { meetsAccessLevel, type Actor } from "@intranet/contracts";
import { moduleOn } from "@intranet/contracts/switches";
import { accessProfileOf } from "../audiences";
import type { ReaderLabelProvider } from "../search";
import { deskCan, placeWith } from "./access";
import { desksOf } from "./store";

/** The label a board and its tasks are read by in search: whoever may view that board now. */
export const deskReaderLabel = (deskId: string) => `desk:${deskId}`;

/**
 * Search's reader labels of the boards the searcher may view, read when they search (one Query of
 * the company's boards and their audience profile, as the lists do), so a change of a board's
 * type or members counts at once and re-indexes nothing.
 */
export async function taskTrackerReaderLabels(actor: Actor, tenantId: string): Promise<string[]> {
  // Every search asks every provider: one who may not find boards costs no read.
  if (!meetsAccessLevel(actor, "task_tracker") || !moduleOn(actor, "taskTracker")) return [];
  const [desks, profile] = await Promise.all([desksOf(tenantId), accessProfileOf(tenantId, actor.userId)]);
  return desks
    .filter((desk) => deskCan(placeWith(actor, desk, profile), desk).view)
    .map((desk) => deskReaderLabel(desk.deskId));
}

/** The leaf the search Lambda loads for it (not the whole task tracker). */
export const readerLabels: ReaderLabelProvider = taskTrackerReaderLabels;
