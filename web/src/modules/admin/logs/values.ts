/**
 * A journal value as kept in an entry (JSON text, cut at 500 characters by the journal) read back
 * for showing: text without its quotes, yes/no, numbers, lists, or the JSON itself for a map.
 */
export type JournalValue =
  | { kind: "absent" }
  | { kind: "empty" }
  | { kind: "text"; text: string }
  | { kind: "boolean"; value: boolean }
  | { kind: "number"; value: number }
  | { kind: "list"; items: string[] }
  | { kind: "json"; text: string };

const itemText = (item: unknown): string =>
  typeof item === "string" ? item : item === null ? "—" : JSON.stringify(item);

export function readJournalValue(json: string | undefined): JournalValue {
  if (json === undefined) return { kind: "absent" };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    // Cut by the journal (a long value ends in "…"): a string loses its opening quote only.
    return { kind: "text", text: json.startsWith('"') ? json.slice(1) : json };
  }
  if (value === null || value === "") return { kind: "empty" };
  if (typeof value === "string") return { kind: "text", text: value };
  if (typeof value === "boolean") return { kind: "boolean", value };
  if (typeof value === "number") return { kind: "number", value };
  if (Array.isArray(value)) return value.length ? { kind: "list", items: value.map(itemText) } : { kind: "empty" };
  return { kind: "json", text: JSON.stringify(value, null, 1).replace(/\n\s*/g, " ") };
}

/** A value's length in characters as shown: a long one is clamped, with "Show all". */
export const longValue = (text: string) => text.length > 140 || text.split("\n").length > 3;

/**
 * A list's change as entries added and removed (rights, roles, hidden menu entries): null when
 * either side is not a list (or missing), or when nothing but the order changed.
 */
export function listChange(before: JournalValue, after: JournalValue): { added: string[]; removed: string[] } | null {
  const items = (value: JournalValue) =>
    value.kind === "list" ? value.items : value.kind === "absent" || value.kind === "empty" ? [] : null;
  const [was, is] = [items(before), items(after)];
  if (!was || !is || (before.kind !== "list" && after.kind !== "list")) return null;
  const added = is.filter((entry) => !was.includes(entry));
  const removed = was.filter((entry) => !is.includes(entry));
  return added.length || removed.length ? { added, removed } : null;
}
