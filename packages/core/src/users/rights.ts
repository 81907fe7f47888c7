import {
  featureRights,
  type Actor,
  type AssignableRole,
  type FeatureRight,
  type RoleRightsResult,
  type UserView,
} from "@intranet/contracts";
import { requireSameTenant, requireTenant, AppError, mapLimited as mapWithLimit } from "../platform";
import { isConditionFailure } from "../db";
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
  const { data } = await db()
    .entities.user.patch({ clientId, userId })
    .set({ rights: normalized(rights), updatedAt: new Date().toISOString() })
    .go({ response: "all_new" })
    .catch((error: unknown) => {
      throw isConditionFailure(error) ? new AppError("employees.not_found") : error;
    });
  return toUserView(data as Parameters<typeof toUserView>[0]);
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
  return { role, rights: wanted, updated };
}
