import { batchWrite, named, writeTransaction, type NamedCommit, type TransactionEntities } from "../db";
import { publishAfterWrite } from "../events";
import { mapLimited } from "../platform";
import { departmentsOfPerson, type PersonDepartment } from "../structure";
import { findUser, type UserRecord } from "../users";
import type { DirectoryCardRecord } from "./card.entity";
import { db } from "./entities";
import type { DirectoryEntryRecord } from "./entry.entity";
import { label, normalizeValue } from "./labels";
import { labelsOfPerson } from "./profile";
import { facetKinds, type FacetKind } from "./value.entity";

/** Published after a person's card changed (the people search source re-reads them). */
export const DIRECTORY_CHANGED = "directory.changed";

/** The working-time entry's label: its entries are ordered by `workingSince`. */
export const TENURE = "tenure";
const ATTEMPTS = 6;

type Card = Omit<DirectoryCardRecord, "revision" | "syncedAt">;

/** The card a person should have now: none unless active. */
export function cardOf(user: UserRecord, departments: PersonDepartment[]): Card | null {
  if (user.status !== "active") return null;
  const administrative = departments.find((dept) => dept.type === "administrative");
  const home = administrative?.path[0];
  const optional = {
    middleName: user.middleName,
    avatar: user.avatar,
    position: user.position,
    department: home?.name ?? user.department,
    deptId: home?.deptId,
    phone: user.phone,
    internalPhone: user.internalPhone,
    city: user.city,
    office: user.office,
    statusText: user.statusText,
    workingSince: user.workingSince,
  };
  return {
    clientId: user.clientId,
    userId: user.userId,
    order: orderOf(user),
    labels: [...labelsOfPerson(user, departments)].sort(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    pinned: user.pinRank !== undefined && user.pinRank !== "~",
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value)),
  };
}

/** Display order: pinned first by pin number, then last name, first name (without case), id. */
function orderOf(user: UserRecord): string {
  return [user.pinRank ?? "~", user.lastName.toLowerCase(), user.firstName.toLowerCase(), user.userId].join("\u0001");
}

/** The index entries a card stands for (labels.ts): one per label but the person's own, plus working time. */
export function entriesOf(card: Card): DirectoryEntryRecord[] {
  const values = {
    ...(card.city ? { city: normalizeValue(card.city) } : {}),
    ...(card.office ? { office: normalizeValue(card.office) } : {}),
    ...(card.position ? { position: normalizeValue(card.position) } : {}),
    depts: card.labels.filter((held) => held.startsWith("in:") || held.startsWith("dept:")),
  };
  const base = { clientId: card.clientId, userId: card.userId, ...values };
  const entries = card.labels
    .filter((held) => held !== label.user(card.userId))
    .map((held) => ({ ...base, label: held, order: card.order }));
  if (card.workingSince) entries.push({ ...base, label: TENURE, order: `${card.workingSince}\u0001${card.userId}` });
  return entries;
}

const ENTRY_KEY = ["clientId", "label", "order"] as const;
const entryKey = (entry: Pick<DirectoryEntryRecord, "label" | "order">) => `${entry.label}\u0000${entry.order}`;
const sameEntry = (a: DirectoryEntryRecord, b: DirectoryEntryRecord) =>
  a.city === b.city && a.office === b.office && a.position === b.position && a.depts?.join() === b.depts?.join();

/**
 * Brings a person's card and index entries in line with their record and structure places. The
 * card moves first, in one transaction with the filter counts, conditioned on the revision read (a
 * concurrent sync of the same person makes this one read again); then new entries are written and
 * stale ones deleted. Readers check entries against cards, so the short gap between shows nothing
 * wrong. Answers whether anything changed.
 */
export async function syncPerson(clientId: string, userId: string): Promise<boolean> {
  const { entities } = db();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [user, departments, { data: read }] = await Promise.all([
      findUser(clientId, userId),
      departmentsOfPerson(clientId, userId),
      entities.directoryCard.get({ clientId, userId }).go({ consistent: true }),
    ]);
    const stored = read ?? undefined;
    const wanted = user ? cardOf(user, departments) : null;
    if (!stored && !wanted) return false;
    if (stored && wanted && sameCard(stored, wanted)) return false;
    const revision = (stored?.revision ?? 0) + 1;
    const outcome = await writeTransaction((tx) => [
      cardCommit(tx, stored, wanted, revision),
      ...countCommits(tx, clientId, stored, wanted),
    ]);
    if (!outcome.ok) {
      if (outcome.failed("card") || outcome.conflicted) continue;
      throw new Error(`directory sync of ${userId}: ${outcome.failedNames.join(",")}`);
    }
    await moveEntries(stored ? entriesOf(stored) : [], wanted ? entriesOf(wanted) : []);
    await publishAfterWrite([{ type: DIRECTORY_CHANGED, tenantId: clientId, detail: { userIds: [userId] } }]);
    return true;
  }
  throw new Error(`directory sync of ${userId}: too many concurrent changes`);
}

function sameCard(stored: DirectoryCardRecord, wanted: Card): boolean {
  const { revision: _revision, syncedAt: _syncedAt, ...current } = stored;
  return JSON.stringify(Object.entries(current).sort()) === JSON.stringify(Object.entries(wanted).sort());
}

function cardCommit(
  tx: TransactionEntities,
  stored: DirectoryCardRecord | undefined,
  wanted: Card | null,
  revision: number,
): NamedCommit {
  const card = tx.directoryCard;
  if (!wanted) {
    return named(
      "card",
      card
        .delete({ clientId: stored!.clientId, userId: stored!.userId })
        .where(({ revision: held }, { eq }) => eq(held, stored!.revision))
        .commit(),
    );
  }
  const item = { ...wanted, revision, syncedAt: new Date().toISOString() };
  if (!stored) return named("card", card.create(item).commit());
  return named(
    "card",
    card
      .put(item)
      .where(({ revision: held }, { eq }) => eq(held, stored.revision))
      .commit(),
  );
}

/** The filter counts: −1 for each value the person no longer holds, +1 for each new one. */
function countCommits(
  tx: TransactionEntities,
  clientId: string,
  stored: DirectoryCardRecord | undefined,
  wanted: Card | null,
): NamedCommit[] {
  const commits: NamedCommit[] = [];
  for (const kind of facetKinds) {
    const before = stored?.[kind];
    const after = wanted?.[kind];
    if (before && after && normalizeValue(before) === normalizeValue(after)) {
      if (before !== after) commits.push(count(tx, clientId, kind, after, 0));
      continue;
    }
    if (before) commits.push(count(tx, clientId, kind, before, -1));
    if (after) commits.push(count(tx, clientId, kind, after, 1));
  }
  return commits;
}

function count(tx: TransactionEntities, clientId: string, kind: FacetKind, display: string, by: number): NamedCommit {
  const value = normalizeValue(display);
  return named(
    `count.${kind}.${by}`,
    tx.directoryValue
      .upsert({ clientId, kind, value })
      .add({ count: by })
      .set(by >= 0 ? { display } : {})
      .commit(),
  );
}

/** Writes the entries that are new or changed, then deletes the ones the person no longer has. */
async function moveEntries(before: DirectoryEntryRecord[], after: DirectoryEntryRecord[]): Promise<void> {
  const { entities } = db();
  const old = new Map(before.map((entry) => [entryKey(entry), entry]));
  const keep = new Set(after.map(entryKey));
  const puts = after.filter((entry) => {
    const was = old.get(entryKey(entry));
    return !was || !sameEntry(was, entry);
  });
  const drops = before.filter((entry) => !keep.has(entryKey(entry)));
  await batchWrite((items) => entities.directoryEntry.put(items).go(), puts, ENTRY_KEY);
  await batchWrite(
    (keys) => entities.directoryEntry.delete(keys).go(),
    drops.map(({ clientId, label: held, order }) => ({ clientId, label: held, order })),
    ENTRY_KEY,
  );
}

/** Syncs many people (a department moved, a re-sync), a few at a time. */
export async function syncPeople(clientId: string, userIds: string[]): Promise<number> {
  const changed = await mapLimited([...new Set(userIds)], 4, (userId) => syncPerson(clientId, userId));
  return changed.filter(Boolean).length;
}
