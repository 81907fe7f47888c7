/** The list with the item keyed `from` moved to where the item keyed `to` was (a drag's end). */
export function moveByKey<T>(items: readonly T[], keyOf: (item: T) => string, from: string, to: string): T[] {
  const start = items.findIndex((item) => keyOf(item) === from);
  const end = items.findIndex((item) => keyOf(item) === to);
  if (start < 0 || end < 0 || start === end) return [...items];
  const next = [...items];
  const [moved] = next.splice(start, 1);
  next.splice(end, 0, moved!);
  return next;
}
