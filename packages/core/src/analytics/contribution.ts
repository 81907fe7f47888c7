import { createHash } from "node:crypto";
import { addDays } from "../platform";
import { epochDay, monthKey, monthOf } from "./days";

/** A person as the tallies see them (person.entity.ts without its keys). */
export interface PersonState {
  hireDay: string;
  leaveDay?: string | undefined;
  segments: Array<{ from: string; scopes: string[]; position: string }>;
  gender: string;
  birthDate?: string | undefined;
  /** The day the person was first synced (people-sync.ts); the counters do not depend on it. */
  seenOn?: string | undefined;
}

/** The whole company's scope; departments are scopes by their id. */
export const COMPANY = "*";

/** A tally item (`census#<scope>`, `flow#<scope>`, `usage#<scope>`…: tally.entity.ts) and its bucket. */
export const tallyKey = (tally: string, bucket: string) => `${tally}|${bucket}`;
export const splitTallyKey = (key: string) => {
  const at = key.lastIndexOf("|");
  return { tally: key.slice(0, at), bucket: key.slice(at + 1) };
};

/** Counters per tally item, and position names (`<key>=<name>`) to remember on census items. */
export interface Tallies {
  counters: Map<string, Record<string, number>>;
  names: Map<string, Set<string>>;
}

/** A position's counter-name part: short, fixed alphabet (names are free text in any language). */
export const positionKey = (position: string) =>
  position ? createHash("sha1").update(position).digest("hex").slice(0, 12) : "none";

const bump = (tallies: Tallies, item: string, name: string, amount = 1) => {
  const counters = tallies.counters.get(item) ?? {};
  counters[name] = (counters[name] ?? 0) + amount;
  tallies.counters.set(item, counters);
};

/**
 * The segments as they count: none before the hire day (an earlier one is clipped to it, and of
 * several starting by then only the last stays) and none after the leave day.
 */
function effectiveSegments(person: PersonState) {
  const clipped = person.segments
    .map((segment) => ({ ...segment, from: segment.from < person.hireDay ? person.hireDay : segment.from }))
    .filter((segment) => !person.leaveDay || segment.from <= person.leaveDay);
  return clipped.filter((segment, at) => clipped[at + 1]?.from !== segment.from);
}

/**
 * What a person adds to the tallies (docs/modules/analytics.md):
 * - while employed (no leave day), to the census of the company and of each current department:
 *   `n`, `g_<gender>`, `w_<hire YYYYMM>`, `ws` (Σ hire epoch days), `p_<position>`, `ps_<position>`,
 *   and with a birth date `b_<YYYYMM>`, `bn`, `bs`;
 * - to the flows of each scope they were ever in (`flow#<scope>`), and of the scope's positions
 *   (`posflow#<scope>`, kept apart so turnover's reads stay small whatever the positions): an
 *   interval of membership starts with `h` (hired) or `i` (moved in) on its first day and ends
 *   with `l` (left) or `o` (moved out) on its last day: `<kind>_<DD>` and `<kind>_<DD>_<position>`
 *   in the month's bucket. Headcount on a day is then Σ starts up to it − Σ ends before it.
 */
export function contribution(person: PersonState | null | undefined): Tallies {
  const tallies: Tallies = { counters: new Map(), names: new Map() };
  if (!person) return tallies;
  const segments = effectiveSegments(person);
  const leaveDay = person.leaveDay && person.leaveDay < person.hireDay ? person.hireDay : person.leaveDay;
  const current = segments.at(-1);
  if (!leaveDay && current) {
    const position = positionKey(current.position);
    for (const scope of [COMPANY, ...current.scopes]) {
      const item = tallyKey(`census#${scope}`, "now");
      bump(tallies, item, "n");
      bump(tallies, item, `g_${person.gender}`);
      bump(tallies, item, `w_${monthKey(person.hireDay)}`);
      bump(tallies, item, "ws", epochDay(person.hireDay));
      bump(tallies, item, `p_${position}`);
      bump(tallies, item, `ps_${position}`, epochDay(person.hireDay));
      if (person.birthDate) {
        bump(tallies, item, `b_${monthKey(person.birthDate)}`);
        bump(tallies, item, "bn");
        bump(tallies, item, "bs", epochDay(person.birthDate));
      }
      const names = tallies.names.get(item) ?? new Set();
      names.add(`${position}=${current.position}`);
      tallies.names.set(item, names);
    }
  }
  const scopes = new Set([COMPANY, ...segments.flatMap((segment) => segment.scopes)]);
  const positions = new Set(segments.map((segment) => positionKey(segment.position)));
  for (const scope of scopes)
    for (const position of [null, ...positions]) {
      const member = (segment: (typeof segments)[number]) =>
        (scope === COMPANY || segment.scopes.includes(scope)) &&
        (position === null || positionKey(segment.position) === position);
      const event = (kind: string, day: string) =>
        bump(
          tallies,
          tallyKey(`${position === null ? "flow" : "posflow"}#${scope}`, monthOf(day)),
          `${kind}_${day.slice(8, 10)}${position === null ? "" : `_${position}`}`,
        );
      let open = false;
      for (const segment of segments) {
        if (member(segment) && !open) event(segment.from === person.hireDay ? "h" : "i", segment.from);
        else if (!member(segment) && open) event("o", addDays(segment.from, -1));
        open = member(segment);
      }
      if (open && leaveDay) event("l", leaveDay);
    }
  return tallies;
}

/** `next − previous`, counters that cancel left out; names only where `next` has them new. */
export function difference(previous: Tallies, next: Tallies): Tallies {
  const diff: Tallies = { counters: new Map(), names: new Map() };
  for (const item of new Set([...previous.counters.keys(), ...next.counters.keys()])) {
    const before = previous.counters.get(item) ?? {};
    const after = next.counters.get(item) ?? {};
    const changed: Record<string, number> = {};
    for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const delta = (after[name] ?? 0) - (before[name] ?? 0);
      if (delta !== 0) changed[name] = delta;
    }
    if (Object.keys(changed).length) diff.counters.set(item, changed);
  }
  for (const [item, names] of next.names) {
    const fresh = [...names].filter((name) => !previous.names.get(item)?.has(name));
    if (fresh.length) diff.names.set(item, new Set(fresh));
  }
  return diff;
}

/** Sums many people's tallies (the rebuild's recount). */
export function addInto(total: Tallies, more: Tallies): void {
  for (const [item, counters] of more.counters)
    for (const [name, amount] of Object.entries(counters)) bump(total, item, name, amount);
  for (const [item, names] of more.names) {
    const all = total.names.get(item) ?? new Set();
    for (const name of names) all.add(name);
    total.names.set(item, all);
  }
}
