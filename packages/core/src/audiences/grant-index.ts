import type { Grant } from "@intranet/contracts/audiences";
import { batchWrite } from "../db";
import { AppError } from "../platform";
import { canRead } from "./access";
import { db } from "./entities";
import { labelsOfAudience } from "./labels";
import type { AccessProfile } from "./profile";

/** Working-time grants are ranges, not labels: their objects are all candidates under this one. */
export const TENURE = "tenure";
const KEY = ["clientId", "collection", "label", "objectId"] as const;

/** The labels an object's read/write grants name (`none` grants only take away: not indexed). */
export function grantLabels(grants: readonly Grant[]): Set<string> {
  const labels = new Set<string>();
  for (const grant of grants) {
    if (grant.level === "none") continue;
    if (grant.audience.kind === "workingTime") labels.add(TENURE);
    else for (const held of labelsOfAudience(grant.audience)) labels.add(held);
  }
  return labels;
}

/**
 * Keeps an object's grant entries in step with its grants, after the module wrote the object (the
 * object's grants are the truth; readers check them, so an entry written late or left behind is
 * never a leak, only a candidate that is dropped). `before` is what the object had (none: new).
 * Idempotent: a retried call writes the same entries.
 */
export async function indexGrants(
  clientId: string,
  collection: string,
  objectId: string,
  before: readonly Grant[],
  after: readonly Grant[],
): Promise<void> {
  const was = grantLabels(before);
  const now = grantLabels(after);
  const entry = (held: string) => ({ clientId, collection, label: held, objectId });
  const { entities } = db();
  await batchWrite(
    (items) => entities.grantEntry.put(items).go(),
    [...now].filter((held) => !was.has(held)).map(entry),
    KEY,
  );
  await batchWrite(
    (keys) => entities.grantEntry.delete(keys).go(),
    [...was].filter((held) => !now.has(held)).map(entry),
    KEY,
  );
}

/** A deleted object's entries go with it. */
export const unindexGrants = (clientId: string, collection: string, objectId: string, grants: readonly Grant[]) =>
  indexGrants(clientId, collection, objectId, grants, []);

export interface ReadablePage {
  /** The objects of this page the person may read, newest first (by id). */
  ids: string[];
  /** The next page's cursor (the last id looked at), null after the last page. */
  cursor: string | null;
}

/**
 * The objects of a collection a person may read, a page at a time, newest first: one Query per
 * label the person holds (and one for working-time grants), all at once, each starting below the
 * cursor and reading at most a page; their ids are merged, the page's candidates' grants loaded by
 * the module (`grantsOf`: typically one BatchGet of the objects) and checked with `canRead`, which
 * drops exclusions (`none`) and stale entries. So a page costs the person's label count in Queries
 * plus the module's one read, whatever the number of objects or of people.
 *
 * Candidates dropped by the check make a page shorter than `limit`, never wrong; the cursor moves
 * past everything looked at.
 */
export async function readablePage(
  clientId: string,
  collection: string,
  profile: AccessProfile,
  grantsOf: (ids: string[]) => Promise<Map<string, readonly Grant[]>>,
  page: { cursor?: string | null | undefined; limit: number },
): Promise<ReadablePage> {
  if (!profile.active) return { ids: [], cursor: null };
  const below = page.cursor ? cursorId(page.cursor) : null;
  const labels = [...profile.labels, ...(profile.workingSince ? [TENURE] : [])];
  const byLabel = db().entities.grantEntry.query.byLabel;
  const lists = await Promise.all(
    labels.map(async (held) => {
      const query = below
        ? byLabel({ clientId, collection, label: held }).lt({ objectId: below })
        : byLabel({ clientId, collection, label: held });
      const { data } = await query.go({ order: "desc", limit: page.limit + 1 });
      return data.map((entry) => entry.objectId);
    }),
  );
  // Merged newest first; a label's list that filled its limit bounds how far the page may reach.
  const merged = [...new Set(lists.flat())].sort().reverse();
  const candidates = merged.slice(0, page.limit);
  const more = merged.length > page.limit || lists.some((list) => list.length > page.limit);
  const grants = await grantsOf(candidates);
  const ids = candidates.filter((id) => {
    const found = grants.get(id);
    return found !== undefined && canRead(profile, found);
  });
  const last = candidates.at(-1);
  return { ids, cursor: more && last ? last : null };
}

/** A cursor is an object id (ULID-like); anything else is a bad request, not a crash. */
function cursorId(cursor: string): string {
  if (!/^[0-9A-Za-z_-]{1,64}$/.test(cursor))
    throw new AppError("common.validation", {}, { issues: [{ in: "query", path: "cursor" }] });
  return cursor;
}
