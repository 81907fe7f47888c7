import type { Audience, Grant } from "@intranet/contracts/audiences";

/** Grants carried into another company (a clone): what was kept, and what could not be. */
export interface CarriedGrants {
  grants: Grant[];
  /** Some grant named people or a department the other company does not have: it was left out. */
  dropped: boolean;
  /** A left-out grant was an exclusion (`none`): without it the object would be open to more people. */
  droppedExclusion: boolean;
}

/**
 * An object's grants as they can be in another company: audiences that name nobody of this one
 * (everyone, managers, a position, a city, working time) are kept; a department is kept under its
 * copy's id (`ids`: old id → new id) and left out when it was not copied; people (a manager's team,
 * a list of people) are always left out, since people are never copied. The caller decides what a
 * left-out grant means for its objects (never wider access than the source's).
 */
export function carryGrants(grants: readonly Grant[], ids: ReadonlyMap<string, string>): CarriedGrants {
  const carried: CarriedGrants = { grants: [], dropped: false, droppedExclusion: false };
  for (const grant of grants) {
    const audience = carryAudience(grant.audience, ids);
    if (audience) carried.grants.push({ ...grant, audience });
    else {
      carried.dropped = true;
      if (grant.level === "none") carried.droppedExclusion = true;
    }
  }
  return carried;
}

function carryAudience(audience: Audience, ids: ReadonlyMap<string, string>): Audience | undefined {
  switch (audience.kind) {
    case "department": {
      const deptId = ids.get(audience.deptId);
      return deptId ? { ...audience, deptId } : undefined;
    }
    case "manager":
    case "users":
      return undefined;
    default:
      return audience;
  }
}
