import { meetsAccessLevel, type AccessLevel, type Actor } from "@intranet/contracts";
import type { DatedEntryView } from "@intranet/contracts/calendar";
import type { ModuleKey } from "@intranet/contracts/manifest";
import { moduleOn } from "@intranet/contracts/switches";

/**
 * Days other modules put in a person's calendar (a task's deadline, a vacation): the calendar
 * cannot import the modules above it, so each offers its days through its leaf
 * `core/src/<m>/calendar-entries.ts` (`datedEntries`), registered by the generated composition
 * root functions/src/calendar-entries.ts and loaded on the first range that asks.
 */
export interface DatedEntrySource {
  /** The right a person needs to see the module's days at all (admins hold every right). */
  right: AccessLevel;
  /** The person's days in `[from, to]` (ISO dates, inclusive): a fixed number of calls whatever the range. */
  list(reader: Actor, clientId: string, range: { from: string; to: string }): Promise<DatedEntryView[]>;
}

const loaders = new Map<ModuleKey, () => Promise<DatedEntrySource>>();

export function registerDatedEntriesLoader(module: ModuleKey, load: () => Promise<DatedEntrySource>): void {
  loaders.set(module, load);
}

/**
 * The person's days from every module switched on in the company whose right they hold, read in
 * parallel, by first day. A module switched off or a right not held costs no call.
 */
export async function datedEntriesOf(
  reader: Actor,
  clientId: string,
  range: { from: string; to: string },
): Promise<DatedEntryView[]> {
  const offered = [...loaders].filter(([module]) => moduleOn(reader, module));
  const lists = await Promise.all(
    offered.map(async ([, load]) => {
      const source = await load();
      return meetsAccessLevel(reader, source.right) ? source.list(reader, clientId, range) : [];
    }),
  );
  return lists.flat().sort((a, b) => a.day.localeCompare(b.day) || a.title.localeCompare(b.title));
}
