const MAX_SLUG = 60;

/**
 * Ids for a document's headings, from their text: lower case, letters and digits of any script kept
 * (a Cyrillic title gives a readable Cyrillic id), everything else a single "-". Repeats get -2, -3…
 * in document order, so the same text always gives the same ids. Every id starts with "h-" so no
 * heading can take an id the page itself uses (a heading "Root" must not become the app's `#root`).
 */
export function headingIds() {
  const used = new Set<string>();
  return (text: string): string => {
    const base = `h-${slugOf(text) || "section"}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}

export function slugOf(text: string): string {
  const slug = text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  // Cut by code points so a letter is never split, and never end on a dash.
  return [...slug].slice(0, MAX_SLUG).join("").replace(/-+$/, "");
}
