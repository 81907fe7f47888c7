import { writeTransaction } from "../db";
import { clock, isoDay } from "../platform";
import { userRecordsPage } from "../users";
import { addInto, contribution, COMPANY, tallyKey, type Tallies } from "./contribution";
import { peopleOf, stateOf, syncPeople, tallyCommits } from "./people-sync";
import { readTally } from "./tallies";

const PAGE = 100;
const COMMITS = 25;

/**
 * The people tallies of a tenant rebuilt from the source data (job `analytics-rebuild`, and the
 * first build of a company imported with its history): every person is synced from their record
 * (repairing a lost event), then the tallies are recounted from the people and every counter that
 * drifted is corrected by its difference. Idempotent: a second run finds nothing to correct. A
 * person changed while the recount runs may be corrected wrongly once; the next run repairs it.
 */
export async function rebuildPeopleTallies(
  clientId: string,
  today = isoDay(clock().now()),
): Promise<{ synced: number; corrected: number }> {
  let synced = 0;
  const seen = new Set<string>();
  let cursor: string | null = null;
  do {
    const page = await userRecordsPage(clientId, { status: "all", cursor, limit: PAGE });
    page.items.forEach((user) => seen.add(user.userId));
    synced += await syncPeople(
      clientId,
      page.items.map((user) => user.userId),
      today,
    );
    cursor = page.cursor;
  } while (cursor);
  // Read once, after everyone with a record is synced: those without one are removed here.
  const people = await peopleOf(clientId);
  const gone = people.filter((person) => !seen.has(person.userId)).map((person) => person.userId);
  synced += await syncPeople(clientId, gone, today);

  const expected: Tallies = { counters: new Map(), names: new Map() };
  const scopes = new Set([COMPANY]);
  for (const person of people.filter((one) => seen.has(one.userId))) {
    addInto(expected, contribution(stateOf(person)));
    person.segments.forEach((segment) => segment.scopes?.forEach((scope) => scopes.add(scope)));
  }
  const corrections: Tallies = { counters: new Map(), names: new Map() };
  for (const scope of scopes)
    for (const tally of [`census#${scope}`, `flow#${scope}`, `posflow#${scope}`]) {
      const stored = new Map(
        (await readTally(clientId, tally, "")).map((item) => [tallyKey(tally, item.bucket), item]),
      );
      const items = new Set([
        ...stored.keys(),
        ...[...expected.counters.keys()].filter((key) => key.startsWith(`${tally}|`)),
      ]);
      for (const item of items) {
        const want = expected.counters.get(item) ?? {};
        const have = stored.get(item)?.counters ?? {};
        const delta: Record<string, number> = {};
        for (const name of new Set([...Object.keys(want), ...Object.keys(have)]))
          if ((want[name] ?? 0) !== (have[name] ?? 0)) delta[name] = (want[name] ?? 0) - (have[name] ?? 0);
        if (Object.keys(delta).length) corrections.counters.set(item, delta);
        const names = [...(expected.names.get(item) ?? [])].filter((name) => !stored.get(item)?.names.includes(name));
        if (names.length) corrections.names.set(item, new Set(names));
      }
    }
  const items = [...new Set([...corrections.counters.keys(), ...corrections.names.keys()])];
  for (let at = 0; at < items.length; at += COMMITS) {
    const chunk = new Set(items.slice(at, at + COMMITS));
    const part: Tallies = {
      counters: new Map([...corrections.counters].filter(([item]) => chunk.has(item))),
      names: new Map([...corrections.names].filter(([item]) => chunk.has(item))),
    };
    const outcome = await writeTransaction((e) => tallyCommits(e, clientId, part));
    if (!outcome.ok) throw new Error(`analytics rebuild of ${clientId}: corrections cancelled`);
  }
  return { synced, corrected: items.length };
}
