import {
  featureRights,
  type Actor,
  type AssignableRole,
  type FeatureRight,
  type RoleRightsResult,
  type UserView,
} from "@intranet/contracts";
import { requireSameTenant, requireTenant, mapLimited as mapWithLimit } from "../platform";
import { isConditionFailure, named, writeTransaction } from "../db";
import { changesOf, journalCommit, writeJournal } from "../journal";
import { personChange } from "./journal-facts";
import { optimistically, requireUser, sameRevision } from "./store";
import { db } from "./entities";
import { toUserView } from "./views";

/** Rights are stored once each, in the catalogue's order. */
const normalized = (rights: FeatureRight[]): FeatureRight[] => featureRights.filter((right) => rights.includes(right));

/**
 * PUT /api/user/{id}/rights: a person's feature rights, replaced as a whole. The Actor reads
 * rights from the user item on every request, so the change applies from the next request on.
 */
export async function setUserRights(actor: Actor, userId: string, rights: FeatureRight[]): Promise<UserView> {
  const clientId = requireTenant(actor);
  const wanted = normalized(rights);
  return optimistically(async (retry) => {
    const current = await requireUser(clientId, userId);
    const next = { ...current, rights: wanted, updatedAt: new Date().toISOString() };
    const fact = personChange("rights.set", current, next, ["rights"]);
    if (!fact.changes?.length) return toUserView(current);
    const outcome = await writeTransaction((entities) => [
      named(
        "user",
        entities.user
          .patch({ clientId, userId })
          .set({ rights: wanted, updatedAt: next.updatedAt })
          .add({ revision: 1 })
          .where(sameRevision(current.revision))
          .commit(),
      ),
      journalCommit(entities, actor, clientId, fact),
    ]);
    return outcome.ok ? toUserView({ ...next, revision: (current.revision ?? 0) + 1 }) : retry;
  });
}

const SWEEP_PAGE = 200;
const SWEEP_CONCURRENCY = 8;

/**
 * PUT /api/clients/{client}/rights/role/{role}: the same rights for every user of the tenant
 * holding the role (any state, so a restored employee comes back with them). The tenant's users
 * are read page by page (one Query each, only ids) and updated a few at a time; each update is
 * conditioned on the user still holding the role.
 */
export async function setRightsForRole(
  actor: Actor,
  clientId: string,
  role: AssignableRole,
  rights: FeatureRight[],
): Promise<RoleRightsResult> {
  requireSameTenant(actor, clientId);
  const wanted = normalized(rights);
  const now = new Date().toISOString();
  let updated = 0;
  let cursor: string | null = null;
  do {
    const page: { data: Array<{ userId: string }>; cursor: string | null } = await db()
      .entities.user.query.byTenant({ clientId })
      .where(({ roles }, { contains }) => contains(roles, role))
      .go({ cursor, limit: SWEEP_PAGE, attributes: ["userId"] });
    const written = await mapWithLimit(page.data, SWEEP_CONCURRENCY, ({ userId }) =>
      db()
        .entities.user.patch({ clientId, userId })
        .set({ rights: wanted, updatedAt: now })
        .where(({ roles }, { contains }) => contains(roles, role))
        .go()
        .then(
          () => true,
          (error: unknown) => {
            if (isConditionFailure(error)) return false; // lost the role meanwhile
            throw error;
          },
        ),
    );
    updated += written.filter(Boolean).length;
    cursor = page.cursor;
  } while (cursor);
  // A sweep is many writes, not one transaction: its entry says what was set once it is done.
  await writeJournal(actor, clientId, {
    action: "rights.role",
    changes: changesOf({}, { rights: wanted }),
    detail: `${role}: ${updated}`,
  });
  return { role, rights: wanted, updated };
}
