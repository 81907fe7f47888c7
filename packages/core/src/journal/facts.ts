import { journalLimits, type JournalAction, type JournalChange } from "@intranet/contracts/journal";

/** What a service tells the journal about its change. */
export interface JournalFact {
  action: JournalAction;
  /** What was changed; its label as it is now (the journal keeps it as it was then). */
  target?: { type: string; id: string; label?: string };
  changes?: JournalChange[];
  /** A short fact that is not a field change (a task's name, a count, a role). */
  detail?: string;
}

const text = (value: unknown): string | undefined => {
  // Nothing, an empty text and an empty list are the same fact: no value.
  if (value === undefined || value === null || value === "") return undefined;
  if (Array.isArray(value) && value.length === 0) return undefined;
  const json = typeof value === "string" ? JSON.stringify(value) : JSON.stringify(value, stableKeys(value));
  return json.length > journalLimits.valueMaxChars ? `${json.slice(0, journalLimits.valueMaxChars - 1)}…` : json;
};

/** Object keys sorted, so the same map written in another order is not reported as changed. */
function stableKeys(value: unknown): string[] | undefined {
  if (!value || typeof value !== "object") return undefined;
  const keys = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    for (const [key, child] of Object.entries(node)) {
      keys.add(key);
      walk(child);
    }
  };
  walk(value);
  return [...keys].sort();
}

/**
 * The fields whose value differs between two states, as JSON text (never a secret: callers pass
 * masked values). `fields` limits and orders the comparison; by default every key of either side.
 * Nested maps are compared per entry (`design.colors`), so a form that sends a whole map reports
 * only the entries that changed.
 */
export function changesOf(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  fields?: readonly string[],
): JournalChange[] {
  const keys = fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])];
  const changes: JournalChange[] = [];
  for (const field of keys) {
    const old = before?.[field];
    const now = after[field];
    if (isPlainMap(old) || isPlainMap(now)) {
      const inner = changesOf(isPlainMap(old) ? old : {}, isPlainMap(now) ? now : {});
      changes.push(...inner.map((change) => ({ ...change, field: `${field}.${change.field}` })));
      continue;
    }
    const [was, is] = [text(old), text(now)];
    if (was === is) continue;
    changes.push({ field, ...(was !== undefined ? { before: was } : {}), ...(is !== undefined ? { after: is } : {}) });
  }
  return changes;
}

const isPlainMap = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/**
 * Secrets as the journal may show them, before and after a change: "set", or "replaced" when the
 * new one differs from the old; never their value, length or a hash of them.
 */
export function secretStates(
  before: Record<string, string | undefined>,
  after: Record<string, string | undefined>,
): { before: Record<string, string | undefined>; after: Record<string, string | undefined> } {
  const shown = { before: {} as Record<string, string | undefined>, after: {} as Record<string, string | undefined> };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [old, now] = [before[key], after[key]];
    shown.before[key] = old ? "set" : undefined;
    shown.after[key] = !now ? undefined : old && old !== now ? "replaced" : "set";
  }
  return shown;
}
