import type { Commit } from "./transaction";

/**
 * Counters whose names are data (a poll's answers per question, mood ratings 1–10): top-level
 * number attributes of one item, all ADDed by one Update. ElectroDB updates only the attributes an
 * entity declares, so the entity declares the item's identity (its keys and a count), ElectroDB
 * builds that Update (keys, identity, `ADD count`), and this adds the named counters to its ADD
 * clause. The result is a commit for `writeTransaction` like any other; read the counters back with
 * `readCounters` from the raw item (`entity.get(keys).go({ data: "raw" })`).
 *
 * A counter is `<prefix><name>` (names: letters, digits, `_`); a string set may be ADDed too (the
 * set of values seen, e.g. the filter groups a poll has answers in): ADD on a set is idempotent.
 */
export interface CounterChanges {
  counters: Record<string, number>;
  /** String sets to ADD values to (attribute name → values); empty sets are skipped. */
  sets?: Record<string, readonly string[]>;
}

/** What ElectroDB's `update(key).add({ … }).params()` answers. */
export interface UpdateParams {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
  [other: string]: unknown;
}

const NAME = /^[A-Za-z0-9_]{1,64}$/;

export function withCounters(base: UpdateParams, changes: CounterChanges, prefix = "c_"): Commit {
  const names = { ...base.ExpressionAttributeNames };
  const values = { ...base.ExpressionAttributeValues };
  const adds: string[] = [];
  let index = 0;
  const add = (attribute: string, value: unknown) => {
    if (!NAME.test(attribute)) throw new Error(`counter name ${attribute} is not a plain name`);
    names[`#ctr${index}`] = attribute;
    values[`:ctr${index}`] = value;
    adds.push(`#ctr${index} :ctr${index}`);
    index++;
  };
  for (const [name, amount] of Object.entries(changes.counters)) if (amount !== 0) add(`${prefix}${name}`, amount);
  for (const [name, members] of Object.entries(changes.sets ?? {})) if (members.length) add(name, new Set(members));
  if (!adds.length) return { Update: base } as unknown as Commit;
  const expression = /(^|\s)ADD\s/.test(base.UpdateExpression)
    ? base.UpdateExpression.replace(/(^|\s)ADD\s/, `$1ADD ${adds.join(", ")}, `)
    : `${base.UpdateExpression} ADD ${adds.join(", ")}`;
  return {
    Update: {
      ...base,
      UpdateExpression: expression,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  } as unknown as Commit;
}

/** The counters of a raw item (`<prefix><name>` → number), by name without the prefix. */
export function readCounters(item: Record<string, unknown> | undefined, prefix = "c_"): Record<string, number> {
  const counters: Record<string, number> = {};
  for (const [attribute, value] of Object.entries(item ?? {})) {
    if (attribute.startsWith(prefix) && typeof value === "number") counters[attribute.slice(prefix.length)] = value;
  }
  return counters;
}

/** A string set of a raw item as an array (the DocumentClient reads sets as `Set`). */
export function readSet(item: Record<string, unknown> | undefined, attribute: string): string[] {
  const value = item?.[attribute];
  if (value instanceof Set) return [...(value as Set<string>)];
  return Array.isArray(value) ? (value as string[]) : [];
}

/** Sums counters of several items (the shards of one group). */
export function sumCounters(items: Array<Record<string, number>>): Record<string, number> {
  const total: Record<string, number> = {};
  for (const item of items) for (const [name, value] of Object.entries(item)) total[name] = (total[name] ?? 0) + value;
  return total;
}
