import { pageOf } from "../db";
import type { DirectoryCardRecord } from "./card.entity";
import { db } from "./entities";
import { label, normalizeValue } from "./labels";
import { verifiedEntries } from "./members";
import { facetKinds, type FacetKind } from "./value.entity";

/** The address book's filters: a department (with or without what is below it), city, office, position. */
export interface DirectoryFilter {
  dept?: { deptId: string; subdepartments: boolean } | undefined;
  city?: string | undefined;
  office?: string | undefined;
  position?: string | undefined;
}

const deptLabel = (dept: NonNullable<DirectoryFilter["dept"]>) =>
  dept.subdepartments ? label.dept(dept.deptId) : label.in(dept.deptId);

/** Whether a card passes the filter (the text search's candidates are checked with it). */
export function cardMatches(card: DirectoryCardRecord, filter: DirectoryFilter): boolean {
  const same = (held: string | undefined, wanted: string | undefined) =>
    !wanted || (held !== undefined && normalizeValue(held) === normalizeValue(wanted));
  return (
    (!filter.dept || card.labels.includes(deptLabel(filter.dept))) &&
    same(card.city, filter.city) &&
    same(card.office, filter.office) &&
    same(card.position, filter.position)
  );
}

/**
 * One page of active people in display order (pinned first, then by name), filtered: one Query of
 * the most telling filter's label in the directory index (department, else position, office, city,
 * else everyone), the other filters as expressions on the entries, then one BatchGet of the cards.
 * Two calls a page, more only when a combination of filters leaves a 200-entry batch short.
 */
export async function directoryPage(
  clientId: string,
  filter: DirectoryFilter,
  request: { cursor?: string | null | undefined; size: number },
): Promise<{ cards: DirectoryCardRecord[]; cursor: string | null }> {
  const conditions: Array<[kind: "dept" | FacetKind, held: string]> = [];
  if (filter.dept) conditions.push(["dept", deptLabel(filter.dept)]);
  for (const kind of ["position", "office", "city"] as const) {
    const wanted = filter[kind];
    if (wanted) conditions.push([kind, normalizeValue(wanted)]);
  }
  const [primary, ...rest] = conditions;
  const partition = primary ? (primary[0] === "dept" ? primary[1] : label[primary[0]](primary[1])) : label.all;
  const base = db().entities.directoryEntry.query.byLabel({ clientId, label: partition });
  const query = rest.length
    ? base.where((entry, { eq, contains }) =>
        rest
          .map(([kind, held]) => (kind === "dept" ? contains(entry.depts, held) : eq(entry[kind], held)))
          .join(" AND "),
      )
    : base;
  const page = await pageOf(query, { cursor: request.cursor, size: request.size, filtered: rest.length > 0 });
  const current = await verifiedEntries(clientId, page.items);
  return { cards: current.map(({ card }) => card), cursor: page.cursor };
}

/** The values each filter offers, with how many active people hold each (one Query per kind). */
export async function facetValues(
  clientId: string,
): Promise<Record<FacetKind, Array<{ value: string; count: number }>>> {
  const lists = await Promise.all(
    facetKinds.map(async (kind) => {
      const { data } = await db().entities.directoryValue.query.byKind({ clientId, kind }).go({ pages: "all" });
      return data
        .filter((row) => (row.count ?? 0) > 0)
        .map((row) => ({ value: row.display ?? row.value, count: row.count ?? 0 }));
    }),
  );
  return Object.fromEntries(facetKinds.map((kind, at) => [kind, lists[at]!])) as Record<
    FacetKind,
    Array<{ value: string; count: number }>
  >;
}
