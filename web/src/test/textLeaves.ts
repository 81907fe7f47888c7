/** A text tree's leaves: "a.b.c" → text. */
export function leaves(tree: object, prefix = ""): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") result.set(path, value);
    else for (const [leaf, text] of leaves(value as object, path)) result.set(leaf, text);
  }
  return result;
}

/** A text's `{{placeholders}}`, sorted. */
export const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
