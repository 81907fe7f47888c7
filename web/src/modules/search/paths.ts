/** The results page: `/search?q=…&types=person,post` (no `types`: every type). */
export const searchPagePath = "/search";

export function searchPageUrl(q: string, types: readonly string[] = []): string {
  const query = new URLSearchParams({ q });
  if (types.length > 0) query.set("types", types.join(","));
  return `${searchPagePath}?${query.toString()}`;
}
